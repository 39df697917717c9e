import type { RequestHandler } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { signUpWithOAuthBodySchema, type UserResponse } from '@kinloan/domain';
import { CUSTOMERS, customerFromDocument, newCustomerDocument } from '../customers/customer-document';
import type { Dependencies } from '../platform/deps';
import { HttpError, parseBody } from '../http/errors';
import { authErrorCode } from '../identity/auth-errors';

const GOOGLE_NOT_CONFIRMED = 'Google sign-in could not be confirmed.';

/**
 * POST /api/v1/signUpWithOAuth → { user }. The browser signs in to Firebase Auth with
 * Google and sends that user's Firebase ID token: verifying it proves both Google's word
 * and the uid the Customer document belongs to, the same way in production and on the
 * Auth emulator. Names come from the browser (spec §5: the display name's words), the
 * first one required with code 1000.
 */
export function signUpWithOAuth(deps: Dependencies): RequestHandler {
  return async (req, res) => {
    if (lacksFirstName(req.body)) {
      throw new HttpError('google-missing-first-name', 'Your Google account did not give us a first name.');
    }
    const body = parseBody(signUpWithOAuthBodySchema, req.body);
    const db = deps.firestore();

    let claims: DecodedIdToken;
    try {
      claims = await deps.auth().verifyIdToken(body.idToken);
    } catch (error) {
      console.info(`google sign-up: ID token refused (${authErrorCode(error) || 'unknown'})`);
      throw new HttpError('google-oauth', GOOGLE_NOT_CONFIRMED);
    }
    // A password account's token, or one for another address, is not Google vouching for this email.
    if (claims.firebase.sign_in_provider !== 'google.com' || claims.email?.toLowerCase() !== body.email) {
      console.info(`google sign-up: token of provider ${claims.firebase.sign_in_provider} does not match the request`);
      throw new HttpError('google-oauth', GOOGLE_NOT_CONFIRMED);
    }

    const ref = db.collection(CUSTOMERS).doc(claims.uid);
    const existing = await ref.get();
    const existingData = existing.data();
    if (existing.exists && existingData !== undefined) {
      // A returning customer keeps the profile they edited; Google's names only start one.
      res.json({ user: customerFromDocument(claims.uid, existingData) } satisfies UserResponse);
      return;
    }
    const customer = newCustomerDocument({ uid: claims.uid, email: body.email, firstName: body.firstName, lastName: body.lastName });
    try {
      await ref.create(customer);
    } catch (error) {
      // Two tabs finishing Google sign-in at once: the other one made it, answer with it.
      if (!isAlreadyExists(error)) throw error;
      const made = (await ref.get()).data();
      if (made === undefined) throw error;
      res.json({ user: customerFromDocument(claims.uid, made) } satisfies UserResponse);
      return;
    }
    res.json({ user: customerFromDocument(claims.uid, customer) } satisfies UserResponse);
  };
}

/** No first name at all, as opposed to one that is there but malformed (a plain 400). */
function lacksFirstName(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const firstName = (body as { firstName?: unknown }).firstName;
  return firstName === undefined || firstName === null || (typeof firstName === 'string' && firstName.trim() === '');
}

/** gRPC ALREADY_EXISTS, as the Firestore SDK reports a failed create. */
function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 6;
}

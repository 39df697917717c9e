import type { DecodedIdToken } from 'firebase-admin/auth';
import type { UserResponse } from '@kinloan/domain';
import { CUSTOMERS, customerFromDocument, newCustomerDocument } from '../../customers/customer-document';
import { authErrorCode } from '../../identity/auth-errors';
import { AppError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';

const GOOGLE_NOT_CONFIRMED = 'Google sign-in could not be confirmed.';

/**
 * POST /api/v1/signUpWithOAuth → { user }. The browser signs in to Firebase Auth with
 * Google and sends that user's Firebase ID token: verifying it proves both Google's word
 * and the uid the Customer document belongs to, the same way in production and on the
 * Auth emulator. Names come from the browser (spec §5: the display name's words), the
 * first one required with code 1000.
 */
export const signUpWithOAuth: HttpCommand<'account.signUpWithOAuth'> = async (_ctx, { body }, deps) => {
  const { firstName, lastName } = body;
  if (!firstName || !lastName) throw new AppError('google-missing-first-name', 'Your Google account did not give us a first name.');
  const db = deps.firestore();

  let claims: DecodedIdToken;
  try {
    claims = await deps.auth().verifyIdToken(body.idToken);
  } catch (error) {
    console.info(`google sign-up: ID token refused (${authErrorCode(error) || 'unknown'})`);
    throw new AppError('google-oauth', GOOGLE_NOT_CONFIRMED);
  }
  // A password account's token, or one for another address, is not Google vouching for this email.
  if (claims.firebase.sign_in_provider !== 'google.com' || claims.email?.toLowerCase() !== body.email) {
    console.info(`google sign-up: token of provider ${claims.firebase.sign_in_provider} does not match the request`);
    throw new AppError('google-oauth', GOOGLE_NOT_CONFIRMED);
  }

  const ref = db.collection(CUSTOMERS).doc(claims.uid);
  const existing = (await ref.get()).data();
  // A returning customer keeps the profile they edited; Google's names only start one.
  if (existing !== undefined) return { user: customerFromDocument(claims.uid, existing) } satisfies UserResponse;
  const customer = newCustomerDocument({ uid: claims.uid, email: body.email, firstName, lastName });
  try {
    await ref.create(customer);
  } catch (error) {
    // Two tabs finishing Google sign-in at once: the other one made it, answer with it.
    if (!isAlreadyExists(error)) throw error;
    const made = (await ref.get()).data();
    if (made === undefined) throw error;
    return { user: customerFromDocument(claims.uid, made) };
  }
  return { user: customerFromDocument(claims.uid, customer) };
};

/** gRPC ALREADY_EXISTS, as the Firestore SDK reports a failed create. */
function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 6;
}

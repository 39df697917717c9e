import type { RequestHandler } from 'express';
import { signInBodySchema, type SignInResponse } from '@kinloan/domain';
import { RATE_LIMITS } from '../abuse/rate-limit';
import { RateLimitCounter } from '../abuse/rate-limit-store';
import { CUSTOMERS, newCustomerDocument } from '../customers/customer-document';
import { loadCustomer } from '../customers/load-customer';
import type { Dependencies } from '../platform/deps';
import { clientIp } from '../http/client-ip';
import { HttpError, parseBody } from '../http/errors';
import { signInWithPassword } from '../identity/identity-toolkit';
import { countVerificationMail } from '../abuse/mail-limits';
import { queueMailInBatch } from '../mail/outbox';
import { verificationMailOrNothing } from './verification-mail';

/** The same words whether the email has no account or the password is wrong. */
export const WRONG_CREDENTIALS = 'The email or password is not right.';
export const AUTH_LOCKED_OUT =
  'Too many sign-in attempts for this account. Please wait a few minutes, or reset your password.';

/**
 * POST /api/v1/signIn → { token, bearerToken, refreshToken, user, hasVerifiedEmail }.
 * An unverified account still signs in (the web app sends it to /verification), and gets a
 * fresh verification email each time (spec §4).
 */
export function signIn(deps: Dependencies): RequestHandler {
  return async (req, res) => {
    const body = parseBody(signInBodySchema, req.body);
    const env = deps.environment();
    const db = deps.firestore();
    const auth = deps.auth();

    const failures = await RateLimitCounter.load(db, RATE_LIMITS.failedSignIn, [body.email, clientIp(req)]);
    failures.refuseIfExhausted();
    const check = await signInWithPassword(env, body.email, body.password);
    if (!check.ok) {
      if (check.reason === 'too-many-attempts') throw new HttpError('rate-limited', AUTH_LOCKED_OUT);
      await failures.count();
      throw new HttpError('unauthenticated', WRONG_CREDENTIALS);
    }

    const [user, token] = await Promise.all([auth.getUser(check.uid), auth.createCustomToken(check.uid)]);
    const loaded = await loadCustomer(db, user);
    const sendMail = !user.emailVerified && (await countVerificationMail(db, user.uid, loaded.customer.email, 'skip'));
    const mail = sendMail ? await verificationMailOrNothing(auth, env, loaded.customer) : null;

    const batch = db.batch();
    let writes = 0;
    // An account whose sign-up stopped before its document was written gets one now.
    if (!loaded.exists) {
      batch.create(db.collection(CUSTOMERS).doc(user.uid), newCustomerDocument({ ...loaded.customer, uid: user.uid }));
      writes += 1;
    }
    if (mail) {
      queueMailInBatch(db, batch, mail);
      writes += 1;
    }
    if (failures.resetInBatch(batch)) writes += 1;
    if (writes > 0) await batch.commit();

    const answer: SignInResponse = {
      token,
      bearerToken: check.idToken,
      refreshToken: check.refreshToken,
      user: loaded.customer,
      hasVerifiedEmail: user.emailVerified,
    };
    res.set('Cache-Control', 'no-store').json(answer);
  };
}

import type { SignInResponse } from '@kinloan/domain';
import { countVerificationMail } from '../../abuse/mail-limits';
import { RATE_LIMITS } from '../../abuse/rate-limit';
import { RateLimitCounter } from '../../abuse/rate-limit-store';
import { verificationMailOrNothing } from '../../accounts/verification-mail';
import { CUSTOMERS, newCustomerDocument } from '../../customers/customer-document';
import { loadCustomer } from '../../customers/load-customer';
import { signInWithPassword } from '../../identity/identity-toolkit';
import { queueMailInBatch } from '../../mail/outbox';
import { AppError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';

/** The same words whether the email has no account or the password is wrong. */
export const WRONG_CREDENTIALS = 'The email or password is not right.';
export const AUTH_LOCKED_OUT =
  'Too many sign-in attempts for this account. Please wait a few minutes, or reset your password.';

/**
 * POST /api/v1/signIn → { token, bearerToken, refreshToken, user, hasVerifiedEmail }.
 * An unverified account still signs in (the web app sends it to /verification), and gets a
 * fresh verification email each time (spec §4), within the verification emails' bounds.
 */
export const signIn: HttpCommand<'account.signIn'> = async (ctx, { body }, deps) => {
  const env = deps.environment();
  const db = deps.firestore();
  const auth = deps.auth();

  const failures = await RateLimitCounter.load(db, RATE_LIMITS.failedSignIn, [body.email, ctx.ip]);
  failures.refuseIfExhausted();
  const check = await signInWithPassword(env, body.email, body.password);
  if (!check.ok) {
    if (check.reason === 'too-many-attempts') throw new AppError('rate-limited', AUTH_LOCKED_OUT);
    await failures.count();
    throw new AppError('unauthenticated', WRONG_CREDENTIALS);
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
  return answer;
};

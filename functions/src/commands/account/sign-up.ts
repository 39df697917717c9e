import type { UserRecord } from 'firebase-admin/auth';
import { displayName } from '@kinloan/domain';
import { verifyRecaptcha } from '../../abuse/recaptcha';
import { RATE_LIMITS } from '../../abuse/rate-limit';
import { consumeAttempt } from '../../abuse/rate-limit-store';
import { verificationMailOrNothing } from '../../accounts/verification-mail';
import { CUSTOMERS, customerFromDocument, newCustomerDocument } from '../../customers/customer-document';
import { authErrorCode } from '../../identity/auth-errors';
import { queueMailInBatch } from '../../mail/outbox';
import { AppError, fieldError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';

export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in, or reset your password.';

/** POST /api/v1/signUp → 201 { user }: the Auth user, its Customer document, the verification email. */
export const signUp: HttpCommand<'account.signUp'> = async (ctx, { body }, deps) => {
  const env = deps.environment();
  const db = deps.firestore();
  const auth = deps.auth();

  await consumeAttempt(db, RATE_LIMITS.signUp, [ctx.ip]);
  if (!(await verifyRecaptcha(env, body.reCAPTCHAToken, ctx.ip))) {
    throw fieldError('reCAPTCHAToken', 'The human-verification (reCAPTCHA) check did not pass. Please try it again.');
  }

  let user: UserRecord;
  try {
    user = await auth.createUser({ email: body.email, password: body.password, displayName: displayName(body), emailVerified: false });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'auth/email-already-exists') throw new AppError('conflict', EMAIL_TAKEN);
    // Firebase's own email check is stricter than ours in corners (quoted local parts).
    if (code === 'auth/invalid-email') throw fieldError('email', 'Email must be a valid email address, like name@example.com.');
    throw error;
  }

  const customer = newCustomerDocument({ uid: user.uid, ...body });
  const mail = await verificationMailOrNothing(auth, env, customer);
  const batch = db.batch();
  batch.create(db.collection(CUSTOMERS).doc(user.uid), customer);
  if (mail) queueMailInBatch(db, batch, mail);
  try {
    await batch.commit();
  } catch (error) {
    // Without its document the account is half made; remove it so trying again works
    // instead of answering 409 for an account the customer never got.
    await auth.deleteUser(user.uid).catch((cleanup: unknown) => console.error('sign-up: cleanup failed', cleanup));
    throw error;
  }
  return { user: customerFromDocument(user.uid, customer) };
};

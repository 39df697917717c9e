import type { UserRecord } from 'firebase-admin/auth';
import { countPasswordResetMail } from '../../abuse/mail-limits';
import { passwordResetMailFor } from '../../accounts/verification-mail';
import { loadCustomer } from '../../customers/load-customer';
import { authErrorCode } from '../../identity/auth-errors';
import { queueMail } from '../../mail/outbox';
import type { HttpCommand } from '../../platform/command';

/**
 * POST /api/v1/passwordReset → 202 { sent: true }, whether or not the email has an account,
 * so the answer tells nobody who is a customer. The limits count before looking the account
 * up, for the same reason (abuse/mail-limits.ts).
 */
export const passwordReset: HttpCommand<'account.passwordReset'> = async (ctx, { body }, deps) => {
  const db = deps.firestore();
  const auth = deps.auth();
  const send = await countPasswordResetMail(db, body.email, ctx.ip);

  let user: UserRecord | null = null;
  try {
    user = await auth.getUserByEmail(body.email);
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
  }
  if (user && send) {
    const { customer } = await loadCustomer(db, user);
    await queueMail(db, await passwordResetMailFor(auth, deps.environment(), { email: body.email, firstName: customer.firstName }));
  }
  return { sent: true };
};

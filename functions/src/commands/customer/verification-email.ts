import { countVerificationMail } from '../../abuse/mail-limits';
import { verificationMailFor } from '../../accounts/verification-mail';
import { currentUser } from '../../customers/current-user';
import { loadCustomer } from '../../customers/load-customer';
import { queueMail } from '../../mail/outbox';
import type { HttpCommand } from '../../platform/command';

/**
 * POST /api/v1/customers/me/verificationEmail → 202 { sent: true }: the /verification page's
 * Resend. An address that is already verified needs no email: 202 { sent: false }.
 */
export const sendVerificationEmail: HttpCommand<'customer.sendVerificationEmail'> = async (ctx, _input, deps) => {
  const auth = deps.auth();
  const db = deps.firestore();
  const user = await currentUser(auth, ctx.caller.uid);
  if (user.emailVerified) return { sent: false };
  const { customer } = await loadCustomer(db, user);
  const email = (user.email ?? customer.email).toLowerCase();
  await countVerificationMail(db, user.uid, email, 'refuse');
  await queueMail(db, await verificationMailFor(auth, deps.environment(), { email, firstName: customer.firstName }));
  return { sent: true };
};

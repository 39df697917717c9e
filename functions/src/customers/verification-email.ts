import type { RequestHandler } from 'express';
import type { MailSentResponse } from '@kinloan/domain';
import { countVerificationMail } from '../abuse/mail-limits';
import { verificationMailFor } from '../accounts/verification-mail';
import type { Dependencies } from '../platform/deps';
import { authOf } from '../http/auth-middleware';
import { queueMail } from '../mail/outbox';
import { currentUser } from './current-user';
import { loadCustomer } from './load-customer';

/**
 * POST /api/v1/customers/me/verificationEmail → 202 { sent: true }: the /verification page's
 * Resend. An address that is already verified needs no email: 202 { sent: false }.
 */
export function sendVerificationEmail(deps: Dependencies): RequestHandler {
  return async (req, res) => {
    const { uid } = authOf(req);
    const auth = deps.auth();
    const db = deps.firestore();
    const user = await currentUser(auth, uid);
    if (user.emailVerified) {
      res.status(202).json({ sent: false } satisfies MailSentResponse);
      return;
    }
    const { customer } = await loadCustomer(db, user);
    const email = (user.email ?? customer.email).toLowerCase();
    await countVerificationMail(db, uid, email, 'refuse');
    await queueMail(db, await verificationMailFor(auth, deps.environment(), { email, firstName: customer.firstName }));
    res.status(202).json({ sent: true } satisfies MailSentResponse);
  };
}

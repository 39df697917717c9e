import type { RequestHandler } from 'express';
import type { UserRecord } from 'firebase-admin/auth';
import { passwordResetBodySchema, type MailSentResponse } from '@kinloan/domain';
import { countPasswordResetMail } from '../abuse/mail-limits';
import { clientIp } from '../http/client-ip';
import { loadCustomer } from '../customers/load-customer';
import type { Dependencies } from '../platform/deps';
import { parseBody } from '../http/errors';
import { authErrorCode } from '../identity/auth-errors';
import { queueMail } from '../mail/outbox';
import { passwordResetMailFor } from './verification-mail';

/**
 * POST /api/v1/passwordReset → 202 { sent: true }, whether or not the email has an account,
 * so the answer tells nobody who is a customer. The limits count before looking the account
 * up, for the same reason (abuse/mail-limits.ts).
 */
export function passwordReset(deps: Dependencies): RequestHandler {
  return async (req, res) => {
    const body = parseBody(passwordResetBodySchema, req.body);
    const db = deps.firestore();
    const auth = deps.auth();
    const send = await countPasswordResetMail(db, body.email, clientIp(req));

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
    res.status(202).json({ sent: true } satisfies MailSentResponse);
  };
}

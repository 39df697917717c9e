import type { Request } from 'express';
import { authOf } from '../http/auth-middleware';
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/errors';

/** Who acts on a loan, from where, and when: what every event records. */
export interface LoanCaller {
  readonly uid: string;
  /** Lower-cased, as the verified token says. */
  readonly email: string | null;
  /** The token's name claim, for a customer without a profile document. */
  readonly name: string | null;
}

export interface ActionContext {
  readonly caller: LoanCaller;
  readonly ip: string;
  readonly userAgent: string;
  /** ISO instant shared by everything one call writes. */
  readonly now: string;
}

export const EMAIL_NOT_VERIFIED =
  'Please confirm your email address before working with loans: open the link we emailed you, or ask for a new one on the verification page.';

const MAX_USER_AGENT_CHARS = 512;

/**
 * The caller behind requireAuth, who must have confirmed their email: a loan names people by
 * email, and an unconfirmed address could be anyone's.
 */
export function verifiedCaller(req: Request): LoanCaller {
  const { uid, email, claims } = authOf(req);
  if (claims.email_verified !== true) throw new HttpError('forbidden', EMAIL_NOT_VERIFIED);
  return {
    uid,
    email: email ? email.toLowerCase() : null,
    name: typeof claims.name === 'string' ? claims.name : null,
  };
}

export function actionContext(req: Request): ActionContext {
  return {
    caller: verifiedCaller(req),
    ip: clientIp(req),
    userAgent: (req.get('user-agent') ?? 'unknown').slice(0, MAX_USER_AGENT_CHARS),
    now: new Date().toISOString(),
  };
}

import type { RequestHandler } from 'express';
import type { CustomerWithVerification } from '@kinloan/domain';
import type { Dependencies } from '../platform/deps';
import { authOf } from '../http/auth-middleware';
import { loadCustomer } from './load-customer';
import { currentUser } from './current-user';

/**
 * GET /api/v1/customers/me → Customer & { hasVerifiedEmail }. Verification is read from the
 * Auth user, not the token: the /verification page polls this right after the link is
 * opened, while the token still says unverified.
 */
export function getMe(deps: Dependencies): RequestHandler {
  return async (req, res) => {
    const user = await currentUser(deps.auth(), authOf(req).uid);
    const { customer } = await loadCustomer(deps.firestore(), user);
    res.set('Cache-Control', 'no-store').json({ ...customer, hasVerifiedEmail: user.emailVerified } satisfies CustomerWithVerification);
  };
}

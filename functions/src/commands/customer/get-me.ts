import { currentUser } from '../../customers/current-user';
import { loadCustomer } from '../../customers/load-customer';
import type { HttpCommand } from '../../platform/command';

/**
 * GET /api/v1/customers/me → Customer & { hasVerifiedEmail }. Verification is read from the
 * Auth user, not the token: the /verification page polls this right after the link is
 * opened, while the token still says unverified.
 */
export const getMe: HttpCommand<'customer.getMe'> = async (ctx, _input, deps) => {
  const user = await currentUser(deps.auth(), ctx.caller.uid);
  const { customer } = await loadCustomer(deps.firestore(), user);
  return { ...customer, hasVerifiedEmail: user.emailVerified };
};

import { RATE_LIMITS } from '../../abuse/rate-limit';
import { RateLimitCounter } from '../../abuse/rate-limit-store';
import { currentUser } from '../../customers/current-user';
import { signInWithPassword } from '../../identity/identity-toolkit';
import { AppError, fieldError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import { AUTH_LOCKED_OUT } from '../account/sign-in';

/**
 * POST /api/v1/customers/me/password → 204. The current password is checked as a sign-in
 * would, and wrong guesses count against the same limit, so a borrowed session cannot be
 * used to guess it. A wrong one is a 400 on the field, not a 401: the session is fine.
 */
export const changePassword: HttpCommand<'customer.changePassword'> = async (ctx, { body }, deps) => {
  const uid = ctx.caller.uid;
  const auth = deps.auth();
  const user = await currentUser(auth, uid);
  const email = (user.email ?? '').toLowerCase();
  if (!email) throw fieldError('currentPassword', 'This account signs in without a password.');

  const failures = await RateLimitCounter.load(deps.firestore(), RATE_LIMITS.failedSignIn, [email, ctx.ip]);
  failures.refuseIfExhausted();
  const check = await signInWithPassword(deps.environment(), email, body.currentPassword);
  if (!check.ok || check.uid !== uid) {
    if (!check.ok && check.reason === 'too-many-attempts') throw new AppError('rate-limited', AUTH_LOCKED_OUT);
    await failures.count();
    throw fieldError('currentPassword', 'Your current password is not right.');
  }

  await auth.updateUser(uid, { password: body.newPassword });
  await failures.reset();
};

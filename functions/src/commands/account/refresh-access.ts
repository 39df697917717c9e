import { refreshIdToken } from '../../identity/identity-toolkit';
import { AppError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';

/** POST /api/v1/refreshAccess → { id_token, refresh_token, expires_in } from the Secure Token API. */
export const refreshAccess: HttpCommand<'account.refreshAccess'> = async (_ctx, { body }, deps) => {
  const refreshed = await refreshIdToken(deps.environment(), body.refreshToken);
  if (!refreshed.ok) throw new AppError('unauthenticated', 'Your session has ended. Please sign in again.');
  return { id_token: refreshed.idToken, refresh_token: refreshed.refreshToken, expires_in: refreshed.expiresInSeconds };
};

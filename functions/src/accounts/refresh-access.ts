import type { RequestHandler } from 'express';
import { refreshAccessBodySchema, type RefreshAccessResponse } from '@kinloan/domain';
import type { Dependencies } from '../platform/deps';
import { HttpError, parseBody } from '../http/errors';
import { refreshIdToken } from '../identity/identity-toolkit';

/** POST /api/v1/refreshAccess → { id_token, refresh_token, expires_in } from the Secure Token API. */
export function refreshAccess(deps: Dependencies): RequestHandler {
  return async (req, res) => {
    const body = parseBody(refreshAccessBodySchema, req.body);
    const refreshed = await refreshIdToken(deps.environment(), body.refreshToken);
    if (!refreshed.ok) throw new HttpError('unauthenticated', 'Your session has ended. Please sign in again.');
    const answer: RefreshAccessResponse = {
      id_token: refreshed.idToken,
      refresh_token: refreshed.refreshToken,
      expires_in: refreshed.expiresInSeconds,
    };
    res.set('Cache-Control', 'no-store').json(answer);
  };
}

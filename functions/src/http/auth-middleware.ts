import type { Request, RequestHandler } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { HttpError } from './errors';

/** Who is calling, once their ID token checked out. */
export interface AuthContext {
  readonly uid: string;
  /** As the token says; may lag Auth by up to an hour (read the user record when it matters). */
  readonly email: string | undefined;
  readonly claims: DecodedIdToken;
}

// Keyed by the request object, so the context dies with the request and needs no global
// type augmentation of express.
const contexts = new WeakMap<Request, AuthContext>();

const SIGN_IN_AGAIN = 'Please sign in again.';

/**
 * `Authorization: Bearer <Firebase ID token>`, or 401 in the catalogue's words. With
 * `checkRevoked`, a token from before a password change or a disabled account is refused too.
 */
export function requireAuth(auth: () => Auth, checkRevoked = false): RequestHandler {
  return async (req, _res, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (!match?.[1]) throw new HttpError('unauthenticated', SIGN_IN_AGAIN);
    let claims: DecodedIdToken;
    try {
      claims = await auth().verifyIdToken(match[1], checkRevoked);
    } catch (error) {
      // Expired, malformed, revoked or for another project: the caller's to fix by signing in.
      console.info(`auth: ID token refused (${errorCode(error)})`);
      throw new HttpError('unauthenticated', SIGN_IN_AGAIN);
    }
    contexts.set(req, { uid: claims.uid, email: claims.email, claims });
    next();
  };
}

/** The caller behind requireAuth; a handler mounted without it is a bug, answered as 401. */
export function authOf(req: Request): AuthContext {
  const context = contexts.get(req);
  if (!context) throw new HttpError('unauthenticated', SIGN_IN_AGAIN);
  return context;
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : 'unknown';
}

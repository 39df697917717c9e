import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { EndpointArea } from '@kinloan/domain';
import { AppError } from './app-error';
import { callerOf, type Caller } from './context';

export const SIGN_IN_AGAIN = 'Please sign in again.';

/** The not-verified refusal, naming what the person was trying to work with. */
export function emailNotVerified(area: EndpointArea): string {
  return `Please confirm your email address before working with ${area}: open the link we emailed you, or ask for a new one on the verification page.`;
}

/**
 * `Authorization: Bearer <Firebase ID token>` → the caller, or 401. With `checkRevoked` the
 * token must also postdate the account's last revocation (a password change, a disabled
 * account), which costs one Auth read: the calls that sign, execute, move money or change who
 * someone is ask for it.
 */
export async function verifyBearer(auth: Auth, authorization: string | undefined, checkRevoked: boolean, unauthenticated = SIGN_IN_AGAIN): Promise<Caller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new AppError('unauthenticated', unauthenticated);
  let claims: DecodedIdToken;
  try {
    claims = await auth.verifyIdToken(match[1], checkRevoked);
  } catch (error) {
    // Expired, malformed, revoked or for another project: the caller's to fix by signing in.
    console.info(`auth: ID token refused (${errorCode(error)})`);
    throw new AppError('unauthenticated', unauthenticated);
  }
  return callerOf(claims);
}

/** A loan or a gift letter names people by email, and an unconfirmed address could be anyone's. */
export function requireVerifiedEmail(caller: Caller, area: EndpointArea): void {
  // The reason lets the client refresh a token older than the confirmation and retry, without matching on words.
  if (!caller.emailVerified) throw new AppError('forbidden', emailNotVerified(area), { reason: 'email-not-verified' });
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : 'unknown';
}

import type { Auth, UserRecord } from 'firebase-admin/auth';
import { AppError as HttpError } from '../platform/app-error';
import { authErrorCode } from '../identity/auth-errors';

/** The caller's Auth record; an account deleted since its token was issued is signed out. */
export async function currentUser(auth: Auth, uid: string): Promise<UserRecord> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') throw new HttpError('unauthenticated', 'Please sign in again.');
    throw error;
  }
}

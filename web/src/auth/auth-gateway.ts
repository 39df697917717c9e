/**
 * What the session needs from the identity provider (Firebase Auth), as a small interface so
 * the Firebase SDK loads only when someone signs in, and tests can stand in for it.
 */

export interface AuthUserInfo {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
}

export interface AuthGateway {
  /** Resolves once Firebase has restored (or not) the user kept from an earlier visit. */
  initialUser(): Promise<AuthUserInfo | null>;
  currentUser(): AuthUserInfo | null;
  signInWithCustomToken(token: string): Promise<AuthUserInfo>;
  signInWithPassword(email: string, password: string): Promise<AuthUserInfo>;
  /** Google sign-in in a popup; `idToken` is the Firebase ID token of the signed-in Google user. */
  signInWithGoogle(): Promise<{ user: AuthUserInfo; idToken: string }>;
  signOut(): Promise<void>;
  /** The current ID token (refreshed by Firebase when close to expiry), or null when signed out. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /** Re-reads the user record (e.g. after the email link was opened elsewhere). */
  reloadUser(): Promise<AuthUserInfo | null>;
  /**
   * The email_verified claim of the current ID token, which is what the API checks. A token
   * issued before the email link was opened still says false until it is refreshed.
   */
  idTokenSaysVerified(): Promise<boolean>;
  /** Called on sign-in, sign-out and every token refresh. Returns the unsubscribe function. */
  onIdTokenChanged(listener: (user: AuthUserInfo | null, token: string | null) => void): () => void;
}

/** Firebase's error codes for a Google popup the person closed or replaced: not a failure to report. */
export const CANCELLED_POPUP_CODES: readonly string[] = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request'];

export function authErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

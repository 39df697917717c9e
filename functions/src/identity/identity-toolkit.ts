import { requireSetting, type ServerEnvironment } from '../config/environment';

/**
 * Firebase Auth's REST APIs, for the two things the admin SDK cannot do: check a password
 * and exchange a refresh token. On the emulators the same calls go to the Auth emulator.
 */

const TIMEOUT_MS = 10_000;

export type PasswordCheck =
  | { ok: true; uid: string; idToken: string; refreshToken: string }
  | { ok: false; reason: 'invalid-credentials' | 'too-many-attempts' };

export type TokenRefresh =
  | { ok: true; idToken: string; refreshToken: string; expiresInSeconds: number }
  | { ok: false };

/** Identity Toolkit's answer to a failed password check, sorted by what we tell the caller. */
export function classifySignInError(message: string): 'invalid-credentials' | 'too-many-attempts' | 'unexpected' {
  // Messages look like "INVALID_PASSWORD" or "TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account…".
  const code = message.split(/[\s:]/)[0] ?? '';
  switch (code) {
    case 'INVALID_LOGIN_CREDENTIALS': // with email enumeration protection on
    case 'INVALID_PASSWORD':
    case 'EMAIL_NOT_FOUND':
    case 'USER_DISABLED': // told apart from a wrong password, it would confirm the account exists
    case 'INVALID_EMAIL':
    case 'MISSING_PASSWORD':
      return 'invalid-credentials';
    case 'TOO_MANY_ATTEMPTS_TRY_LATER':
      return 'too-many-attempts';
    default:
      return 'unexpected';
  }
}

export async function signInWithPassword(env: ServerEnvironment, email: string, password: string): Promise<PasswordCheck> {
  const key = requireSetting('FIREBASE_WEB_API_KEY', env.webApiKey);
  const response = await fetch(`${env.identityToolkitUrl}/accounts:signInWithPassword?key=${encodeURIComponent(key)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as {
    localId?: string;
    idToken?: string;
    refreshToken?: string;
    error?: { message?: string };
  };
  if (response.ok && body.localId && body.idToken && body.refreshToken) {
    return { ok: true, uid: body.localId, idToken: body.idToken, refreshToken: body.refreshToken };
  }
  const message = body.error?.message ?? `HTTP ${response.status}`;
  const reason = classifySignInError(message);
  if (reason === 'unexpected') throw new Error(`accounts:signInWithPassword failed: ${message}`);
  return { ok: false, reason };
}

export async function refreshIdToken(env: ServerEnvironment, refreshToken: string): Promise<TokenRefresh> {
  const key = requireSetting('FIREBASE_WEB_API_KEY', env.webApiKey);
  const response = await fetch(`${env.secureTokenUrl}/token?key=${encodeURIComponent(key)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as {
    id_token?: string;
    refresh_token?: string;
    expires_in?: string;
    error?: { message?: string };
  };
  if (response.ok && body.id_token && body.refresh_token) {
    return { ok: true, idToken: body.id_token, refreshToken: body.refresh_token, expiresInSeconds: Number(body.expires_in ?? 3600) };
  }
  // A token that is expired, revoked, malformed or of a deleted/disabled user is the caller's
  // problem (sign in again); anything else (5xx, a bad API key) is ours.
  const message = body.error?.message ?? '';
  if (response.status === 400 && /TOKEN|USER_|INVALID_GRANT_TYPE|MISSING_REFRESH/.test(message)) return { ok: false };
  throw new Error(`securetoken refresh failed: HTTP ${response.status} ${message}`);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnvironment } from '../config/environment';
import { classifySignInError, refreshIdToken, signInWithPassword } from './identity-toolkit';

const env = readEnvironment({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-kinloan', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Identity Toolkit errors', () => {
  it.each([
    ['INVALID_LOGIN_CREDENTIALS', 'invalid-credentials'],
    ['INVALID_PASSWORD', 'invalid-credentials'],
    ['EMAIL_NOT_FOUND', 'invalid-credentials'],
    ['USER_DISABLED', 'invalid-credentials'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled', 'too-many-attempts'],
    ['API_KEY_INVALID', 'unexpected'],
    ['', 'unexpected'],
  ])('%j → %s', (message, kind) => {
    expect(classifySignInError(message)).toBe(kind);
  });
});

describe('signInWithPassword', () => {
  it('posts to the emulator and returns the tokens', async () => {
    const fetch = answer(200, { localId: 'u1', idToken: 'id.t', refreshToken: 'r.t' });
    vi.stubGlobal('fetch', fetch);
    await expect(signInWithPassword(env, 'a@b.co', 'pw')).resolves.toEqual({ ok: true, uid: 'u1', idToken: 'id.t', refreshToken: 'r.t' });
    expect(fetch).toHaveBeenCalledWith(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'a@b.co', password: 'pw', returnSecureToken: true }) }),
    );
  });

  it('reports a wrong password as a refusal, not an error', async () => {
    vi.stubGlobal('fetch', answer(400, { error: { code: 400, message: 'INVALID_PASSWORD' } }));
    await expect(signInWithPassword(env, 'a@b.co', 'pw')).resolves.toEqual({ ok: false, reason: 'invalid-credentials' });
  });

  it('throws on anything it does not understand, so it becomes a 500 rather than a false 401', async () => {
    vi.stubGlobal('fetch', answer(400, { error: { message: 'API_KEY_INVALID' } }));
    await expect(signInWithPassword(env, 'a@b.co', 'pw')).rejects.toThrow(/API_KEY_INVALID/);
  });

  it('needs the web API key outside the emulators', async () => {
    await expect(signInWithPassword(readEnvironment({}), 'a@b.co', 'pw')).rejects.toThrow(/FIREBASE_WEB_API_KEY/);
  });
});

describe('refreshIdToken', () => {
  it('exchanges a refresh token with the form-encoded grant', async () => {
    const fetch = answer(200, { id_token: 'new.id', refresh_token: 'r2', expires_in: '3600' });
    vi.stubGlobal('fetch', fetch);
    await expect(refreshIdToken(env, 'r1')).resolves.toEqual({ ok: true, idToken: 'new.id', refreshToken: 'r2', expiresInSeconds: 3600 });
    expect(fetch).toHaveBeenCalledWith(
      'http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=any',
      expect.objectContaining({ body: 'grant_type=refresh_token&refresh_token=r1' }),
    );
  });

  it('refuses a bad token without throwing', async () => {
    vi.stubGlobal('fetch', answer(400, { error: { message: 'INVALID_REFRESH_TOKEN' } }));
    await expect(refreshIdToken(env, 'nope')).resolves.toEqual({ ok: false });
  });

  it('throws when the service itself fails', async () => {
    vi.stubGlobal('fetch', answer(503, { error: { message: 'UNAVAILABLE' } }));
    await expect(refreshIdToken(env, 'r1')).rejects.toThrow(/503/);
  });
});

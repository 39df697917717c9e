import { userMessage } from '@kinloan/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../stores/notification-store';
import { createSessionService } from './session-service';
import { SIGNED_OUT, useSessionStore } from './session-store';
import { errorBody, fakeGateway, MAYA, MAYA_AUTH, memoryHint, scriptedFetch, type FakeGateway } from './test-support';

const store = () => useSessionStore.getState();
const notification = () => useNotificationStore.getState();

const SIGN_IN_OK = {
  status: 200,
  body: { token: 'custom-token', bearerToken: 'bearer', refreshToken: 'refresh', user: MAYA, hasVerifiedEmail: true },
};

/** Lets every promise already under way finish (the checks run in the background). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Other tabs and this tab's focus, driven by the test. */
function fakeTabs() {
  const verifiedListeners = new Set<(uid: string) => void>();
  const returnListeners = new Set<() => void>();
  const tabs = {
    announced: [] as string[],
    announceVerified: vi.fn((uid: string) => {
      tabs.announced.push(uid);
    }),
    onVerified(listener: (uid: string) => void) {
      verifiedListeners.add(listener);
      return () => verifiedListeners.delete(listener);
    },
    onReturn(listener: () => void) {
      returnListeners.add(listener);
      return () => returnListeners.delete(listener);
    },
    /** Another tab of this browser says `uid` confirmed their email. */
    otherTabVerified: (uid: string) => verifiedListeners.forEach((listener) => listener(uid)),
    /** The person comes back to this tab. */
    returned: () => returnListeners.forEach((listener) => listener()),
  };
  return tabs;
}

function setup(routes: Parameters<typeof scriptedFetch>[0], options: { gateway?: FakeGateway; hint?: boolean } = {}) {
  const gateway = options.gateway ?? fakeGateway();
  const hint = memoryHint(options.hint ?? false);
  const scripted = scriptedFetch(routes);
  const loadGateway = vi.fn(async () => gateway);
  const tabs = fakeTabs();
  const service = createSessionService({ apiBase: '/api', fetch: scripted.fetch, hint, loadGateway, tabs });
  return { service, gateway, hint, tabs, calls: scripted.calls, loadGateway };
}

describe('session service', () => {
  beforeEach(() => {
    useSessionStore.setState({ ...SIGNED_OUT });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    notification().dismiss();
    vi.restoreAllMocks();
  });

  describe('restoring a session', () => {
    it('knows at once that a visitor is signed out, without loading Firebase', async () => {
      const { service, loadGateway } = setup({});
      await service.start();
      expect(store()).toMatchObject({ ready: true, isAuthenticated: false, authState: 'unauthenticated' });
      expect(loadGateway).not.toHaveBeenCalled();
    });

    it('restores the person Firebase kept, with the profile and verification from the API', async () => {
      const gateway = fakeGateway({}, MAYA_AUTH);
      const { service, calls } = setup({ 'GET /v1/customers/me': { status: 200, body: { ...MAYA, hasVerifiedEmail: true } } }, { gateway, hint: true });
      await service.start();
      expect(store()).toMatchObject({
        ready: true,
        isAuthenticated: true,
        hasVerifiedEmail: true,
        token: 'id-token-demo-maya',
        user: { id: 'demo-maya', firstName: 'Maya', lastName: 'Okafor' },
      });
      expect(calls[0]?.headers.Authorization).toBe('Bearer id-token-demo-maya');
    });

    it('starts signed out when the kept session is no longer accepted', async () => {
      const gateway = fakeGateway({}, MAYA_AUTH);
      const { service, hint } = setup({ 'GET /v1/customers/me': { status: 401, body: errorBody(401, 'unauthenticated') } }, { gateway, hint: true });
      await service.start();
      expect(store()).toMatchObject({ ready: true, isAuthenticated: false });
      expect(gateway.signOut).toHaveBeenCalled();
      expect(hint.value).toBe(false);
      expect(notification().show).toBe(false);
    });

    it('starts signed out when Firebase kept nobody', async () => {
      const { service, hint } = setup({}, { hint: true });
      await service.start();
      expect(store()).toMatchObject({ ready: true, isAuthenticated: false });
      expect(hint.value).toBe(false);
    });

    it('follows Firebase: fresh tokens go to the store, a sign-out elsewhere clears it', async () => {
      const gateway = fakeGateway({}, MAYA_AUTH);
      const { service } = setup({ 'GET /v1/customers/me': { status: 200, body: { ...MAYA, hasVerifiedEmail: true } } }, { gateway, hint: true });
      await service.start();
      gateway.emit(MAYA_AUTH, 'refreshed-token');
      expect(store().token).toBe('refreshed-token');
      gateway.emit(null);
      expect(store()).toMatchObject({ isAuthenticated: false, token: null, user: null, authState: 'signed-out' });
    });
  });

  describe('signing in', () => {
    it('signs in to Firebase with the custom token, so Firebase keeps the token fresh', async () => {
      const { service, gateway, hint, calls } = setup({ 'POST /v1/signIn': SIGN_IN_OK });
      const outcome = await service.signIn('  Maya.Okafor@Example.com ', 'kinloan-demo-1');
      expect(outcome).toEqual({ ok: true, verified: true });
      expect(calls[0]?.body).toEqual({ email: 'maya.okafor@example.com', password: 'kinloan-demo-1' });
      expect(gateway.signInWithCustomToken).toHaveBeenCalledWith('custom-token');
      expect(gateway.onIdTokenChanged).toHaveBeenCalled();
      expect(store()).toMatchObject({ authState: 'success', isAuthenticated: true, token: 'id-token-demo-maya', hasVerifiedEmail: true });
      expect(hint.value).toBe(true);
    });

    it('clears a lingering error notification once signed in', async () => {
      const { service } = setup({ 'POST /v1/signIn': SIGN_IN_OK });
      notification().notifyError('Oops, something went wrong. (the earlier wrong password)');
      await service.signIn('maya.okafor@example.com', 'kinloan-demo-1');
      expect(notification().show).toBe(false);
    });

    it('answers wrong credentials (401) for the form to explain, without a notification, and stays signed out', async () => {
      const message = userMessage(401);
      const { service, gateway } = setup({ 'POST /v1/signIn': { status: 401, body: { error: { status: 401, kind: 'unauthenticated', message } } } });
      const outcome = await service.signIn('maya.okafor@example.com', 'wrong');
      expect(outcome).toMatchObject({ ok: false, error: { status: 401 } });
      expect(store()).toMatchObject({ authState: 'error', authError: message, isAuthenticated: false });
      expect(notification().show).toBe(false);
      expect(gateway.signInWithCustomToken).not.toHaveBeenCalled();
    });

    it('reports a Firebase failure after the API said yes', async () => {
      const gateway = fakeGateway({ signInWithCustomToken: vi.fn(async () => Promise.reject(new Error('auth/network-request-failed'))) });
      const { service } = setup({ 'POST /v1/signIn': SIGN_IN_OK }, { gateway });
      expect((await service.signIn('maya.okafor@example.com', 'x')).ok).toBe(false);
      expect(store()).toMatchObject({ authState: 'error', isAuthenticated: false });
      expect(notification().isError).toBe(true);
    });

    it('signs in right after sign-up, unverified until the email link is opened', async () => {
      const created = { ...MAYA, id: 'new-user', email: 'new@example.com', firstName: 'Nia', lastName: 'Park' };
      const { service, gateway, calls } = setup({ 'POST /v1/signUp': { status: 201, body: { user: created } } });
      const outcome = await service.signUp({
        email: 'New@Example.com',
        firstName: 'Nia',
        lastName: 'Park',
        password: 'correct horse 9',
        reCAPTCHAToken: 'dev-recaptcha-ok',
      });
      expect(outcome).toEqual({ ok: true, signedIn: true });
      expect(calls[0]?.body).toMatchObject({ email: 'new@example.com', reCAPTCHAToken: 'dev-recaptcha-ok' });
      expect(gateway.signInWithPassword).toHaveBeenCalledWith('new@example.com', 'correct horse 9');
      expect(store()).toMatchObject({ isAuthenticated: true, hasVerifiedEmail: false, user: { firstName: 'Nia' } });
    });

    it('returns sign-up refusals for the form', async () => {
      const { service, gateway } = setup({ 'POST /v1/signUp': { status: 409, body: errorBody(409, 'conflict') } });
      const outcome = await service.signUp({ email: 'a@b.co', firstName: 'A', lastName: 'B', password: 'abcdefg1', reCAPTCHAToken: 't' });
      expect(!outcome.ok && outcome.error.status).toBe(409);
      expect(gateway.signInWithPassword).not.toHaveBeenCalled();
    });
  });

  describe('Google sign-in', () => {
    it('sends the names from the display name and the Firebase ID token', async () => {
      const gateway = fakeGateway({
        signInWithGoogle: vi.fn(async () => ({
          user: { uid: 'g1', email: 'Ana.Lima@Gmail.com', displayName: 'Ana', emailVerified: true },
          idToken: 'google-id-token',
        })),
      });
      const { service, calls } = setup({ 'POST /v1/signUpWithOAuth': { status: 200, body: { user: { ...MAYA, id: 'g1', firstName: 'Ana', lastName: 'Ana' } } } }, { gateway });
      const outcome = await service.signInWithGoogle();
      expect(outcome).toEqual({ ok: true, verified: true });
      // Spec section 5: no second word, so the last name is the first name.
      expect(calls[0]?.body).toEqual({ email: 'ana.lima@gmail.com', firstName: 'Ana', lastName: 'Ana', idToken: 'google-id-token' });
      expect(store()).toMatchObject({ isAuthenticated: true, hasVerifiedEmail: true });
    });

    it('refuses a Google account without a first name with the code-1000 message, calling nothing', async () => {
      const gateway = fakeGateway({
        signInWithGoogle: vi.fn(async () => ({
          user: { uid: 'g2', email: 'x@gmail.com', displayName: '  ', emailVerified: true },
          idToken: 't',
        })),
      });
      const { service, calls } = setup({}, { gateway });
      expect((await service.signInWithGoogle()).ok).toBe(false);
      expect(calls).toHaveLength(0);
      expect(gateway.signOut).toHaveBeenCalled();
      expect(notification().message).toBe(
        "Oops, something went wrong. We have not received a first name from your google account. We won't be able to use your Google account since our account requires a first name",
      );
      expect(store()).toMatchObject({ isAuthenticated: false, authState: 'error' });
    });

    it('shows the Google error when the popup fails', async () => {
      const gateway = fakeGateway({ signInWithGoogle: vi.fn(async () => Promise.reject(Object.assign(new Error('x'), { code: 'auth/internal-error' }))) });
      const { service } = setup({}, { gateway });
      await service.signInWithGoogle();
      expect(notification().message).toBe(
        'Oops, something went wrong. We have not been able to receive all information from Google we need for sign in. Please try Signup using email/password.',
      );
    });

    it('says nothing when the person closes the popup', async () => {
      const gateway = fakeGateway({ signInWithGoogle: vi.fn(async () => Promise.reject(Object.assign(new Error('x'), { code: 'auth/popup-closed-by-user' }))) });
      const { service } = setup({}, { gateway });
      expect(await service.signInWithGoogle()).toEqual({ ok: false, cancelled: true });
      expect(notification().show).toBe(false);
      expect(store().authState).toBe('unauthenticated');
    });
  });

  it('sign-out clears the store, the hint and Firebase', async () => {
    const { service, gateway, hint } = setup({ 'POST /v1/signIn': SIGN_IN_OK });
    await service.signIn('maya.okafor@example.com', 'kinloan-demo-1');
    await service.signOut();
    expect(store()).toMatchObject({ user: null, token: null, isAuthenticated: false, hasVerifiedEmail: false, authState: 'signed-out' });
    expect(hint.value).toBe(false);
    expect(gateway.signOut).toHaveBeenCalled();
  });

  it('re-checks verification with a forced token refresh and the API', async () => {
    let verified = false;
    const { service, gateway } = setup({
      'POST /v1/signIn': { ...SIGN_IN_OK, body: { ...SIGN_IN_OK.body, hasVerifiedEmail: false } },
      'GET /v1/customers/me': () => ({ status: 200, body: { ...MAYA, hasVerifiedEmail: verified } }),
    });
    await service.signIn('maya.okafor@example.com', 'kinloan-demo-1');
    expect(await service.checkVerification()).toBe('unverified');
    verified = true;
    expect(await service.checkVerification()).toBe('verified');
    expect(gateway.reloadUser).toHaveBeenCalled();
    expect(gateway.getIdToken).toHaveBeenCalledWith(true);
    expect(store().hasVerifiedEmail).toBe(true);
  });

  describe('after the email is confirmed (issue 18: verified, then locked out)', () => {
    const ME_VERIFIED = { status: 200, body: { ...MAYA, hasVerifiedEmail: true } };
    const stillUnconfirmed = () => fakeGateway({}, { ...MAYA_AUTH, emailVerified: false });

    it('a tab opened from the link refreshes the kept token, which predates the confirmation, and tells the other tabs', async () => {
      // Firebase kept the sign-in from before the link was opened; the account is confirmed now.
      const gateway = stillUnconfirmed();
      gateway.user = { ...MAYA_AUTH, emailVerified: true };
      const { service, tabs } = setup({ 'GET /v1/customers/me': ME_VERIFIED }, { gateway, hint: true });
      await service.start();
      expect(gateway.getIdToken).toHaveBeenCalledWith(true);
      expect(gateway.tokenSaysVerified).toBe(true);
      expect(store()).toMatchObject({ hasVerifiedEmail: true, token: 'id-token-demo-maya' });
      expect(tabs.announced).toEqual(['demo-maya']);
    });

    it('leaves a token that already says so alone', async () => {
      const gateway = fakeGateway({}, MAYA_AUTH);
      const { service, tabs } = setup({ 'GET /v1/customers/me': ME_VERIFIED }, { gateway, hint: true });
      await service.start();
      expect(gateway.getIdToken).not.toHaveBeenCalledWith(true);
      expect(tabs.announced).toEqual([]);
    });

    it('recovers from a refusal: re-reads the account, refreshes the token, and says to retry', async () => {
      const gateway = stillUnconfirmed();
      const { service } = setup({ 'GET /v1/customers/me': { status: 200, body: { ...MAYA, hasVerifiedEmail: false } } }, { gateway, hint: true });
      await service.start();
      expect(store().hasVerifiedEmail).toBe(false);
      gateway.user = { ...MAYA_AUTH, emailVerified: true }; // the link is opened
      expect(await service.recoverVerification()).toBe('verified');
      expect(gateway.reloadUser).toHaveBeenCalled();
      expect(gateway.tokenSaysVerified).toBe(true);
      expect(store()).toMatchObject({ hasVerifiedEmail: true, token: 'id-token-demo-maya' });
    });

    it('a refusal for an account that really is unconfirmed turns the session unverified (the guard shows /verification)', async () => {
      const gateway = fakeGateway({}, MAYA_AUTH);
      const { service } = setup({ 'GET /v1/customers/me': ME_VERIFIED }, { gateway, hint: true });
      await service.start();
      gateway.user = { ...MAYA_AUTH, emailVerified: false }; // e.g. the address was changed since
      expect(await service.recoverVerification()).toBe('unverified');
      expect(store().hasVerifiedEmail).toBe(false);
    });

    it('the parallel calls of one page share one re-read', async () => {
      const gateway = stillUnconfirmed();
      const { service } = setup({ 'GET /v1/customers/me': ME_VERIFIED }, { gateway, hint: true });
      await service.start();
      gateway.user = { ...MAYA_AUTH, emailVerified: true };
      vi.mocked(gateway.reloadUser).mockClear();
      const outcomes = await Promise.all([service.recoverVerification(), service.recoverVerification(), service.recoverVerification()]);
      expect(outcomes).toEqual(['verified', 'verified', 'verified']);
      expect(gateway.reloadUser).toHaveBeenCalledTimes(1);
    });

    it('cannot recover without a Firebase sign-in', async () => {
      const { service } = setup({});
      expect(await service.recoverVerification()).toBe('failed');
    });

    it('a tab waiting on /verification follows another tab’s confirmation, and its own return to view', async () => {
      const gateway = stillUnconfirmed();
      const { service, tabs } = setup({ 'GET /v1/customers/me': { status: 200, body: { ...MAYA, hasVerifiedEmail: false } } }, { gateway, hint: true });
      await service.start();
      expect(store().hasVerifiedEmail).toBe(false);

      // Coming back before the link was opened: checked, still unconfirmed.
      tabs.returned();
      await vi.waitFor(() => expect(gateway.reloadUser).toHaveBeenCalledTimes(1));
      expect(store().hasVerifiedEmail).toBe(false);

      // Someone else's confirmation is not ours.
      gateway.user = { ...MAYA_AUTH, emailVerified: true };
      tabs.otherTabVerified('someone-else');
      await settled();
      expect(gateway.reloadUser).toHaveBeenCalledTimes(1);

      tabs.otherTabVerified('demo-maya');
      await vi.waitFor(() => expect(store().hasVerifiedEmail).toBe(true));
      expect(gateway.tokenSaysVerified).toBe(true);

      // Once confirmed, looking at the tab again costs nothing.
      tabs.returned();
      await settled();
      expect(gateway.reloadUser).toHaveBeenCalledTimes(2);
    });

    it('“I’ve verified — continue” tells the other tabs too', async () => {
      let verified = false;
      const { service, tabs } = setup({
        'POST /v1/signIn': { ...SIGN_IN_OK, body: { ...SIGN_IN_OK.body, hasVerifiedEmail: false } },
        'GET /v1/customers/me': () => ({ status: 200, body: { ...MAYA, hasVerifiedEmail: verified } }),
      });
      await service.signIn('maya.okafor@example.com', 'kinloan-demo-1');
      await service.checkVerification();
      expect(tabs.announced).toEqual([]);
      verified = true;
      await service.checkVerification();
      expect(tabs.announced).toEqual(['demo-maya']);
    });
  });
});

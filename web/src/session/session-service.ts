import { ERROR_PREFIX, namesFromGoogleDisplayName, userMessage } from '@kinloan/domain';
import { accountsApi, type AccountsApi, type Customer, type SignUpRequest } from '../api/accounts';
import { createApiClient, type ApiRequestError, type VerificationRecovery } from '../api/client';
import { authErrorCode, CANCELLED_POPUP_CODES, type AuthGateway, type AuthUserInfo } from '../auth/auth-gateway';
import { notifyError, useNotificationStore } from '../stores/notification-store';
import { localStorageHint, type SessionHint } from './session-hint';
import { useSessionStore, type SessionUser } from './session-store';
import { NO_TAB_SIGNALS, type TabSignals } from './tab-signals';

/** Part of the app (Firebase Auth) could not be downloaded. */
export const AUTH_LOAD_FAILED_MESSAGE = `${ERROR_PREFIX} Part of Kinloan needed for signing in did not load. Please check your connection and try again.`;
/** Sign-up worked but the automatic sign-in afterwards did not. */
export const SIGNED_UP_NOT_SIGNED_IN_MESSAGE = `${ERROR_PREFIX} Your account was created, but we could not sign you in just now. Please sign in with your email and password.`;

export type SignInOutcome =
  | { ok: true; verified: boolean }
  /** `error`: the API refused; else `message` says what failed (also shown in the notification bar for the Google button, which has no form). */
  | { ok: false; cancelled?: boolean; error?: ApiRequestError; message?: string };

export type SignUpOutcome =
  | { ok: true; signedIn: boolean }
  | { ok: false; error: ApiRequestError };

export interface SessionService {
  readonly api: AccountsApi;
  /** Restores a session kept from an earlier visit, then keeps the store in step with Firebase. Idempotent. */
  start(): Promise<void>;
  signIn(email: string, password: string): Promise<SignInOutcome>;
  signUp(body: SignUpRequest): Promise<SignUpOutcome>;
  signInWithGoogle(): Promise<SignInOutcome>;
  signOut(): Promise<void>;
  /** Re-reads the verification state (after the email link was opened). 'failed': the check itself failed (and was reported). */
  checkVerification(): Promise<'verified' | 'unverified' | 'failed'>;
  /**
   * After the API refused a call because the ID token says the email is unconfirmed: re-reads
   * the account and refreshes the token. 'verified': retry the call; 'unverified': the session
   * now says so, and the access guard takes the person to /verification. Concurrent calls share one check.
   */
  recoverVerification(): Promise<VerificationRecovery>;
  /** After a password change: sign in again with the new password so the session stays valid. */
  renewAfterPasswordChange(newPassword: string): Promise<void>;
  getToken(forceRefresh?: boolean): Promise<string | null>;
}

export interface SessionServiceDeps {
  apiBase: string;
  loadGateway: () => Promise<AuthGateway>;
  hint?: SessionHint;
  /** Other tabs and this tab's return to view (none unless given: tests stay apart). */
  tabs?: TabSignals;
  fetch?: typeof fetch;
}

/** A sign-in that worked makes an earlier failure's red notification (a mistyped password) stale. */
function dismissStaleError(): void {
  const notification = useNotificationStore.getState();
  if (notification.show && notification.isError) notification.dismiss();
}

function sessionUser(customer: Pick<Customer, 'id' | 'firstName' | 'lastName' | 'email'>): SessionUser {
  return { id: customer.id, firstName: customer.firstName, lastName: customer.lastName, email: customer.email };
}

export function createSessionService(deps: SessionServiceDeps): SessionService {
  const hint = deps.hint ?? localStorageHint();
  const tabs = deps.tabs ?? NO_TAB_SIGNALS;
  const store = () => useSessionStore.getState();

  let gateway: AuthGateway | null = null;
  let gatewayLoading: Promise<AuthGateway> | null = null;
  let unsubscribe: (() => void) | null = null;
  let started = false;
  /** While a flow of ours changes the Firebase user, the listener leaves the store to that flow. */
  let busy = 0;
  /** The one re-read of the account in flight (a page's parallel calls all meet the same 403). */
  let refreshing: Promise<VerificationRecovery> | null = null;

  async function getToken(forceRefresh = false): Promise<string | null> {
    if (gateway?.currentUser()) return gateway.getIdToken(forceRefresh);
    return store().token;
  }

  const api = accountsApi(createApiClient({ apiBase: deps.apiBase, getToken, fetch: deps.fetch }));

  async function loadGateway(): Promise<AuthGateway> {
    if (gateway) return gateway;
    gatewayLoading ??= deps.loadGateway().then(
      (loaded) => {
        gateway = loaded;
        return loaded;
      },
      (error: unknown) => {
        gatewayLoading = null; // let a later attempt try the download again
        throw error;
      },
    );
    return gatewayLoading;
  }

  /** Loads Firebase Auth, or logs that it could not be loaded and returns null (for a page that says so itself). */
  async function gatewayOrLog(): Promise<AuthGateway | null> {
    try {
      return await loadGateway();
    } catch (error) {
      console.error(`[kinloan] ${AUTH_LOAD_FAILED_MESSAGE}`, error);
      return null;
    }
  }

  /** Loads Firebase Auth, or reports in the notification bar that it could not be loaded and returns null. */
  async function gatewayOrReport(): Promise<AuthGateway | null> {
    const gw = await gatewayOrLog();
    if (!gw) notifyError(AUTH_LOAD_FAILED_MESSAGE);
    return gw;
  }

  /** Someone signed in whose email is not confirmed yet: worth a re-check now and then. */
  function awaitingConfirmation(uid?: string): boolean {
    const s = store();
    return s.isAuthenticated && !s.hasVerifiedEmail && (uid === undefined || s.user?.id === uid);
  }

  function listen(gw: AuthGateway): void {
    if (unsubscribe) return;
    // The link was opened in another tab, or (when this tab is looked at again) maybe on another
    // device. A check already under way may have read the account just before: check after it.
    const recheck = (uid?: string) => {
      void (refreshing ?? Promise.resolve()).then(() => (awaitingConfirmation(uid) ? refreshVerification(gw) : undefined));
    };
    tabs.onVerified(recheck);
    tabs.onReturn(() => recheck());
    unsubscribe = gw.onIdTokenChanged((user, token) => {
      if (busy > 0) return;
      const s = store();
      if (!user) {
        // Signed out elsewhere (another tab) or the session was revoked.
        if (s.isAuthenticated) {
          hint.clear();
          s.clear('signed-out');
        }
        return;
      }
      if (s.isAuthenticated && s.user?.id === user.uid) {
        if (token) s.tokenRefreshed(token);
        return;
      }
      // Someone else signed in on this browser (another tab): take on that session.
      if (s.ready) void establish(gw, user, { quiet: true });
    });
  }

  async function during<T>(work: () => Promise<T>): Promise<T> {
    busy += 1;
    try {
      return await work();
    } finally {
      busy -= 1;
    }
  }

  /** Fills the store for a Firebase user: the profile and verification state come from the API. */
  async function establish(gw: AuthGateway, user: AuthUserInfo, { quiet }: { quiet: boolean }): Promise<void> {
    let token = (await gw.getIdToken().catch(() => null)) ?? '';
    const me = await api.getMe({ notify: !quiet });
    if (me.ok) {
      if (me.data.hasVerifiedEmail) token = (await confirmedToken(gw, user.uid)) ?? token;
      hint.set();
      store().signedIn({ user: sessionUser(me.data), token, hasVerifiedEmail: me.data.hasVerifiedEmail });
      return;
    }
    if (me.error.status === 401 || me.error.status === 403 || me.error.status === 404) {
      // The kept session is no longer accepted (or has no customer): start again signed out.
      await gw.signOut().catch((error: unknown) => console.error('[kinloan] sign-out failed', error));
      hint.clear();
      store().clear('unauthenticated');
      return;
    }
    // The API is unreachable for now: keep the person signed in with what Firebase knows.
    const names = namesFromGoogleDisplayName(user.displayName);
    store().signedIn({
      user: {
        id: user.uid,
        firstName: names.ok ? names.firstName : '',
        lastName: names.ok && names.lastName !== names.firstName ? names.lastName : '',
        email: user.email ?? '',
      },
      token,
      hasVerifiedEmail: user.emailVerified,
    });
  }

  /**
   * The account is confirmed, but a token kept from before the link was opened (the link's
   * page, a new tab) still says otherwise, and the API would refuse it: refresh it, and tell
   * the other tabs. Answers the fresh token, or null when none was needed or it failed.
   */
  async function confirmedToken(gw: AuthGateway, uid: string): Promise<string | null> {
    try {
      if (await gw.idTokenSaysVerified()) return null;
      await gw.reloadUser();
      const token = await gw.getIdToken(true);
      tabs.announceVerified(uid);
      return token;
    } catch (error) {
      console.error('[kinloan] could not refresh the sign-in after the email was confirmed', error);
      return null;
    }
  }

  /** Re-reads the account from Firebase Auth and refreshes the token, so its claim matches. */
  function refreshVerification(gw: AuthGateway): Promise<VerificationRecovery> {
    refreshing ??= (async (): Promise<VerificationRecovery> => {
      const wasVerified = store().hasVerifiedEmail;
      try {
        const user = await gw.reloadUser();
        if (!user) return 'failed';
        // A fresh token carries the new email_verified claim.
        const token = await gw.getIdToken(true);
        if (token) store().tokenRefreshed(token);
        store().setVerified(user.emailVerified);
        if (user.emailVerified && !wasVerified) tabs.announceVerified(user.uid);
        return user.emailVerified ? 'verified' : 'unverified';
      } catch (error) {
        console.error('[kinloan] could not re-read the account to check the email confirmation', error);
        return 'failed';
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function recoverVerification(): Promise<VerificationRecovery> {
    if (!gateway?.currentUser()) return 'failed';
    return refreshVerification(gateway);
  }

  async function start(): Promise<void> {
    if (started) return;
    started = true;
    if (!hint.get()) {
      store().markReady();
      return;
    }
    let gw: AuthGateway;
    try {
      gw = await loadGateway();
    } catch (error) {
      console.error('[kinloan] could not load Firebase Auth to restore the session', error);
      store().clear('unauthenticated');
      return;
    }
    const user = await gw.initialUser();
    if (!user) {
      hint.clear();
      store().clear('unauthenticated');
    } else {
      await during(() => establish(gw, user, { quiet: true }));
    }
    listen(gw);
  }

  async function signIn(email: string, password: string): Promise<SignInOutcome> {
    store().startSigningIn();
    // The sign-in form says what went wrong, once; no notification repeats it in other words.
    const result = await api.signIn({ email: email.trim().toLowerCase(), password }, { notify: false });
    if (!result.ok) {
      store().signInFailed(result.error.userMessage);
      return { ok: false, error: result.error };
    }
    const gw = await gatewayOrLog();
    if (!gw) {
      store().signInFailed(AUTH_LOAD_FAILED_MESSAGE);
      return { ok: false, message: AUTH_LOAD_FAILED_MESSAGE };
    }
    return during(async () => {
      try {
        // Signing in to Firebase with the custom token lets Firebase refresh the ID token from now on.
        await gw.signInWithCustomToken(result.data.token);
      } catch (error) {
        const message = userMessage('internal');
        console.error(`[kinloan] ${message}`, error);
        store().signInFailed(message);
        return { ok: false, message };
      }
      const token = (await gw.getIdToken().catch(() => null)) ?? result.data.bearerToken;
      hint.set();
      store().signedIn({ user: sessionUser(result.data.user), token, hasVerifiedEmail: result.data.hasVerifiedEmail });
      dismissStaleError();
      listen(gw);
      return { ok: true, verified: result.data.hasVerifiedEmail };
    });
  }

  async function signUp(body: SignUpRequest): Promise<SignUpOutcome> {
    const email = body.email.trim().toLowerCase();
    // The sign-up form says what went wrong, once.
    const result = await api.signUp({ ...body, email }, { notify: false });
    if (!result.ok) return { ok: false, error: result.error };

    // The account exists; sign in to it directly (the API has already sent the verification email).
    store().startSigningIn();
    const gw = await gatewayOrLog();
    if (!gw) {
      store().clear('unauthenticated');
      return { ok: true, signedIn: false };
    }
    return during(async () => {
      let user: AuthUserInfo;
      try {
        user = await gw.signInWithPassword(email, body.password);
      } catch (error) {
        // The sign-up page explains this itself ("Your account is ready… please sign in").
        console.error(`[kinloan] ${SIGNED_UP_NOT_SIGNED_IN_MESSAGE}`, error);
        store().clear('unauthenticated');
        return { ok: true, signedIn: false };
      }
      const token = (await gw.getIdToken().catch(() => null)) ?? '';
      hint.set();
      store().signedIn({ user: sessionUser(result.data.user), token, hasVerifiedEmail: user.emailVerified });
      dismissStaleError();
      listen(gw);
      return { ok: true, signedIn: true };
    });
  }

  async function signInWithGoogle(): Promise<SignInOutcome> {
    const gw = await gatewayOrReport();
    if (!gw) return { ok: false };
    store().startSigningIn();
    return during(async () => {
      const fail = async (message: string, cause?: unknown): Promise<SignInOutcome> => {
        notifyError(message, cause);
        await gw.signOut().catch(() => undefined);
        store().signInFailed(message);
        return { ok: false };
      };

      let google: { user: AuthUserInfo; idToken: string };
      try {
        google = await gw.signInWithGoogle();
      } catch (error) {
        if (CANCELLED_POPUP_CODES.includes(authErrorCode(error) ?? '')) {
          store().clear('unauthenticated');
          return { ok: false, cancelled: true };
        }
        return fail(userMessage('google-oauth'), error);
      }

      // Spec section 5: the first word of the display name is the (required) first name.
      const names = namesFromGoogleDisplayName(google.user.displayName);
      if (!names.ok) return fail(userMessage('google-missing-first-name'), 'Google account without a display name');
      if (!google.user.email) return fail(userMessage('google-oauth'), 'Google account without an email address');

      const result = await api.signUpWithOAuth({
        email: google.user.email.trim().toLowerCase(),
        firstName: names.firstName,
        lastName: names.lastName,
        idToken: google.idToken,
      });
      if (!result.ok) {
        await gw.signOut().catch(() => undefined);
        store().signInFailed(result.error.userMessage);
        return { ok: false, error: result.error };
      }
      const token = (await gw.getIdToken().catch(() => null)) ?? google.idToken;
      hint.set();
      // Google has confirmed the address of a Google account.
      store().signedIn({ user: sessionUser(result.data.user), token, hasVerifiedEmail: google.user.emailVerified });
      dismissStaleError();
      listen(gw);
      return { ok: true, verified: google.user.emailVerified };
    });
  }

  async function signOut(): Promise<void> {
    hint.clear();
    store().clear('signed-out');
    if (!gateway) return;
    const gw = gateway;
    await during(() => gw.signOut()).catch((error: unknown) => console.error('[kinloan] Firebase sign-out failed', error));
  }

  async function checkVerification(): Promise<'verified' | 'unverified' | 'failed'> {
    const gw = await gatewayOrReport();
    if (!gw) return 'failed';
    try {
      await gw.reloadUser();
      // A fresh token carries the new email_verified claim.
      await gw.getIdToken(true);
    } catch (error) {
      console.error('[kinloan] could not refresh the sign-in before checking verification', error);
    }
    const me = await api.getMe();
    if (!me.ok) return 'failed';
    const wasVerified = store().hasVerifiedEmail;
    store().updateUser({ firstName: me.data.firstName, lastName: me.data.lastName, email: me.data.email });
    store().setVerified(me.data.hasVerifiedEmail);
    if (me.data.hasVerifiedEmail && !wasVerified) tabs.announceVerified(me.data.id);
    return me.data.hasVerifiedEmail ? 'verified' : 'unverified';
  }

  async function renewAfterPasswordChange(newPassword: string): Promise<void> {
    const gw = gateway;
    const email = gw?.currentUser()?.email ?? store().user?.email;
    if (!gw || !email) return;
    await during(async () => {
      try {
        await gw.signInWithPassword(email, newPassword);
        const token = await gw.getIdToken();
        if (token) store().tokenRefreshed(token);
      } catch (error) {
        console.error('[kinloan] could not renew the session after the password change', error);
      }
    });
  }

  return {
    api,
    start,
    signIn,
    signUp,
    signInWithGoogle,
    signOut,
    checkVerification,
    recoverVerification,
    renewAfterPasswordChange,
    getToken,
  };
}

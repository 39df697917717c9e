/**
 * Helpers for unit tests of the session, the guard and the account pages: a stand-in for
 * Firebase Auth, a scripted fetch, and direct ways to put the session in a state.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Customer } from '../api/accounts';
import type { AuthGateway, AuthUserInfo } from '../auth/auth-gateway';
import { useNotificationStore } from '../stores/notification-store';
import { createSessionService, type SessionService } from './session-service';
import type { SessionHint } from './session-hint';
import { SIGNED_OUT, useSessionStore } from './session-store';
import { setSessionServiceForTests } from './service-registry';

export const MAYA: Customer = {
  id: 'demo-maya',
  email: 'maya.okafor@example.com',
  firstName: 'Maya',
  middleName: '',
  lastName: 'Okafor',
  phone: '+15035550142',
  address: { line1: '1420 SE Alder St', line2: '', zipCode: '97214', city: 'Portland', state: 'OR' },
};

export const MAYA_AUTH: AuthUserInfo = {
  uid: MAYA.id,
  email: MAYA.email,
  displayName: 'Maya Okafor',
  emailVerified: true,
};

export interface FakeGateway extends AuthGateway {
  user: AuthUserInfo | null;
  /** The email_verified claim of the current ID token: set at sign-in and by a forced refresh, as Firebase does. */
  tokenSaysVerified: boolean;
  /** Calls the onIdTokenChanged listeners, as Firebase does. */
  emit(user: AuthUserInfo | null, token?: string | null): void;
}

export function fakeGateway(overrides: Partial<AuthGateway> = {}, initial: AuthUserInfo | null = null): FakeGateway {
  const listeners = new Set<(user: AuthUserInfo | null, token: string | null) => void>();
  const gw: FakeGateway = {
    user: initial,
    tokenSaysVerified: initial?.emailVerified ?? false,
    emit(user, token = user ? `id-token-${user.uid}` : null) {
      for (const listener of listeners) listener(user, token);
    },
    initialUser: vi.fn(async () => gw.user),
    currentUser: vi.fn(() => gw.user),
    signInWithCustomToken: vi.fn(async () => {
      gw.user = MAYA_AUTH;
      gw.tokenSaysVerified = true;
      return MAYA_AUTH;
    }),
    signInWithPassword: vi.fn(async (email: string) => {
      gw.user = { uid: 'new-user', email, displayName: null, emailVerified: false };
      gw.tokenSaysVerified = false;
      return gw.user;
    }),
    signInWithGoogle: vi.fn(async () => {
      gw.user = MAYA_AUTH;
      gw.tokenSaysVerified = true;
      return { user: MAYA_AUTH, idToken: 'google-firebase-id-token' };
    }),
    signOut: vi.fn(async () => {
      gw.user = null;
    }),
    getIdToken: vi.fn(async (forceRefresh?: boolean) => {
      if (!gw.user) return null;
      if (forceRefresh) gw.tokenSaysVerified = gw.user.emailVerified;
      return `id-token-${gw.user.uid}${gw.tokenSaysVerified ? '' : '-unverified'}`;
    }),
    reloadUser: vi.fn(async () => gw.user),
    idTokenSaysVerified: vi.fn(async () => gw.tokenSaysVerified),
    onIdTokenChanged: vi.fn((listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    ...overrides,
  };
  return gw;
}

export interface ScriptedResponse {
  status: number;
  body?: unknown;
  contentType?: string;
}

export interface FetchCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A fetch that answers from a table keyed "METHOD /path" (a function may decide per call);
 * unknown routes answer 404 like the API. `calls` records every request.
 */
/** A fetch that answers from a table; a function may answer later (a promise), to hold a call open. */
export function scriptedFetch(routes: Record<string, ScriptedResponse | ((call: FetchCall) => ScriptedResponse | Promise<ScriptedResponse>)>) {
  const calls: FetchCall[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const headers = { ...(init?.headers as Record<string, string> | undefined) };
    const call: FetchCall = { method, url, headers, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const path = url.replace(/^\/api/, '');
    const route = routes[`${method} ${path}`];
    const answer: ScriptedResponse =
      typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { error: { status: 404, kind: 'not-found', message: 'Not found' } } });
    const text = answer.body === undefined ? null : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      headers: text === null ? {} : { 'Content-Type': answer.contentType ?? 'application/json; charset=utf-8' },
    });
  });
  return { fetch: fetchFn as unknown as typeof fetch, calls };
}

export function memoryHint(initial = false): SessionHint & { value: boolean } {
  const hint = {
    value: initial,
    get: () => hint.value,
    set: () => {
      hint.value = true;
    },
    clear: () => {
      hint.value = false;
    },
  };
  return hint;
}

/** Builds a session service on the stand-ins and makes the app use it. */
export function installSession(options: {
  fetch: typeof fetch;
  gateway?: AuthGateway;
  hint?: SessionHint;
}): SessionService {
  const gateway = options.gateway ?? fakeGateway();
  const service = createSessionService({
    apiBase: '/api',
    fetch: options.fetch,
    hint: options.hint ?? memoryHint(),
    loadGateway: async () => gateway,
  });
  setSessionServiceForTests(service);
  return service;
}

/** Puts the store straight into a signed-in state. */
export function signInAs(customer: Customer = MAYA, { verified = true } = {}): void {
  act(() =>
    useSessionStore.getState().signedIn({
      user: { id: customer.id, firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
      token: `id-token-${customer.id}`,
      hasVerifiedEmail: verified,
    }),
  );
}

/** Signed out, restore finished, no notification, the real service back. */
export function resetSession(): void {
  act(() => {
    useSessionStore.setState({ ...SIGNED_OUT, ready: true });
    useNotificationStore.getState().dismiss();
  });
  setSessionServiceForTests(null);
}

export function errorBody(status: number, kind: string, extra: Record<string, unknown> = {}) {
  return { error: { status, kind, message: `API message for ${status}`, ...extra } };
}

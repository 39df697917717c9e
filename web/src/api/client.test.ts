import { GOOGLE_MISSING_FIRST_NAME_CODE, userMessage } from '@kinloan/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptedFetch } from '../session/test-support';
import { useNotificationStore } from '../stores/notification-store';
import { createApiClient, NETWORK_ERROR_MESSAGE } from './client';

const SPEC_400 =
  'Oops, something went wrong. You might be providing some invalid information and therefore are seeing an error. Make sure your information is provided in the correct format expected.';
const SPEC_403 =
  'Oops, something went wrong. This operation is not being allowed either due to information provided that is not as expected.';

const notification = () => useNotificationStore.getState();

function client(routes: Parameters<typeof scriptedFetch>[0], token: string | null = 'id-token-1') {
  const scripted = scriptedFetch(routes);
  const getToken = vi.fn(async (force?: boolean) => (token === null ? null : force ? `${token}-fresh` : token));
  return { api: createApiClient({ apiBase: '/api', getToken, fetch: scripted.fetch }), calls: scripted.calls, getToken };
}

describe('API client', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    notification().dismiss();
    vi.restoreAllMocks();
  });

  it('calls the configured base with JSON and the bearer token, and returns the parsed body', async () => {
    const { api, calls } = client({ 'PUT /v1/customers/abc': { status: 200, body: { id: 'abc' } } });
    const result = await api.request<{ id: string }>('PUT', '/v1/customers/abc', { body: { id: 'abc' } });
    expect(result).toEqual({ ok: true, status: 200, data: { id: 'abc' } });
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/customers/abc',
      body: { id: 'abc' },
      headers: { Authorization: 'Bearer id-token-1', 'Content-Type': 'application/json' },
    });
  });

  it('sends no token for public calls, or when signed out', async () => {
    const { api, calls } = client({ 'POST /v1/signIn': { status: 200, body: {} }, 'GET /v1/x': { status: 200, body: {} } }, null);
    await api.request('POST', '/v1/signIn', { body: {}, auth: false });
    await api.request('GET', '/v1/x');
    expect(calls.map((c) => c.headers.Authorization)).toEqual([undefined, undefined]);
  });

  it('returns undefined for 204 and a Blob for text/csv', async () => {
    const { api } = client({
      'POST /v1/customers/me/password': { status: 204 },
      'GET /v1/report': { status: 200, body: 'date,amount\n2026-01-01,100\n', contentType: 'text/csv' },
    });
    expect(await api.request('POST', '/v1/customers/me/password', { body: {} })).toEqual({
      ok: true,
      status: 204,
      data: undefined,
    });
    const csv = await api.request<Blob>('GET', '/v1/report');
    expect(csv.ok).toBe(true);
    if (!csv.ok) return;
    // (Node's Blob, not jsdom's, in this test environment; compare by behaviour.)
    expect(csv.data.type).toBe('text/csv');
    expect(await csv.data.text()).toBe('date,amount\n2026-01-01,100\n');
  });

  it('uses the API’s message and keeps its field errors for the form', async () => {
    const fields = [
      { field: 'address.zipCode', message: 'ZIP code must be 5 digits, or 9 digits like 12345-6789.' },
      { field: 'phone', message: 'Phone number must be a 10-digit US number, like (555) 123-4567.' },
    ];
    const { api } = client({
      'PUT /v1/customers/me': { status: 400, body: { error: { status: 400, kind: 'bad-request', message: SPEC_400, fields } } },
    });
    const result = await api.request('PUT', '/v1/customers/me', { body: {} });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.status).toBe(400);
    expect(result.error.userMessage).toBe(SPEC_400);
    expect(result.error.fieldMessages()).toEqual({
      'address.zipCode': fields[0]?.message,
      phone: fields[1]?.message,
    });
    expect(notification()).toMatchObject({ show: true, isError: true, message: SPEC_400 });
    expect(console.error).toHaveBeenCalledWith(`[kinloan] ${SPEC_400}`, result.error);
  });

  it.each([
    [400, SPEC_400],
    [401, SPEC_400],
    [403, SPEC_403],
    [404, userMessage(404)],
    [409, userMessage(409)],
    [429, userMessage(429)],
    [500, userMessage(500)],
    [502, userMessage(500)],
  ])('maps a %i without an error body to the catalogue message', async (status, message) => {
    const { api } = client({ 'GET /v1/thing': { status, body: '<html>proxy error</html>', contentType: 'text/html' } }, null);
    const result = await api.request('GET', '/v1/thing');
    expect(!result.ok && result.error.userMessage).toBe(message);
    expect(notification().message).toBe(message);
  });

  it('keeps the application code (Google without a first name)', async () => {
    const message = userMessage('google-missing-first-name');
    const { api } = client({
      'POST /v1/signUpWithOAuth': {
        status: 400,
        body: { error: { status: 400, kind: 'google-missing-first-name', code: GOOGLE_MISSING_FIRST_NAME_CODE, message } },
      },
    });
    const result = await api.request('POST', '/v1/signUpWithOAuth', { body: {}, auth: false });
    expect(!result.ok && [result.error.code, result.error.kind, result.error.userMessage]).toEqual([1000, 'google-missing-first-name', message]);
  });

  it('says the server could not be reached when fetch itself fails', async () => {
    const api = createApiClient({
      apiBase: '/api',
      getToken: async () => null,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const result = await api.request('GET', '/v1/customers/me');
    expect(!result.ok && [result.error.status, result.error.kind, result.error.userMessage]).toEqual([0, 'network', NETWORK_ERROR_MESSAGE]);
    expect(notification().message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('logs but does not show a failure when asked to stay quiet', async () => {
    const { api } = client({});
    const result = await api.request('GET', '/v1/customers/me', { notify: false });
    expect(result.ok).toBe(false);
    expect(notification().show).toBe(false);
    expect(console.error).toHaveBeenCalled();
  });

  it('retries a 401 once with a freshly refreshed token', async () => {
    let attempt = 0;
    const { api, calls, getToken } = client({
      'GET /v1/customers/me': () => (++attempt === 1 ? { status: 401, body: {} } : { status: 200, body: { id: 'me' } }),
    });
    const result = await api.request('GET', '/v1/customers/me');
    expect(result.ok).toBe(true);
    expect(getToken).toHaveBeenCalledWith(true);
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer id-token-1', 'Bearer id-token-1-fresh']);
  });

  it('does not retry a 401 for someone signed out (a wrong password)', async () => {
    const { api, calls } = client({ 'POST /v1/signIn': { status: 401, body: {} } }, null);
    await api.request('POST', '/v1/signIn', { body: {}, auth: false });
    expect(calls).toHaveLength(1);
  });
});

describe('a refusal because the token says the email is not confirmed', () => {
  const NOT_VERIFIED = {
    status: 403,
    body: { error: { status: 403, kind: 'forbidden', reason: 'email-not-verified', message: SPEC_403, detail: 'Please confirm your email address …' } },
  };

  function verifyingClient(routes: Parameters<typeof scriptedFetch>[0], recovery: 'verified' | 'unverified' | 'failed') {
    const scripted = scriptedFetch(routes);
    const getToken = vi.fn(async (force?: boolean) => (force ? 'token-fresh' : 'token-stale'));
    const recoverVerification = vi.fn(async () => recovery);
    const api = createApiClient({ apiBase: '/api', getToken, recoverVerification, fetch: scripted.fetch });
    return { api, calls: scripted.calls, recoverVerification };
  }

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    notification().dismiss();
    vi.restoreAllMocks();
  });

  it('re-reads the account and retries once with a refreshed token when the email turns out confirmed', async () => {
    const { api, calls, recoverVerification } = verifyingClient(
      { 'GET /v1/loanRequests?customerId=me': ({ headers }) => (headers.Authorization === 'Bearer token-fresh' ? { status: 200, body: { loanRequests: [] } } : NOT_VERIFIED) },
      'verified',
    );
    const result = await api.request('GET', '/v1/loanRequests?customerId=me');
    expect(result).toMatchObject({ ok: true, data: { loanRequests: [] } });
    expect(recoverVerification).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer token-stale', 'Bearer token-fresh']);
    expect(notification().show).toBe(false);
  });

  it('retries only once: a second refusal is shown as the 403 it is', async () => {
    const { api, calls } = verifyingClient({ 'GET /v1/loans?customerId=me': NOT_VERIFIED }, 'verified');
    const result = await api.request('GET', '/v1/loans?customerId=me');
    expect(result.ok).toBe(false);
    expect(calls).toHaveLength(2);
    expect(notification()).toMatchObject({ show: true, isError: true, message: SPEC_403 });
  });

  it('shows nothing when the account really is unconfirmed: the session says so and the guard shows /verification', async () => {
    const { api, calls } = verifyingClient({ 'POST /v1/loanRequest': NOT_VERIFIED }, 'unverified');
    const result = await api.request('POST', '/v1/loanRequest', { body: {} });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ status: 403, reason: 'email-not-verified' });
    expect(calls).toHaveLength(1);
    expect(notification().show).toBe(false);
  });

  it('shows the message when the check itself failed', async () => {
    const { api } = verifyingClient({ 'GET /v1/loans?customerId=me': NOT_VERIFIED }, 'failed');
    await api.request('GET', '/v1/loans?customerId=me');
    expect(notification()).toMatchObject({ show: true, message: SPEC_403 });
  });

  it('leaves every other 403 (not a party) alone: no re-check, no retry', async () => {
    const { api, calls, recoverVerification } = verifyingClient(
      { 'GET /v1/loans/l1': { status: 403, body: { error: { status: 403, kind: 'forbidden', message: SPEC_403 } } } },
      'verified',
    );
    await api.request('GET', '/v1/loans/l1');
    expect(recoverVerification).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    expect(notification()).toMatchObject({ show: true, message: SPEC_403 });
  });
});

describe('a cancelled call', () => {
  it('resolves as aborted, without a notification or a rejection', async () => {
    const controller = new AbortController();
    const fetchStub = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      return new Promise<Response>((_resolve, reject) => {
        // As fetch does: an already-aborted signal rejects at once, a later abort when it comes.
        if (init?.signal?.aborted) reject(new DOMException('The operation was aborted.', 'AbortError'));
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    });
    const client = createApiClient({ apiBase: '/api', getToken: async () => null, fetch: fetchStub as unknown as typeof fetch });
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending = client.request('GET', '/v1/loans', { signal: controller.signal });
    controller.abort();
    const result = await pending;
    expect(result).toMatchObject({ ok: false, aborted: true });
    expect(errorSpy).not.toHaveBeenCalled();
    errorSpy.mockRestore();
  });
});

import { STATEMENTS_VERSION, userMessage } from '@kinloan/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loanRequest, READY_TERMS } from '../features/loans/test-fixtures';
import { errorBody, scriptedFetch } from '../session/test-support';
import { useNotificationStore } from '../stores/notification-store';
import { createApiClient } from './client';
import { fetchLedgerCsv, fetchLoanCalendar, fetchLoanDocument, loansApi, patchBodyOf } from './loans';

const REQUEST = loanRequest();
const ok = (body: unknown = REQUEST) => ({ status: 200, body });

function setup(routes: Parameters<typeof scriptedFetch>[0]) {
  const scripted = scriptedFetch(routes);
  const api = loansApi(createApiClient({ apiBase: '/api', getToken: async () => 'token-maya', fetch: scripted.fetch }));
  return { api, calls: scripted.calls, fetch: scripted.fetch };
}

describe('loansApi', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useNotificationStore.getState().dismiss();
  });
  afterEach(() => vi.restoreAllMocks());

  it('calls every loan endpoint with the contract’s method, path and body, with the token', async () => {
    const { api, calls } = setup({
      'POST /v1/loanRequest': { status: 201, body: REQUEST },
      'GET /v1/loanRequest/req1': ok(),
      'PATCH /v1/loanRequest/req1': ok(),
      'GET /v1/loanRequests?customerId=me': ok({ loanRequests: [REQUEST] }),
      'POST /v2/loanRequests/req1/review': ok(),
      'POST /v1/loanRequests/req1/signTos': ok(),
      'POST /v1/loanRequests/req1/send': ok(),
      'POST /v2/loanRequests/req1/sign': ok(),
      'POST /v2/loanRequests/req1/finalize': ok(),
      'POST /v1/loanRequests/req1/reject': ok(),
      'POST /v1/loanRequests/req1/publishWish': ok(),
      'POST /v1/loanRequests/req1/unpublishWish': ok(),
      'DELETE /v1/loanRequests/req1': { status: 204 },
      'GET /v1/loanWishes/req1': ok({ id: 'req1' }),
      'GET /v1/loans/req1': ok({ id: 'req1' }),
      'GET /v1/loans?customerId=me': ok({ loans: [] }),
    });

    const create = { requestType: 'borrow' as const, initiatingCustomerId: 'demo-maya', initiatorRequestDetails: {}, recipientRequestDetails: {}, loanProposalDetails: READY_TERMS };
    const wish = { headline: 'Car repair', showAmount: true, showTerms: true, showName: 'first-name' as const };
    const results = [
      await api.createLoanRequest(create),
      await api.getLoanRequest('req1'),
      await api.updateLoanRequest(REQUEST, { recipientRequestDetails: { firstName: 'Dan', lastName: 'Okafor', email: 'dan@example.com' } }),
      await api.listLoanRequests(),
      await api.review('req1'),
      await api.signTos('req1'),
      await api.send('req1', { email: 'dan@example.com', firstName: 'Dan', lastName: 'Okafor' }),
      await api.sign('req1', { typedFullName: 'Maya Okafor' }, 'ab'.repeat(32)),
      await api.finalize('req1'),
      await api.reject('req1', 'Not now'),
      await api.publishWish('req1', wish),
      await api.unpublishWish('req1'),
      await api.deleteLoanRequest('req1'),
      await api.getLoanWish('req1'),
      await api.getLoan('req1'),
      await api.listLoans(),
    ];
    expect(results.every((r) => r.ok)).toBe(true);

    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/v1/loanRequest', create],
      ['GET', '/api/v1/loanRequest/req1', undefined],
      ['PATCH', '/api/v1/loanRequest/req1', { ...patchBodyOf(REQUEST), recipientRequestDetails: { firstName: 'Dan', lastName: 'Okafor', email: 'dan@example.com' } }],
      ['GET', '/api/v1/loanRequests?customerId=me', undefined],
      ['POST', '/api/v2/loanRequests/req1/review', {}],
      ['POST', '/api/v1/loanRequests/req1/signTos', { acceptTermsOfService: true, consentToElectronicRecords: true, statementsVersion: STATEMENTS_VERSION }],
      ['POST', '/api/v1/loanRequests/req1/send', { updateParty: { email: 'dan@example.com', firstName: 'Dan', lastName: 'Okafor' } }],
      ['POST', '/api/v2/loanRequests/req1/sign', { signatureData: { typedFullName: 'Maya Okafor' }, agreementSha256: 'ab'.repeat(32), statementsVersion: STATEMENTS_VERSION }],
      ['POST', '/api/v2/loanRequests/req1/finalize', {}],
      ['POST', '/api/v1/loanRequests/req1/reject', { rejectionReason: 'Not now' }],
      ['POST', '/api/v1/loanRequests/req1/publishWish', { loanWish: wish }],
      ['POST', '/api/v1/loanRequests/req1/unpublishWish', {}],
      ['DELETE', '/api/v1/loanRequests/req1', undefined],
      ['GET', '/api/v1/loanWishes/req1', undefined],
      ['GET', '/api/v1/loans/req1', undefined],
      ['GET', '/api/v1/loans?customerId=me', undefined],
    ]);
    // The public loan wish goes without a token; everything else carries it.
    for (const call of calls) {
      expect(call.headers.Authorization).toBe(call.url.includes('/loanWishes/') ? undefined : 'Bearer token-maya');
    }
  });

  it('PATCH sends the whole request as last seen, without the response-only fields', () => {
    const body = patchBodyOf(loanRequest({ signatures: { initiator: null, recipient: null }, wishPublished: true }));
    expect(Object.keys(body).sort()).toEqual([
      'id',
      'initiatingCustomerId',
      'initiatorRequestDetails',
      'loanProposalDetails',
      'parentLoanId',
      'recipientCustomerId',
      'recipientRequestDetails',
      'rejectionReason',
      'requestType',
      'status',
    ]);
  });

  it('a refusal comes back with its fields and shows the API’s message in red', async () => {
    const { api } = setup({
      'POST /v2/loanRequests/req1/sign': {
        status: 400,
        body: errorBody(400, 'bad-request', { fields: [{ field: 'signatureData.typedFullName', message: 'Typed name must match.' }] }),
      },
    });
    const result = await api.sign('req1', { typedFullName: 'Someone Else' }, 'ab'.repeat(32));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.status).toBe(400);
    expect(result.error.fieldMessages()).toEqual({ 'signatureData.typedFullName': 'Typed name must match.' });
    expect(useNotificationStore.getState()).toMatchObject({ show: true, isError: true, message: 'API message for 400' });
  });
});

describe('loansApi: servicing', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useNotificationStore.getState().dismiss();
  });
  afterEach(() => vi.restoreAllMocks());

  it('calls every servicing endpoint with the contract’s method, path and body, with the token', async () => {
    const payment = { id: 'p1' };
    const { api, calls } = setup({
      'POST /v1/loans/loan%201/payments': { status: 201, body: payment },
      'POST /v1/loans/loan%201/payments/p1/confirm': ok(payment),
      'POST /v1/loans/loan%201/payments/p1/dispute': ok(payment),
      'POST /v1/loans/loan%201/payments/p1/withdraw': ok(payment),
      'GET /v1/loans/loan%201/payments': ok({ payments: [payment] }),
      'GET /v1/loans/loan%201/payments/p1': ok(payment),
      'POST /v1/loans/loan%201/notes': { status: 201, body: { id: 'n1' } },
      'PUT /v1/loans/loan%201/reminders': ok({ reminders: { lender: 'all', borrower: 'off' } }),
      'POST /v1/loans/loan%201/end': ok({ id: 'loan 1' }),
      'POST /v1/loans/loan%201/serviceEnrollment': ok({ checkoutUrl: 'https://checkout.example.test/x' }),
    });
    const body = { amountCents: 52_646, paidOn: '2026-04-01', method: 'zelle' as const, note: 'April' };
    const results = [
      await api.recordPayment('loan 1', body, 'key-1'),
      await api.confirmPayment('loan 1', 'p1'),
      await api.disputePayment('loan 1', 'p1', 'Nothing arrived.'),
      await api.withdrawPayment('loan 1', 'p1'),
      await api.listPayments('loan 1'),
      await api.getPayment('loan 1', 'p1'),
      await api.addNote('loan 1', 'Thanks!'),
      await api.setReminders('loan 1', 'off'),
      await api.endLoan('loan 1', { endDate: '2026-04-05', status: 'other', reason: 'Moved abroad' }),
      await api.enrollInService('loan 1'),
    ];
    expect(results.every((r) => r.ok)).toBe(true);
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/v1/loans/loan%201/payments', body],
      ['POST', '/api/v1/loans/loan%201/payments/p1/confirm', {}],
      ['POST', '/api/v1/loans/loan%201/payments/p1/dispute', { reason: 'Nothing arrived.' }],
      ['POST', '/api/v1/loans/loan%201/payments/p1/withdraw', {}],
      ['GET', '/api/v1/loans/loan%201/payments', undefined],
      ['GET', '/api/v1/loans/loan%201/payments/p1', undefined],
      ['POST', '/api/v1/loans/loan%201/notes', { text: 'Thanks!' }],
      ['PUT', '/api/v1/loans/loan%201/reminders', { reminders: 'off' }],
      ['POST', '/api/v1/loans/loan%201/end', { endDate: '2026-04-05', status: 'other', reason: 'Moved abroad' }],
      ['POST', '/api/v1/loans/loan%201/serviceEnrollment', {}],
    ]);
    for (const call of calls) expect(call.headers.Authorization).toBe('Bearer token-maya');
    // Only recording a payment carries the Idempotency-Key.
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual(['key-1', ...Array<undefined>(9).fill(undefined)]);
  });

  it('sends the same Idempotency-Key again when the token is refreshed after a 401', async () => {
    let n = 0;
    const { api, calls } = setup({
      'POST /v1/loans/l1/payments': () => (++n === 1 ? { status: 401, body: errorBody(401, 'unauthenticated') } : { status: 201, body: { id: 'p1' } }),
    });
    const result = await api.recordPayment('l1', { amountCents: 100, paidOn: '2026-04-01', method: 'cash' }, 'key-7');
    expect(result.ok).toBe(true);
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual(['key-7', 'key-7']);
  });
});

describe('the loan’s files', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useNotificationStore.getState().dismiss();
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches the ledger CSV and the calendar as blobs with the bearer token', async () => {
    const fetchFn = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith('.csv')
        ? new Response('\uFEFFInstallments\r\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } })
        : new Response('BEGIN:VCALENDAR\r\n', { status: 200, headers: { 'Content-Type': 'text/calendar; charset=utf-8' } }),
    );
    const options = { apiBase: '/api', getToken: async () => 'token-maya', fetch: fetchFn as unknown as typeof fetch };
    const csv = await fetchLedgerCsv(options, 'loan 1');
    const ics = await fetchLoanCalendar(options, 'loan 1');
    expect(fetchFn.mock.calls.map(([url, init]) => [url, init?.headers])).toEqual([
      ['/api/v1/loans/loan%201/ledger.csv', { Accept: 'text/csv', Authorization: 'Bearer token-maya' }],
      ['/api/v1/loans/loan%201/calendar.ics', { Accept: 'text/calendar', Authorization: 'Bearer token-maya' }],
    ]);
    if (!csv.ok || !ics.ok) throw new Error('expected both files');
    expect(csv.data.type).toMatch(/^text\/csv/);
    expect(await csv.data.text()).toContain('Installments');
    expect(await ics.data.text()).toBe('BEGIN:VCALENDAR\r\n');
  });

  it('asks for a fresh token once after a 401, and shows the API’s message when it still fails', async () => {
    const tokens: (boolean | undefined)[] = [];
    const fetchFn = vi.fn(async () => new Response(JSON.stringify(errorBody(401, 'unauthenticated')), { status: 401, headers: { 'Content-Type': 'application/json' } }));
    const result = await fetchLedgerCsv(
      {
        apiBase: '/api',
        getToken: async (force?: boolean) => {
          tokens.push(force);
          return 'token';
        },
        fetch: fetchFn as unknown as typeof fetch,
      },
      'l1',
    );
    expect(result.ok).toBe(false);
    // Sent twice: first with the token as it is, then with a forced refresh (and no third time).
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(tokens.at(0)).toBe(false);
    expect(tokens.at(-1)).toBe(true);
    expect(useNotificationStore.getState()).toMatchObject({ show: true, isError: true, message: 'API message for 401' });
  });
});

describe('fetchLoanDocument', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useNotificationStore.getState().dismiss();
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches the PDF as a blob with the bearer token', async () => {
    const fetchFn = vi.fn(async () => new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const result = await fetchLoanDocument({ apiBase: '/api', getToken: async () => 'token-maya', fetch: fetchFn as unknown as typeof fetch }, 'loan 1');
    expect(fetchFn).toHaveBeenCalledWith('/api/v1/loanDocuments/loan%201', expect.objectContaining({ method: 'GET', headers: { Accept: 'application/pdf', Authorization: 'Bearer token-maya' } }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.size).toBe(4);
    expect(await result.data.text()).toBe('%PDF');
  });

  it('reports a failure with the catalogue’s message', async () => {
    const fetchFn = vi.fn(async () => new Response(null, { status: 403 }));
    const result = await fetchLoanDocument({ apiBase: '/api', getToken: async () => 'token', fetch: fetchFn as unknown as typeof fetch }, 'x');
    expect(result.ok).toBe(false);
    expect(useNotificationStore.getState()).toMatchObject({ show: true, isError: true, message: userMessage(403) });
  });
});

import { ERROR_PREFIX, STATEMENTS_VERSION, userMessage } from '@kinloan/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giftResponse } from '../features/gifts/test-fixtures';
import { useNotificationStore } from '../stores/notification-store';
import { NETWORK_ERROR_MESSAGE } from './client';
import { callableError, callablePath, giftsApi, pdfBlobOf, type GiftCallable } from './gifts';

/** An error as the Firebase Functions SDK throws it for an HttpsError the function threw. */
function sdkError(code: string, message: string, httpStatus: number, details?: unknown) {
  return Object.assign(new Error(`${message} [${httpStatus}]`), { code: `functions/${code}`, details });
}

describe('callableError: HttpsError codes to the error catalogue', () => {
  it.each([
    ['invalid-argument', 400, 'bad-request'],
    ['unauthenticated', 401, 'unauthenticated'],
    ['permission-denied', 403, 'forbidden'],
    ['not-found', 404, 'not-found'],
    ['failed-precondition', 409, 'conflict'],
    ['aborted', 409, 'conflict'],
    ['resource-exhausted', 429, 'rate-limited'],
    ['internal', 500, 'internal'],
    ['unknown', 500, 'internal'],
  ] as const)('%s → %i (%s), with the catalogue’s notification', (code, status, kind) => {
    const error = callableError('sign', sdkError(code, 'The reason.', 500));
    expect(error.status).toBe(status);
    expect(error.kind).toBe(kind);
    expect(error.userMessage).toBe(userMessage(status));
    expect(error.userMessage.startsWith(ERROR_PREFIX)).toBe(true);
  });

  it('keeps the function’s own sentence as the detail, without the SDK’s status suffix', () => {
    const error = callableError('finalize', sdkError('failed-precondition', 'Both the donor and the gift recipient must sign first.', 400));
    expect(error.detail).toBe('Both the donor and the gift recipient must sign first.');
    expect(error.message).toBe(`CALL ${callablePath('finalize')} failed: HTTP 409`);
  });

  it('gives inline messages per field from details.fields, ignoring anything malformed', () => {
    const error = callableError(
      'update',
      sdkError('invalid-argument', 'ZIP code must be 5 digits.', 400, {
        fields: [
          { field: 'giftDetails.propertyAddress.zipCode', message: 'ZIP code must be 5 digits.' },
          { field: 'giftDetails.amountCents' },
          'nonsense',
          { field: 'giftDetails.propertyAddress.zipCode', message: 'A second message for the same field.' },
        ],
      }),
    );
    expect(error.fieldMessages()).toEqual({ 'giftDetails.propertyAddress.zipCode': 'ZIP code must be 5 digits.' });
  });

  it('never shows the runtime’s text of an internal error as a reason', () => {
    expect(callableError('get', sdkError('internal', 'INTERNAL', 500)).detail).toBeUndefined();
  });

  it('treats no answer at all (offline, a time-out, the SDK not loading) as a network failure', () => {
    for (const error of [sdkError('internal', 'internal', 0), sdkError('deadline-exceeded', 'deadline-exceeded', 504), sdkError('unavailable', 'x', 503)]) {
      const mapped = callableError('list', error);
      expect(mapped.status).toBe(0);
      expect(mapped.kind).toBe('network');
      expect(mapped.userMessage).toBe(NETWORK_ERROR_MESSAGE);
    }
    expect(callableError('list', 'not even an error').kind).toBe('internal');
  });
});

describe('giftsApi', () => {
  beforeEach(() => {
    useNotificationStore.getState().dismiss();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends each action’s data to its callable and answers the letter', async () => {
    const calls: [string, unknown][] = [];
    const call: GiftCallable = async (name, data) => {
      calls.push([name, data]);
      return giftResponse({ status: 'initiator-signed' });
    };
    const api = giftsApi(call);
    const signed = await api.sign('gift1', { typedFullName: 'Maya Okafor' }, 'cd'.repeat(32));
    await api.update('gift1', { giftDetails: { amountCents: 100 } });
    await api.send('gift1', { email: 'grace@example.com', firstName: 'Grace', lastName: 'Okafor' });
    await api.list();

    expect(signed).toMatchObject({ ok: true, status: 200, data: { status: 'initiator-signed' } });
    expect(calls).toEqual([
      [
        'sign',
        {
          id: 'gift1',
          signatureData: { typedFullName: 'Maya Okafor' },
          documentSha256: 'cd'.repeat(32),
          statementsVersion: STATEMENTS_VERSION,
          acceptTermsOfService: true,
          consentToElectronicRecords: true,
          confirmNoRepaymentExpected: true,
        },
      ],
      ['update', { id: 'gift1', giftDetails: { amountCents: 100 } }],
      ['send', { id: 'gift1', updateParty: { email: 'grace@example.com', firstName: 'Grace', lastName: 'Okafor' } }],
      ['list', {}],
    ]);
  });

  it('shows a failure in the red notification bar and answers it, without throwing', async () => {
    const api = giftsApi(async () => {
      throw sdkError('permission-denied', 'Only the two people on this gift letter can see it or act on it.', 403);
    });
    const result = await api.get('gift1');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.detail).toBe('Only the two people on this gift letter can see it or act on it.');
    const notification = useNotificationStore.getState();
    expect(notification).toMatchObject({ show: true, isError: true, message: userMessage(403) });
  });

  describe('a refusal because the token says the email is not confirmed', () => {
    const notVerified = () => sdkError('permission-denied', 'Please confirm your email address before working with gift letters.', 403, { reason: 'email-not-verified' });

    it('reads the reason from the details, not the wording', () => {
      expect(callableError('list', notVerified())).toMatchObject({ status: 403, reason: 'email-not-verified' });
      expect(callableError('list', sdkError('permission-denied', 'Please confirm your email address.', 403)).reason).toBeUndefined();
      expect(callableError('list', sdkError('permission-denied', 'x', 403, { reason: 'unheard-of' })).reason).toBeUndefined();
    });

    it('re-reads the account and retries once when the email turns out confirmed', async () => {
      let tokenFresh = false;
      const call = vi.fn<GiftCallable>(async () => {
        if (!tokenFresh) throw notVerified();
        return { giftRequests: [] };
      });
      const recoverVerification = vi.fn(async () => {
        tokenFresh = true;
        return 'verified' as const;
      });
      const result = await giftsApi(call, { recoverVerification }).list();
      expect(result).toMatchObject({ ok: true, data: { giftRequests: [] } });
      expect(call).toHaveBeenCalledTimes(2);
      expect(useNotificationStore.getState().show).toBe(false);
    });

    it('retries once only, and shows nothing when the account really is unconfirmed (the guard shows /verification)', async () => {
      const call = vi.fn<GiftCallable>(async () => {
        throw notVerified();
      });
      const stillRefused = await giftsApi(call, { recoverVerification: async () => 'verified' }).list();
      expect(stillRefused.ok).toBe(false);
      expect(call).toHaveBeenCalledTimes(2);
      expect(useNotificationStore.getState()).toMatchObject({ show: true, message: userMessage(403) });

      useNotificationStore.getState().dismiss();
      call.mockClear();
      const unverified = await giftsApi(call, { recoverVerification: async () => 'unverified' }).create({ initiatorParty: 'donor' });
      expect(unverified.ok).toBe(false);
      expect(call).toHaveBeenCalledTimes(1);
      expect(useNotificationStore.getState().show).toBe(false);
    });
  });

  it('with notify: false, logs the failure and leaves the notification bar alone', async () => {
    const api = giftsApi(async () => {
      throw sdkError('not-found', 'There is no gift letter with this id.', 404);
    });
    const result = await api.get('gone', { notify: false });
    expect(result.ok ? null : result.error.status).toBe(404);
    expect(useNotificationStore.getState().show).toBe(false);
    expect(console.error).toHaveBeenCalled();
  });
});

/** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

describe('pdfBlobOf', () => {
  it('turns the base64 the function sends back into the PDF’s bytes', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ');
    const base64 = btoa(String.fromCharCode(...bytes));
    const blob = pdfBlobOf({ base64, contentType: 'application/pdf' });
    expect(blob.type).toBe('application/pdf');
    expect(Array.from(new Uint8Array(await bytesOf(blob)))).toEqual(Array.from(bytes));
  });
});

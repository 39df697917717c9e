import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../platform/app-error';
import type { Dependencies } from '../platform/deps';
import { runCallable } from './callable';

const untouchable: Dependencies = {
  firestore: () => {
    throw new Error('Firestore must not be touched');
  },
  auth: () => {
    throw new Error('Auth must not be touched');
  },
  environment: () => ({ onEmulators: true, appBaseUrl: 'http://app', recaptchaSecret: undefined, identityToolkitUrl: '', secureTokenUrl: '', webApiKey: undefined }),
};

const raw = { headers: { 'x-forwarded-for': '198.51.100.7', 'user-agent': 'vitest' }, get: () => undefined } as unknown as CallableRequest['rawRequest'];

async function rejected(promise: Promise<unknown>): Promise<HttpsError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpsError) return error;
    throw error;
  }
  throw new Error('did not reject');
}

describe('a callable', () => {
  it('checks the caller and the data before the command runs or anything is read', async () => {
    const command = vi.fn();
    const call = (auth: unknown, data: unknown) => runCallable('gift.create', command, untouchable, { auth: auth as never, data, rawRequest: raw });
    const noSignIn = await rejected(call(undefined, {}));
    expect([noSignIn.code, noSignIn.message]).toEqual(['unauthenticated', 'Please sign in to work with gift letters.']);
    const unverified = await rejected(call({ uid: 'u', token: { email_verified: false } }, {}));
    expect(unverified.code).toBe('permission-denied');
    expect(unverified.message).toBe(
      'Please confirm your email address before working with gift letters: open the link we emailed you, or ask for a new one on the verification page.',
    );
    // The client refreshes its token and retries on this reason, never on the wording.
    expect(unverified.details).toEqual({ reason: 'email-not-verified' });
    const invalid = await rejected(call({ uid: 'u', token: { email_verified: true } }, { initiatorParty: 'uncle' }));
    expect(invalid.code).toBe('invalid-argument');
    expect(invalid.details).toEqual({ fields: [{ field: 'initiatorParty', message: invalid.message }] });
    const notAnObject = await rejected(call({ uid: 'u', token: { email_verified: true } }, 'hello'));
    expect((notAnObject.details as { fields: { field: string }[] }).fields[0]?.field).toBe('data');
    expect(command).not.toHaveBeenCalled();
  });

  it('gives the command the caller, where the call came from and the parsed data; a refusal keeps its words', async () => {
    const command = vi.fn(async () => {
      throw new AppError('conflict', 'Not now.');
    });
    const refusal = await rejected(
      runCallable('gift.get', command, untouchable, { auth: { uid: 'u', token: { email: 'U@Example.com', email_verified: true } } as never, data: { id: 'g1' }, rawRequest: raw }),
    );
    expect([refusal.code, refusal.message]).toEqual(['failed-precondition', 'Not now.']);
    expect(command).toHaveBeenCalledWith(
      expect.objectContaining({ caller: { uid: 'u', email: 'u@example.com', emailVerified: true, name: null }, ip: '198.51.100.7', userAgent: 'vitest' }),
      { id: 'g1' },
      untouchable,
    );
  });

  it('sends a file as base64 in its JSON answer', async () => {
    const command = vi.fn(async () => ({ filename: 'a.pdf', contentType: 'application/pdf', bytes: new Uint8Array([37, 80, 68, 70]), disposition: 'inline' as const }));
    const answer = await runCallable('gift.getDocument', command, untouchable, {
      auth: { uid: 'u', token: { email_verified: true } } as never,
      data: { id: 'g1' },
      rawRequest: raw,
    });
    expect(answer).toEqual({ filename: 'a.pdf', contentType: 'application/pdf', base64: 'JVBERg==' });
  });
});

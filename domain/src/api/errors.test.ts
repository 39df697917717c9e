import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from './error-body-schema';
import {
  apiErrorBody,
  CHUNK_LOAD_TIMEOUT_MS,
  ERROR_CATALOGUE,
  ERROR_KINDS,
  ERROR_REASONS,
  errorKindOfRefusal,
  isErrorReason,
  errorKindOfStatus,
  fieldErrors,
  NOTIFICATION_AUTO_HIDE_MS,
  refusalErrorBody,
  SUCCESS_MESSAGES,
  userMessage,
  validationErrorBody,
} from './errors';

// Spec §8, copied character for character.
const INVALID =
  'Oops, something went wrong. You might be providing some invalid information and therefore are seeing an error. Make sure your information is provided in the correct format expected.';
const FORBIDDEN =
  'Oops, something went wrong. This operation is not being allowed either due to information provided that is not as expected.';
const GOOGLE =
  'Oops, something went wrong. We have not been able to receive all information from Google we need for sign in. Please try Signup using email/password.';
const NO_FIRST_NAME =
  "Oops, something went wrong. We have not received a first name from your google account. We won't be able to use your Google account since our account requires a first name";

describe('userMessage: the spec texts', () => {
  it.each([
    [400, INVALID],
    [401, INVALID],
    ['bad-request', INVALID],
    ['unauthenticated', INVALID],
    [403, FORBIDDEN],
    ['forbidden', FORBIDDEN],
    ['google-oauth', GOOGLE],
    ['google-missing-first-name', NO_FIRST_NAME],
    [1000, NO_FIRST_NAME],
  ] as const)('%s', (input, message) => {
    expect(userMessage(input)).toBe(message);
  });
});

describe('userMessage: our own texts for 404, 409, 429 and everything else', () => {
  it.each([
    [404, 'Oops, something went wrong. We could not find what you were looking for. It may have been deleted, or the link may be incomplete.'],
    [409, 'Oops, something went wrong. This has changed since you opened it, so we did not make your change. Please refresh the page and try again.'],
    [429, 'Oops, something went wrong. There have been too many attempts in a short time. Please wait a minute and try again.'],
    [500, 'Oops, something went wrong. Please try again in a few minutes. If it keeps happening, contact our support team.'],
  ] as const)('%i', (status, message) => {
    expect(userMessage(status)).toBe(message);
  });

  it.each([418, 502, 503, 0, 999, 1001, -1])('status %i gets the generic text', (status) => {
    expect(userMessage(status)).toBe(userMessage(500));
  });

  it('gives every kind a distinct-enough sentence that starts with the spec prefix', () => {
    for (const kind of ERROR_KINDS) {
      expect(userMessage(kind).startsWith('Oops, something went wrong. ')).toBe(true);
      expect(ERROR_CATALOGUE[kind].suffix.length).toBeGreaterThan(40);
    }
  });
});

describe('statuses and codes', () => {
  it.each([
    ['bad-request', 400, 'invalid-argument'],
    ['unauthenticated', 401, 'unauthenticated'],
    ['forbidden', 403, 'permission-denied'],
    ['not-found', 404, 'not-found'],
    ['conflict', 409, 'failed-precondition'],
    ['rate-limited', 429, 'resource-exhausted'],
    ['internal', 500, 'internal'],
  ] as const)('%s is HTTP %i and callable %s, and back', (kind, status, code) => {
    expect(ERROR_CATALOGUE[kind].httpStatus).toBe(status);
    expect(ERROR_CATALOGUE[kind].callableCode).toBe(code);
    expect(errorKindOfStatus(status)).toBe(kind);
  });

  it('carries code 1000 for a Google account without a first name', () => {
    expect(ERROR_CATALOGUE['google-missing-first-name'].code).toBe(1000);
    expect(apiErrorBody('google-missing-first-name').error).toMatchObject({ status: 400, code: 1000 });
  });

  it('maps refusals: wrong state → conflict (409), wrong party → forbidden (403)', () => {
    expect(errorKindOfRefusal({ kind: 'wrong-state', reason: 'x' })).toBe('conflict');
    expect(errorKindOfRefusal({ kind: 'wrong-party', reason: 'x' })).toBe('forbidden');
    expect(refusalErrorBody({ kind: 'wrong-state', reason: 'Already signed.' })).toEqual({
      error: { status: 409, kind: 'conflict', message: userMessage(409), detail: 'Already signed.' },
    });
    expect(refusalErrorBody({ kind: 'wrong-party', reason: 'Not yours.' }).error.status).toBe(403);
  });
});

describe('success messages and timings', () => {
  it('uses the spec texts and constants', () => {
    expect(SUCCESS_MESSAGES.profileUpdated).toBe('Successfully updated your profile.');
    expect(SUCCESS_MESSAGES.passwordResetEmailSent).toBe('Password reset email sent. Please check your email.');
    expect(NOTIFICATION_AUTO_HIDE_MS).toBe(3000);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});

describe('field errors from zod', () => {
  const schema = z.strictObject({
    email: z.string({ error: 'Email is required.' }),
    address: z.object({ zipCode: z.string({ error: 'ZIP code is required.' }).regex(/^\d{5}$/, { error: 'ZIP code must be 5 digits.' }) }),
    tags: z.array(z.string({ error: 'Tag must be text.' })),
  });

  it('gives one message per field, by dotted path, first problem first', () => {
    const result = schema.safeParse({ address: { zipCode: 'abc' }, tags: ['ok', 7], extra: 1 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual([
      { field: 'email', message: 'Email is required.' },
      { field: 'address.zipCode', message: 'ZIP code must be 5 digits.' },
      { field: 'tags.1', message: 'Tag must be text.' },
      { field: 'extra', message: expect.stringContaining('extra') },
    ]);
  });

  it('reports a body that is not an object under "body"', () => {
    const result = schema.safeParse('nope');
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual([{ field: 'body', message: expect.any(String) }]);
  });

  it('builds the 400 body with the fields and the first one as detail, in a shape clients can parse', () => {
    const result = schema.safeParse({ address: { zipCode: '12345' }, tags: [] });
    expect(result.success).toBe(false);
    if (result.success) return;
    const body = validationErrorBody(result.error);
    expect(body).toEqual({
      error: {
        status: 400,
        kind: 'bad-request',
        message: INVALID,
        detail: 'Email is required.',
        fields: [{ field: 'email', message: 'Email is required.' }],
      },
    });
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
  });

  it('leaves fields out when there are none', () => {
    expect(apiErrorBody('not-found')).toEqual({ error: { status: 404, kind: 'not-found', message: userMessage(404) } });
    expect(apiErrorBody('internal', { fields: [] }).error).not.toHaveProperty('fields');
  });

  it('carries a machine-readable reason that clients parse, and drops one they do not know', () => {
    const body = apiErrorBody('forbidden', { detail: 'Please confirm your email address first.', reason: 'email-not-verified' });
    expect(body.error).toMatchObject({ status: 403, kind: 'forbidden', reason: 'email-not-verified', message: FORBIDDEN });
    expect(apiErrorBodySchema.parse(body).error.reason).toBe('email-not-verified');
    expect(apiErrorBody('forbidden').error).not.toHaveProperty('reason');
    const newer = { error: { ...body.error, reason: 'some-future-reason' } };
    expect(apiErrorBodySchema.parse(newer).error).toMatchObject({ kind: 'forbidden', reason: undefined });
  });

  it('knows its reasons', () => {
    expect(ERROR_REASONS).toContain('email-not-verified');
    expect(isErrorReason('email-not-verified')).toBe(true);
    expect(isErrorReason('EMAIL_NOT_VERIFIED')).toBe(false);
    expect(isErrorReason(undefined)).toBe(false);
  });
});

import { giftIdDataSchema, giftSignDataSchema } from '@kinloan/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { giftError, parseData, refusalError } from './gift-errors';

function caught(run: () => unknown): HttpsError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpsError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

describe('gift callable errors', () => {
  it('maps the catalogue kinds to callable codes', () => {
    expect(giftError('conflict', 'x').code).toBe('failed-precondition');
    expect(giftError('forbidden', 'x').code).toBe('permission-denied');
    expect(giftError('not-found', 'x').code).toBe('not-found');
    expect(giftError('unauthenticated', 'x').code).toBe('unauthenticated');
  });

  it('names every bad field in the domain words, the first as the message', () => {
    const error = caught(() =>
      parseData(giftSignDataSchema, { id: 'g1', signatureData: { typedFullName: 'Maya' }, consentToElectronicRecords: true }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(/no repayment is expected or implied/);
    expect(error.details).toEqual({ fields: [{ field: 'confirmNoRepaymentExpected', message: error.message }] });
  });

  it('calls a payload that is not an object "data", and refuses unknown keys by name', () => {
    expect(caught(() => parseData(giftIdDataSchema, 'g1')).details).toEqual({
      fields: [{ field: 'data', message: 'This gift letter action must be a JSON object.' }],
    });
    expect(caught(() => parseData(giftIdDataSchema, { id: 'g1', force: true })).details).toEqual({
      fields: [{ field: 'force', message: 'This gift letter action does not accept "force".' }],
    });
  });

  it('turns machine refusals into failed-precondition (not now) and permission-denied (not you)', () => {
    expect(refusalError({ kind: 'wrong-state', reason: 'Not now.' })).toMatchObject({ code: 'failed-precondition', message: 'Not now.' });
    expect(refusalError({ kind: 'wrong-party', reason: 'Not you.' })).toMatchObject({ code: 'permission-denied', message: 'Not you.' });
  });
});

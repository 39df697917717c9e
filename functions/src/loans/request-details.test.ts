import { describe, expect, it } from 'vitest';
import { READY_TERMS, requestDoc } from './loan-test-support';
import { canonicalJson, changedWritableFields } from './request-details';

describe('which writable fields a PATCH changes', () => {
  it('ignores key order and absent keys, and sees a changed value', () => {
    const stored = requestDoc();
    const reordered = { ...stored, loanProposalDetails: Object.fromEntries(Object.entries(READY_TERMS).reverse()) as typeof READY_TERMS };
    expect(changedWritableFields(stored, reordered)).toEqual([]);
    expect(canonicalJson({ a: 1, b: undefined, c: '' })).toBe(canonicalJson({ a: 1 }));
    const echoedEmpty = { ...stored, recipientRequestDetails: { ...stored.recipientRequestDetails, middleName: '' } };
    expect(changedWritableFields(stored, echoedEmpty)).toEqual([]);
    expect(
      changedWritableFields(stored, {
        ...stored,
        requestType: 'lend',
        recipientRequestDetails: { ...stored.recipientRequestDetails, phone: '+15415550187' },
      }),
    ).toEqual(['requestType', 'recipientRequestDetails']);
  });
});

import { describe, expect, it } from 'vitest';
import { loanRequestResponse, partyIdsOf } from './loan-request-document';
import { requestDoc, signature } from './loan-test-support';

describe('the loan request response', () => {
  it('is the whole request from the caller\'s side, with signature summaries but no audit details', () => {
    const doc = requestDoc({
      signatures: { initiator: signature({ drawnSignaturePng: 'data:image/png;base64,iVBORw0KGgoAAAA', hasDrawnSignature: true }), recipient: null },
      consents: { initiator: { acceptedAt: '2026-11-02T09:59:00.000Z', termsOfServiceVersion: 'v', statements: [] }, recipient: null },
    });
    const response = loanRequestResponse(doc, 'recipient', 'f'.repeat(64));
    expect(response).toMatchObject({ id: 'req1', status: 'sent', yourRole: 'recipient', yourLoanRole: 'lender', agreementSha256: 'f'.repeat(64) });
    expect(response.signatures.initiator).toEqual({
      signedAt: '2026-11-02T10:00:00.000Z',
      typedFullName: 'Maya Okafor',
      hasDrawnSignature: true,
      agreementSha256: 'a'.repeat(64),
    });
    expect(response.consents).toEqual({ initiator: { acceptedAt: '2026-11-02T09:59:00.000Z' }, recipient: null });
    const json = JSON.stringify(response);
    for (const secret of ['iVBORw0KGgo', '203.0.113.7', 'Firefox', 'partyIds', 'eventCount', 'wishPublishedAt']) {
      expect(json).not.toContain(secret);
    }
  });

  it('names the lender and borrower from the request type', () => {
    expect(loanRequestResponse(requestDoc({ requestType: 'lend' }), 'initiator', null).yourLoanRole).toBe('lender');
    expect(loanRequestResponse(requestDoc({ requestType: 'borrow' }), 'initiator', null).yourLoanRole).toBe('borrower');
  });

  it('lists the recipient among the parties only once known, and never twice', () => {
    expect(partyIdsOf('a', null)).toEqual(['a']);
    expect(partyIdsOf('a', 'b')).toEqual(['a', 'b']);
    expect(partyIdsOf('a', 'a')).toEqual(['a']);
  });
});

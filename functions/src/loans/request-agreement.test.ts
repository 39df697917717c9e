import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../documents/hash';
import { READY_TERMS, requestDoc } from './loan-test-support';
import { agreementInputOf, currentAgreement, readyTermsOf } from './request-agreement';

describe('the agreement a request stands for', () => {
  it('hashes the full text and the terms text', () => {
    const current = currentAgreement(requestDoc())!;
    expect(current.agreementSha256).toBe(sha256Hex(current.agreement.fullText));
    expect(current.termsSha256).toBe(sha256Hex(current.agreement.termsText));
  });

  it('keeps the terms hash when only a party\'s contact details change, and changes both when the terms do', () => {
    const before = currentAgreement(requestDoc())!;
    const newPhone = currentAgreement(requestDoc({ recipientRequestDetails: { firstName: 'Daniel', lastName: 'Okafor', phone: '+15415550187' } }))!;
    expect(newPhone.termsSha256).toBe(before.termsSha256);
    expect(newPhone.agreementSha256).not.toBe(before.agreementSha256);
    const newRate = currentAgreement(requestDoc({ loanProposalDetails: { ...READY_TERMS, annualRateBps: 500 } }))!;
    expect(newRate.termsSha256).not.toBe(before.termsSha256);
  });

  it('has no agreement while terms are incomplete', () => {
    const { governingLawState: _law, ...incomplete } = READY_TERMS;
    expect(readyTermsOf({ loanProposalDetails: incomplete })).toBeNull();
    expect(currentAgreement(requestDoc({ loanProposalDetails: incomplete }))).toBeNull();
  });

  it('puts the initiator on the lender or borrower side by request type', () => {
    const lend = agreementInputOf(requestDoc({ requestType: 'lend' }), READY_TERMS);
    expect([lend.lender.firstName, lend.borrower.firstName]).toEqual(['Maya', 'Daniel']);
    const borrow = agreementInputOf(requestDoc({ requestType: 'borrow' }), READY_TERMS);
    expect([borrow.lender.firstName, borrow.borrower.firstName]).toEqual(['Daniel', 'Maya']);
  });
});

import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../documents/hash';
import { READY_TERMS, requestDoc } from './loan-test-support';
import { currentAgreement } from './request-agreement';

describe('the agreement a request stands for', () => {
  it('hashes the full text, both parties included', () => {
    const current = currentAgreement(requestDoc())!;
    expect(current.agreementSha256).toBe(sha256Hex(current.agreement.fullText));
    expect(current.agreement.fullText).toContain('Maya');
    expect(current.agreement.fullText).toContain('Daniel');
  });

  it('is another text when a party\'s details change, as when the terms do', () => {
    const before = currentAgreement(requestDoc())!;
    const newPhone = currentAgreement(requestDoc({ recipientRequestDetails: { firstName: 'Daniel', lastName: 'Okafor', phone: '+15415550187' } }))!;
    expect(newPhone.agreementSha256).not.toBe(before.agreementSha256);
    const newRate = currentAgreement(requestDoc({ loanProposalDetails: { ...READY_TERMS, annualRateBps: 500 } }))!;
    expect(newRate.agreementSha256).not.toBe(before.agreementSha256);
  });

  it('has no agreement while terms are incomplete', () => {
    const { governingLawState: _law, ...incomplete } = READY_TERMS;
    expect(currentAgreement(requestDoc({ loanProposalDetails: incomplete }))).toBeNull();
  });

  it('puts the initiator on the lender or borrower side by request type', () => {
    const lend = currentAgreement(requestDoc({ requestType: 'lend' }))!.agreement.parties;
    expect([lend.lender.firstName, lend.borrower.firstName]).toEqual(['Maya', 'Daniel']);
    const borrow = currentAgreement(requestDoc({ requestType: 'borrow' }))!.agreement.parties;
    expect([borrow.lender.firstName, borrow.borrower.firstName]).toEqual(['Daniel', 'Maya']);
  });
});

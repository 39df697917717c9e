import { describe, expect, it } from 'vitest';
import { DANIEL, MAYA, READY_TERMS, requestDoc } from './loan-test-support';
import { childRequestDocument, newRequestDocument } from './new-request';

const base = {
  id: 'new1',
  initiatorRequestDetails: {},
  loanProposalDetails: READY_TERMS,
  recipientRequestDetails: { firstName: 'Daniel' },
  status: 'draft' as const,
  now: '2026-11-03T10:00:00.000Z',
};

describe('a new loan request', () => {
  it('is a draft by the caller, details filled from their profile, nobody else on it yet', () => {
    const doc = newRequestDocument({ ...base, initiator: MAYA, requestType: 'borrow' });
    expect(doc).toMatchObject({
      id: 'new1',
      initiatingCustomerId: MAYA.id,
      requestType: 'borrow',
      status: 'draft',
      recipientCustomerId: null,
      recipientEmail: null,
      recipientRequestDetails: { firstName: 'Daniel' },
      partyIds: [MAYA.id],
      eventCount: 1,
      wishPublished: false,
      createdAt: base.now,
      updatedAt: base.now,
    });
    expect(doc.initiatorRequestDetails).toMatchObject({ firstName: 'Maya', email: MAYA.email });
  });

  it('answering with changed terms flips the type and makes the old initiator the recipient', () => {
    const wish = { headline: 'Car', showAmount: true, showTerms: true, showName: 'first-name' as const };
    const parent = requestDoc({ requestType: 'borrow', initiatorRequestDetails: { ...requestDoc().initiatorRequestDetails, loanWish: wish } });
    const child = childRequestDocument(parent, 'MAYA@example.com', { ...base, initiator: DANIEL });
    expect(child).toMatchObject({
      requestType: 'lend',
      initiatingCustomerId: DANIEL.id,
      parentLoanId: 'req1',
      recipientCustomerId: MAYA.id,
      recipientEmail: 'maya@example.com',
      partyIds: [DANIEL.id, MAYA.id],
      status: 'draft',
    });
    expect(child.recipientRequestDetails).toMatchObject({ firstName: 'Maya', lastName: 'Okafor', email: 'maya@example.com' });
    expect(child.recipientRequestDetails).not.toHaveProperty('loanWish');
    expect(child.initiatorRequestDetails).toMatchObject({ firstName: 'Daniel', middleName: 'James' });
  });
});

import { describe, expect, it } from 'vitest';
import { buildSchedule, scheduleTotals } from '@kinloan/domain';
import { DANIEL, MAYA, requestDoc, signature } from './loan-test-support';
import { executedNoteText, loanRoleOf, newLoanDocument } from './loan-document';
import { loanResponse } from './loan-view';
import { currentAgreement } from './request-agreement';

const AT = '2026-11-04T15:30:00.000Z';

function fullySigned(requestType: 'borrow' | 'lend') {
  const doc = requestDoc({
    requestType,
    status: 'fully-signed',
    signatures: {
      initiator: signature({ drawnSignaturePng: 'data:image/png;base64,iVBORw0KGgoAA', hasDrawnSignature: true }),
      recipient: signature({ typedFullName: 'Daniel Okafor', signerCustomerId: DANIEL.id, documentSha256: 'r'.repeat(64) }),
    },
  });
  const agreement = currentAgreement(doc);
  if (!agreement) throw new Error('test terms should be ready');
  return { doc, agreement };
}

describe('the executed loan', () => {
  it('puts each party on their side: a borrow request\'s initiator is the borrower', () => {
    const { doc, agreement } = fullySigned('borrow');
    const loan = newLoanDocument(doc, agreement, AT, null);
    expect(loan).toMatchObject({
      id: 'req1',
      loanRequestId: 'req1',
      status: 'active',
      borrowerCustomerId: MAYA.id,
      lenderCustomerId: DANIEL.id,
      borrower: { customerId: MAYA.id, role: 'borrower', firstName: 'Maya', email: MAYA.email },
      lender: { customerId: DANIEL.id, role: 'lender', firstName: 'Daniel' },
      partyIds: [DANIEL.id, MAYA.id],
      agreementSha256: agreement.agreementSha256, // the text both signed is the executed one
      executedDocument: null,
      executedAt: AT,
      serviceEnrollment: null,
      endDate: null,
      confirmedPayments: [],
      reminders: { lender: 'all', borrower: 'all' },
      end: null,
      eventCount: 1,
    });
    expect(loan.schedule).toEqual(buildSchedule(doc.loanProposalDetails));
    expect(loan.signatures.borrower.typedFullName).toBe('Maya Okafor');
    expect(loan.signatures.borrower).not.toHaveProperty('drawnSignaturePng');
    expect(loan.loanNotes).toEqual([{ id: 'executed', authorCustomerId: null, text: executedNoteText(AT), createdAt: AT }]);
    expect(executedNoteText(AT)).toBe('Agreement signed by both parties and executed on November 4, 2026.');
  });

  it('makes a lend request\'s initiator the lender', () => {
    const { doc, agreement } = fullySigned('lend');
    const loan = newLoanDocument(doc, agreement, AT, null);
    expect([loan.lenderCustomerId, loan.borrowerCustomerId]).toEqual([MAYA.id, DANIEL.id]);
    expect(loan.signatures.lender.typedFullName).toBe('Maya Okafor');
  });

  it('refuses a request without both signatures', () => {
    const { agreement } = fullySigned('borrow');
    expect(() => newLoanDocument(requestDoc(), agreement, AT, null)).toThrow(/without both signatures/);
  });

  it('answers with totals, the principal as balance and the first installment as next due', () => {
    const { doc, agreement } = fullySigned('borrow');
    const loan = newLoanDocument(doc, agreement, AT, null);
    const response = loanResponse({ loan, payments: [], notes: loan.loanNotes, today: '2026-11-20' }, 'lender');
    expect(response).toMatchObject({
      yourLoanRole: 'lender',
      balanceCents: 500_000,
      payments: [],
      reminders: { lender: 'all', borrower: 'all' },
      end: null,
    });
    expect(response.ledger).toMatchObject({ asOf: '2026-11-20', late: null, totals: { paidCents: 0, interestPaidCents: 0, principalPaidCents: 0 } });
    expect(response.ledger.installments).toHaveLength(12);
    expect(response.ledger.remaining).toEqual(loan.schedule);
    expect(response.totals).toEqual(scheduleTotals(loan.schedule));
    expect(response.nextDue).toEqual({ dueDate: '2027-02-01', amountCents: loan.schedule[0]?.paymentCents });
    expect(loanRoleOf(loan, MAYA.id)).toBe('borrower');
    expect(loanRoleOf(loan, 'someone')).toBeNull();
  });
});

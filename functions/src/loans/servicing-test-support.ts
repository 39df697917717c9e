// Test-only: a loan as finalize writes it, and payments as servicing stores them.
import { buildSchedule, type LoanPartySnapshot } from '@kinloan/domain';
import type { LoanDocument } from './loan-document';
import type { PaymentDocument } from './payment-document';
import { DANIEL, MAYA, READY_TERMS, signature } from './loan-test-support';

const AT = '2026-01-02T10:00:00.000Z';

/** $5,000.00 at 4% over 12 months, handed over 2026-01-05, first payment 2026-02-01. */
export const SERVICED_TERMS = { ...READY_TERMS, firstPaymentDate: '2026-02-01', disbursement: { method: 'bank-transfer' as const, date: '2026-01-05' } };

function party(customer: typeof MAYA, role: 'lender' | 'borrower'): LoanPartySnapshot {
  return { customerId: customer.id, role, firstName: customer.firstName, middleName: '', lastName: customer.lastName, email: customer.email };
}

export function servicedLoan(overrides: Partial<LoanDocument> = {}): LoanDocument {
  return {
    id: 'loan1',
    loanRequestId: 'loan1',
    status: 'active',
    terms: SERVICED_TERMS,
    lender: party(DANIEL, 'lender'),
    borrower: party(MAYA, 'borrower'),
    lenderCustomerId: DANIEL.id,
    borrowerCustomerId: MAYA.id,
    partyIds: [DANIEL.id, MAYA.id],
    schedule: buildSchedule(SERVICED_TERMS),
    agreementSha256: 'a'.repeat(64),
    signatures: { lender: signature({ signerCustomerId: DANIEL.id }), borrower: signature() },
    executedAt: AT,
    loanNotes: [],
    serviceEnrollment: null,
    endDate: null,
    confirmedPayments: [],
    reminders: { lender: 'all', borrower: 'all' },
    end: null,
    eventCount: 1,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function storedPayment(overrides: Partial<PaymentDocument> = {}): PaymentDocument {
  return {
    id: 'p000002',
    loanId: 'loan1',
    amountCents: 42_575,
    paidOn: '2026-02-01',
    method: 'zelle',
    note: null,
    status: 'confirmed',
    recordedBy: 'lender',
    recordedByCustomerId: DANIEL.id,
    disputeReason: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

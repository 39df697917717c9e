import {
  buildLedger,
  buildSchedule,
  payoffAmountCents,
  scheduleTotals,
  type CalendarDate,
  type LedgerTerms,
  type LoanPaymentResponse,
  type LoanResponse,
} from '@kinloan/domain';
import { DANIEL_DETAILS, MAYA_DETAILS, READY_TERMS } from '../loans/test-fixtures';

/**
 * Test data for the servicing screens: Maya (borrower) and Daniel (lender) on READY_TERMS
 * ($12,000 at 5% for 24 months from March 1, 2026), the ledger computed by the domain from
 * the confirmed payments, as the API computes it.
 */

export const LEDGER_TERMS: LedgerTerms = {
  principalCents: READY_TERMS.principalCents,
  annualRateBps: READY_TERMS.annualRateBps,
  termMonths: READY_TERMS.termMonths,
  firstPaymentDate: READY_TERMS.firstPaymentDate,
  loanStartDate: READY_TERMS.disbursement.date,
  extraPaymentMode: READY_TERMS.extraPaymentMode,
  lateFeeCents: READY_TERMS.lateFeeCents,
  lateFeeGraceDays: READY_TERMS.lateFeeGraceDays,
};

export const SCHEDULE = buildSchedule(LEDGER_TERMS);
export const MONTHLY = SCHEDULE[0]!.paymentCents;

export function payment(overrides: Partial<LoanPaymentResponse> = {}): LoanPaymentResponse {
  return {
    id: 'p000002',
    amountCents: MONTHLY,
    paidOn: '2026-03-01',
    method: 'zelle',
    note: null,
    status: 'pending-confirmation',
    recordedBy: 'borrower',
    createdAt: '2026-03-01T15:00:00.000Z',
    recordedByCustomerId: 'demo-maya',
    disputeReason: null,
    updatedAt: '2026-03-01T15:00:00.000Z',
    allocation: null,
    ...overrides,
  };
}

/**
 * The loan as GET /loans/{id} answers it on `today`, with `payments`; the confirmed ones are
 * applied (and get their allocation) exactly as the API applies them.
 */
export function servicedLoan(
  options: { today?: CalendarDate; payments?: LoanPaymentResponse[]; role?: 'lender' | 'borrower' } & Partial<LoanResponse> = {},
): LoanResponse {
  const { today = '2026-04-05', payments = [], role = 'borrower', ...overrides } = options;
  const confirmed = payments.filter((p) => p.status === 'confirmed');
  const ledger = buildLedger(LEDGER_TERMS, confirmed, today);
  const applied = new Map(ledger.payments.map((p) => [p.id, p]));
  const withAllocation = payments.map((p) => {
    const a = applied.get(p.id);
    return a
      ? {
          ...p,
          allocation: {
            interestCents: a.interestCents,
            principalCents: a.principalCents,
            extraPrincipalCents: a.extraPrincipalCents,
            balanceAfterCents: a.balanceAfterCents,
            cumulativeInterestCents: a.cumulativeInterestCents,
          },
        }
      : p;
  });
  return {
    executedDocument: null,
    id: 'loan1',
    loanRequestId: 'loan1',
    status: 'active',
    terms: READY_TERMS,
    lender: { customerId: 'demo-daniel', role: 'lender', firstName: 'Daniel', middleName: '', lastName: 'Okafor', email: DANIEL_DETAILS.email },
    borrower: { customerId: 'demo-maya', role: 'borrower', firstName: 'Maya', middleName: '', lastName: 'Okafor', email: MAYA_DETAILS.email },
    yourLoanRole: role,
    schedule: SCHEDULE,
    totals: scheduleTotals(SCHEDULE),
    balanceCents: ledger.balanceCents,
    nextDue: ledger.nextDue ? { dueDate: ledger.nextDue.dueDate, amountCents: ledger.nextDue.amountCents } : null,
    agreementSha256: 'ab'.repeat(32),
    executedAt: '2026-01-20T10:00:00.000Z',
    loanNotes: [{ id: 'executed', authorCustomerId: null, text: 'The loan was signed by both parties and finalized.', createdAt: '2026-01-20T10:00:00.000Z' }],
    payments: withAllocation,
    serviceEnrollment: null,
    endDate: null,
    reminders: { lender: 'all', borrower: 'all' },
    ledger: {
      asOf: today,
      installments: ledger.installments,
      remaining: ledger.remaining,
      totals: ledger.totals,
      late: ledger.late,
      chart: ledger.chart,
      payoffTodayCents: payoffAmountCents(ledger.position, today > ledger.position.accruedThrough ? today : ledger.position.accruedThrough),
    },
    end: null,
    payoffLetter: null,
    ...overrides,
  };
}

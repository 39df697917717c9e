import type { Firestore } from 'firebase-admin/firestore';
import {
  payoffAmountCents,
  scheduleTotals,
  type CalendarDate,
  type Ledger,
  type LoanLedgerResponse,
  type LoanNote,
  type LoanResponse,
  type LoanRole,
  type LoanSummaryResponse,
  type PaymentToConfirm,
} from '@kinloan/domain';
import type { LoanDocument } from './loan-document';
import { loadNotes } from './loan-notes';
import { loadPayments, paymentResponse, type PaymentDocument } from './payment-document';
import { endOf, ledgerOf, remindersOf, todayUtc } from './servicing-state';

/**
 * The loan as a party sees it: the agreement, the loan record computed from the confirmed
 * payments (balance, next due, late status, chart), every payment with its receipt, the
 * notes in order, reminders, the managed service and how it ended.
 */

export interface LoanView {
  readonly loan: LoanDocument;
  readonly payments: readonly PaymentDocument[];
  readonly notes: readonly LoanNote[];
  readonly today: CalendarDate;
}

export async function loadLoanView(db: Firestore, loan: LoanDocument, today: CalendarDate = todayUtc()): Promise<LoanView> {
  const [payments, notes] = await Promise.all([loadPayments(db, loan.id), loadNotes(db, loan)]);
  return { loan, payments, notes, today };
}

export function ledgerResponse(ledger: Ledger, today: CalendarDate): LoanLedgerResponse {
  const { position } = ledger;
  // A payment can't be dated before the last confirmed one, so the payoff starts from there.
  const payoffOn = today > position.accruedThrough ? today : position.accruedThrough;
  return {
    asOf: today,
    installments: ledger.installments,
    remaining: ledger.remaining,
    totals: ledger.totals,
    late: ledger.late,
    chart: ledger.chart,
    payoffTodayCents: payoffAmountCents(position, payoffOn),
  };
}

function nextDueOf(loan: LoanDocument, ledger: Ledger): LoanResponse['nextDue'] {
  return loan.status === 'active' && ledger.nextDue ? { dueDate: ledger.nextDue.dueDate, amountCents: ledger.nextDue.amountCents } : null;
}

/** What the full answer and the dashboard's summary both say about a loan. */
function loanFields(loan: LoanDocument, ledger: Ledger, yourLoanRole: LoanRole) {
  return {
    id: loan.id,
    loanRequestId: loan.loanRequestId,
    status: loan.status,
    terms: loan.terms,
    lender: loan.lender,
    borrower: loan.borrower,
    yourLoanRole,
    totals: scheduleTotals(loan.schedule),
    balanceCents: ledger.balanceCents,
    nextDue: nextDueOf(loan, ledger),
    agreementSha256: loan.agreementSha256,
    executedDocument: loan.executedDocument ?? null,
    executedAt: loan.executedAt,
    serviceEnrollment: loan.serviceEnrollment,
    endDate: loan.endDate,
    reminders: remindersOf(loan),
    end: endOf(loan),
    payoffLetter: loan.payoffLetter ?? null,
  };
}

export function loanResponse(view: LoanView, yourLoanRole: LoanRole): LoanResponse {
  const { loan, today } = view;
  const ledger = ledgerOf(loan, today);
  return {
    ...loanFields(loan, ledger, yourLoanRole),
    schedule: loan.schedule,
    loanNotes: view.notes,
    payments: view.payments.map((payment) => paymentResponse(payment, ledger)),
    ledger: ledgerResponse(ledger, today),
  };
}

/**
 * The dashboard's line for a loan, from the loan document and what it keeps of its payments:
 * no payment, note or ledger is read or sent.
 */
export function loanSummaryResponse(
  loan: LoanDocument,
  paymentsToConfirm: readonly PaymentToConfirm[],
  yourLoanRole: LoanRole,
  today: CalendarDate,
): LoanSummaryResponse {
  return {
    ...loanFields(loan, ledgerOf(loan, today), yourLoanRole),
    paymentsToConfirm: loan.status === 'active' ? paymentsToConfirm : [],
  };
}

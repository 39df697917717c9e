import { addCalendarDays, daysBetween, type CalendarDate } from '../dates';
import type { Cents } from '../money';
import type { BasisPoints } from '../rates';
import {
  allocatePayment,
  isPaidOff,
  nextDueDate,
  openLoanPosition,
  recomputeSchedule,
  type LoanPosition,
  type ReamortizationMode,
} from './allocation';
import { buildSchedule, type Installment } from './amortization';

/**
 * The loan record: the original schedule beside what was actually paid, derived from the
 * agreed terms and the confirmed payments alone. Nothing here is stored, so the ledger, the
 * CSV, the chart and the reminders can never disagree with each other.
 */

export interface LedgerTerms {
  readonly principalCents: Cents;
  readonly annualRateBps: BasisPoints;
  readonly termMonths: number;
  readonly firstPaymentDate: CalendarDate;
  /** When the money was handed over: interest runs from here. */
  readonly loanStartDate: CalendarDate;
  readonly extraPaymentMode: ReamortizationMode;
  readonly lateFeeCents: Cents;
  readonly lateFeeGraceDays: number;
}

export interface LedgerPayment {
  readonly id: string;
  readonly amountCents: Cents;
  readonly paidOn: CalendarDate;
}

export interface AppliedPayment extends LedgerPayment {
  readonly interestCents: Cents;
  readonly principalCents: Cents;
  /** Principal beyond what the schedule asked for by that date. */
  readonly extraPrincipalCents: Cents;
  readonly balanceAfterCents: Cents;
  readonly cumulativeInterestCents: Cents;
}

export type InstallmentStatus = 'paid' | 'partly-paid' | 'due' | 'late' | 'upcoming';

export interface LedgerInstallment {
  readonly number: number;
  readonly dueDate: CalendarDate;
  /** The row of the schedule as agreed. */
  readonly scheduled: Installment;
  /**
   * What this installment asks for in full as things stand: for one completed, what it took;
   * for one still open, its row of `remaining` (the agreed payment, or the re-levelled one
   * after extra principal in 'keep-term-lower-payment' mode; the last one takes the remainder);
   * 0 for one the loan no longer reaches because extra principal paid it down sooner. Reminders,
   * the calendar, the CSV and the page all ask for this figure, so none names another.
   */
  readonly dueCents: Cents;
  /** Credited toward this installment (extra principal is shown on the payment, not here). */
  readonly paidCents: Cents;
  /** The date of the payment that completed it. */
  readonly paidOn: CalendarDate | null;
  readonly status: InstallmentStatus;
}

export interface Ledger {
  readonly payments: readonly AppliedPayment[];
  readonly installments: readonly LedgerInstallment[];
  readonly position: LoanPosition;
  readonly balanceCents: Cents;
  /** The rest of the schedule from today's position, if each installment is paid on time. */
  readonly remaining: readonly Installment[];
  readonly nextDue: { readonly number: number; readonly dueDate: CalendarDate; readonly amountCents: Cents } | null;
  /** The earliest installment unpaid past its grace period. */
  readonly late: { readonly number: number; readonly dueDate: CalendarDate; readonly daysLate: number; readonly lateFeeCents: Cents } | null;
  readonly totals: { readonly paidCents: Cents; readonly interestPaidCents: Cents; readonly principalPaidCents: Cents };
  /** Balance and cumulative interest at the start and after each payment, for the chart. */
  readonly chart: readonly { readonly date: CalendarDate; readonly balanceCents: Cents; readonly cumulativeInterestCents: Cents }[];
}

/** An open installment the loan no longer reaches: extra principal ends it sooner if paid as scheduled. */
export function installmentNotReached(row: Pick<LedgerInstallment, 'status' | 'dueCents'>): boolean {
  return row.status !== 'paid' && row.dueCents === 0;
}

/** Payments in the order they are applied: by date, then by id, so the order is stable. */
export function paymentOrder(a: LedgerPayment, b: LedgerPayment): number {
  return a.paidOn === b.paidOn ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.paidOn < b.paidOn ? -1 : 1;
}

export function buildLedger(terms: LedgerTerms, confirmedPayments: readonly LedgerPayment[], today: CalendarDate): Ledger {
  const schedule = buildSchedule(terms);
  let position = openLoanPosition(terms);
  const paidToward = new Map<number, Cents>();
  const completedOn = new Map<number, CalendarDate>();
  const applied: AppliedPayment[] = [];
  const chart: Ledger['chart'][number][] = [{ date: terms.loanStartDate, balanceCents: terms.principalCents, cumulativeInterestCents: 0 }];
  let cumulativeInterestCents = 0;

  for (const payment of [...confirmedPayments].sort(paymentOrder)) {
    const before = position;
    const allocation = allocatePayment(before, payment, terms.extraPaymentMode);
    position = allocation.newPosition;
    creditInstallments(before, position, payment, paidToward, completedOn);
    cumulativeInterestCents += allocation.interestCents;
    applied.push({
      ...payment,
      interestCents: allocation.interestCents,
      principalCents: allocation.principalCents,
      extraPrincipalCents: allocation.extraPrincipalCents,
      balanceAfterCents: position.principalBalanceCents,
      cumulativeInterestCents,
    });
    chart.push({ date: payment.paidOn, balanceCents: position.principalBalanceCents, cumulativeInterestCents });
  }

  const paidOff = isPaidOff(position);
  const remaining = recomputeSchedule(position, terms.extraPaymentMode);
  // remaining's first row is what is left of the next installment, after what was paid toward it.
  const stillDue = new Map(remaining.map((row) => [row.number, row.paymentCents]));
  const installments = schedule.map((row): LedgerInstallment => {
    const paidOn = completedOn.get(row.number) ?? null;
    const paidCents = paidToward.get(row.number) ?? 0;
    const dueCents = paidOn || paidOff ? paidCents : paidCents + (stillDue.get(row.number) ?? 0);
    return {
      number: row.number,
      dueDate: row.dueDate,
      scheduled: row,
      dueCents,
      paidCents,
      paidOn,
      status: statusOf(row, paidOn, paidCents, paidOff, today, terms.lateFeeGraceDays),
    };
  });

  const nextRow = remaining[0];
  const nextDate = nextDueDate(position);
  const lateRow = installments.find((row) => row.status === 'late');
  return {
    payments: applied,
    installments,
    position,
    balanceCents: position.principalBalanceCents,
    remaining,
    nextDue: nextRow && nextDate ? { number: nextRow.number, dueDate: nextDate, amountCents: nextRow.paymentCents } : null,
    late: lateRow
      ? { number: lateRow.number, dueDate: lateRow.dueDate, daysLate: daysBetween(lateRow.dueDate, today), lateFeeCents: terms.lateFeeCents }
      : null,
    totals: {
      paidCents: applied.reduce((sum, p) => sum + p.amountCents, 0),
      interestPaidCents: cumulativeInterestCents,
      principalPaidCents: terms.principalCents - position.principalBalanceCents,
    },
    chart,
  };
}

/**
 * Spreads what a payment credited across installments the way allocation counted it: the
 * rest of the current one, whole ones after it, and a part of the next. A payoff completes all.
 */
function creditInstallments(
  before: LoanPosition,
  after: LoanPosition,
  payment: LedgerPayment,
  paidToward: Map<number, Cents>,
  completedOn: Map<number, CalendarDate>,
): void {
  const { paidOn } = payment;
  const add = (n: number, amount: Cents) => paidToward.set(n, (paidToward.get(n) ?? 0) + amount);
  if (isPaidOff(after)) {
    // The payoff settles every installment left; each is credited up to a regular payment, the last the rest.
    let left = payment.amountCents;
    for (let n = before.nextInstallmentNumber; n <= before.termMonths; n += 1) {
      const room = before.scheduledPaymentCents - (n === before.nextInstallmentNumber ? before.paidTowardNextCents : 0);
      const credit = n === before.termMonths ? left : Math.min(left, Math.max(0, room));
      add(n, credit);
      left -= credit;
      completedOn.set(n, paidOn);
    }
    return;
  }
  if (after.nextInstallmentNumber === before.nextInstallmentNumber) {
    add(before.nextInstallmentNumber, after.paidTowardNextCents - before.paidTowardNextCents);
    return;
  }
  for (let n = before.nextInstallmentNumber; n < after.nextInstallmentNumber; n += 1) {
    add(n, n === before.nextInstallmentNumber ? before.scheduledPaymentCents - before.paidTowardNextCents : before.scheduledPaymentCents);
    completedOn.set(n, paidOn);
  }
  if (after.paidTowardNextCents > 0) add(after.nextInstallmentNumber, after.paidTowardNextCents);
}

function statusOf(
  row: Installment,
  paidOn: CalendarDate | null,
  paidCents: Cents,
  paidOff: boolean,
  today: CalendarDate,
  graceDays: number,
): InstallmentStatus {
  if (paidOn || paidOff) return 'paid';
  if (row.dueDate > today) return paidCents > 0 ? 'partly-paid' : 'upcoming';
  if (today > addCalendarDays(row.dueDate, graceDays)) return 'late';
  return paidCents > 0 ? 'partly-paid' : 'due';
}

import { addCalendarMonths, isCalendarDate, type CalendarDate } from '../dates';
import { cents, formatUsd, type Cents } from '../money';
import type { BasisPoints } from '../rates';
import { LoanTermsError, monthlyPaymentCents, buildSchedule, type Installment, type LoanTerms } from './amortization';
import { interestForMonthsCents, levelPaymentCents } from './interest';
import { dueDateOf, monthsBetween } from './periods';

/**
 * Interest accrual convention. Interest periods run from one due date to the next (the first
 * from the loan start to the first due date); a whole period accrues balance · r, and a partial
 * period accrues balance · r · (days elapsed in it / days in that period). Interest accrues on
 * principal only, and what accrues between two payments is rounded to the cent once, when the
 * later one is allocated — so paying the scheduled amount on each due date reproduces the
 * schedule to the cent.
 */

/** 'keep-payment-shorten-term': extra principal ends the loan sooner (the default).
 *  'keep-term-lower-payment': extra principal re-levels the payment over the remaining term. */
export type ReamortizationMode = 'keep-payment-shorten-term' | 'keep-term-lower-payment';

/**
 * Where a loan stands after the payments so far. Immutable: allocation returns a new one.
 * A position can be stored as is (all fields are JSON numbers and 'YYYY-MM-DD' strings).
 */
export interface LoanPosition {
  /** Principal still owed. Unpaid interest is never added to it: no interest on interest. */
  readonly principalBalanceCents: Cents;
  /** Interest accrued up to `accruedThrough` that a short payment left unpaid; owed before principal. */
  readonly unpaidInterestCents: Cents;
  /** Interest has been accrued (paid, or recorded as unpaid) up to this date. */
  readonly accruedThrough: CalendarDate;
  readonly annualRateBps: BasisPoints;
  /** The level payment in force; only 'keep-term-lower-payment' changes it. */
  readonly scheduledPaymentCents: Cents;
  /** The due-date anchor: installment n is due n − 1 calendar months after it. */
  readonly firstPaymentDate: CalendarDate;
  /** Disbursement; the first interest period runs from here to firstPaymentDate. */
  readonly loanStartDate: CalendarDate;
  /** The agreed number of installments; the last one is the maturity and takes the remainder. */
  readonly termMonths: number;
  /** The earliest installment not yet fully paid; termMonths + 1 once the loan is paid off. */
  readonly nextInstallmentNumber: number;
  /** Already paid toward that installment by payments smaller than it. */
  readonly paidTowardNextCents: Cents;
}

export interface Payment {
  readonly amountCents: Cents;
  readonly paidOn: CalendarDate;
}

export interface Allocation {
  readonly interestCents: Cents;
  /** Includes extraPrincipalCents. interestCents + principalCents is always the amount paid. */
  readonly principalCents: Cents;
  /** The part of the payment beyond what was due by paidOn (at least the next installment). */
  readonly extraPrincipalCents: Cents;
  readonly newPosition: LoanPosition;
}

export type PaymentField = 'amountCents' | 'paidOn';

export class PaymentError extends Error {
  override readonly name: string = 'PaymentError';
  constructor(
    readonly field: PaymentField,
    message: string,
  ) {
    super(message);
  }
}

/** Paying more than everything owed is refused; the caller can offer exactly payoffCents. */
export class PayoffExceededError extends PaymentError {
  override readonly name = 'PayoffExceededError';
  constructor(
    readonly payoffCents: Cents,
    readonly onDate: CalendarDate,
  ) {
    super('amountCents', `The payoff amount on ${onDate} is ${formatUsd(payoffCents)}`);
  }
}

export interface OpenLoanInput extends LoanTerms {
  /** Defaults to one month before firstPaymentDate, so the first period is a whole month. */
  readonly loanStartDate?: CalendarDate;
}

/** The position of a newly disbursed loan; throws LoanTermsError for terms we do not schedule. */
export function openLoanPosition(input: OpenLoanInput): LoanPosition {
  buildSchedule(input);
  const loanStartDate = input.loanStartDate ?? addCalendarMonths(input.firstPaymentDate, -1);
  if (!isCalendarDate(loanStartDate) || loanStartDate >= input.firstPaymentDate) {
    throw new LoanTermsError('loanStartDate', `loanStartDate must be a YYYY-MM-DD date before ${input.firstPaymentDate}; got ${String(loanStartDate)}.`);
  }
  return {
    principalBalanceCents: input.principalCents,
    unpaidInterestCents: 0,
    accruedThrough: loanStartDate,
    annualRateBps: input.annualRateBps,
    scheduledPaymentCents: monthlyPaymentCents(input.principalCents, input.annualRateBps, input.termMonths),
    firstPaymentDate: input.firstPaymentDate,
    loanStartDate,
    termMonths: input.termMonths,
    nextInstallmentNumber: 1,
    paidTowardNextCents: 0,
  };
}

export function isPaidOff(position: LoanPosition): boolean {
  return position.principalBalanceCents === 0 && position.unpaidInterestCents === 0;
}

/** The due date of the earliest installment not fully paid, or null once the loan is repaid. */
export function nextDueDate(position: LoanPosition): CalendarDate | null {
  return isPaidOff(position) ? null : dueDateOf(position.firstPaymentDate, position.nextInstallmentNumber);
}

function requireNotBeforeAccrual(position: LoanPosition, onDate: CalendarDate): void {
  if (!isCalendarDate(onDate)) throw new PaymentError('paidOn', `paidOn must be a YYYY-MM-DD date; got ${String(onDate)}.`);
  if (onDate < position.accruedThrough) {
    throw new PaymentError('paidOn', `Interest is already settled through ${position.accruedThrough}; a payment cannot be dated ${onDate}.`);
  }
}

/** All interest owed on `onDate`: any left unpaid plus what accrued since `accruedThrough`. */
export function accruedInterestCents(position: LoanPosition, onDate: CalendarDate): Cents {
  requireNotBeforeAccrual(position, onDate);
  const months = monthsBetween(position, position.accruedThrough, onDate);
  return position.unpaidInterestCents + interestForMonthsCents(position.principalBalanceCents, position.annualRateBps, months);
}

/** What clears the loan on `onDate`: principal plus all interest owed that day. */
export function payoffAmountCents(position: LoanPosition, onDate: CalendarDate): Cents {
  return position.principalBalanceCents + accruedInterestCents(position, onDate);
}

/**
 * What the schedule asks for by `paidOn`: every uncovered installment due by then (at least the
 * next one, for early payments), less what was already paid toward them. Once the final
 * installment is among them that is the payoff, so nothing counts as extra.
 */
function amountDueCents(position: LoanPosition, paidOn: CalendarDate, payoffCents: Cents): Cents {
  let due = 0;
  let installment = position.nextInstallmentNumber;
  do {
    if (installment >= position.termMonths) return payoffCents;
    due += position.scheduledPaymentCents;
    installment += 1;
  } while (dueDateOf(position.firstPaymentDate, installment) <= paidOn);
  return Math.max(0, due - position.paidTowardNextCents);
}

/** Advances past the installments a payment completes; the final one completes only at payoff. */
function coverInstallments(position: LoanPosition, credited: Cents): { next: number; paidToward: Cents } {
  let credit = position.paidTowardNextCents + credited;
  let next = position.nextInstallmentNumber;
  while (next < position.termMonths && credit >= position.scheduledPaymentCents) {
    credit -= position.scheduledPaymentCents;
    next += 1;
  }
  return { next, paidToward: credit };
}

/**
 * Splits a payment into interest (all interest owed first, including any left unpaid) and
 * principal. A payment short of the interest owed leaves the rest as unpaidInterestCents — never
 * capitalized. In 'keep-term-lower-payment' mode a payment with extra principal re-levels the
 * scheduled payment over the installments left; otherwise the payment stays and the loan ends sooner.
 */
export function allocatePayment(
  position: LoanPosition,
  payment: Payment,
  mode: ReamortizationMode = 'keep-payment-shorten-term',
): Allocation {
  const { amountCents, paidOn } = payment;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new PaymentError('amountCents', `amountCents must be a positive whole number of cents; got ${amountCents}.`);
  }
  const interestOwed = accruedInterestCents(position, paidOn);
  const payoffCents = position.principalBalanceCents + interestOwed;
  if (amountCents > payoffCents) throw new PayoffExceededError(payoffCents, paidOn);

  const interestCents = Math.min(amountCents, interestOwed);
  const principalCents = amountCents - interestCents;
  const dueCents = amountDueCents(position, paidOn, payoffCents);
  const extraPrincipalCents = Math.min(principalCents, Math.max(0, amountCents - dueCents));
  const principalBalanceCents = cents(position.principalBalanceCents - principalCents);
  const unpaidInterestCents = interestOwed - interestCents;

  const paidOff = principalBalanceCents === 0;
  const covered = paidOff
    ? { next: position.termMonths + 1, paidToward: 0 }
    : coverInstallments(position, Math.min(amountCents, dueCents));
  const releveled = mode === 'keep-term-lower-payment' && extraPrincipalCents > 0 && !paidOff;

  return {
    interestCents,
    principalCents,
    extraPrincipalCents,
    newPosition: {
      ...position,
      principalBalanceCents,
      unpaidInterestCents,
      accruedThrough: paidOn,
      scheduledPaymentCents: releveled
        ? levelPaymentCents(principalBalanceCents, position.annualRateBps, position.termMonths - covered.next + 1)
        : position.scheduledPaymentCents,
      nextInstallmentNumber: covered.next,
      paidTowardNextCents: covered.paidToward,
    },
  };
}

/**
 * The installments still to pay, from the next one due, if each is paid in full on its due date
 * (or today, for one already overdue). Interest per row follows the accrual convention, so a
 * fresh position gives exactly buildSchedule's rows. A row never pays less than the interest it
 * owes (no capitalization) and the final row — the maturity, or earlier once the level payment
 * clears the balance — takes the remainder, ending at exactly 0.
 */
export function recomputeSchedule(
  position: LoanPosition,
  mode: ReamortizationMode = 'keep-payment-shorten-term',
): Installment[] {
  if (isPaidOff(position)) return [];
  const first = position.nextInstallmentNumber;
  const last = Math.max(first, position.termMonths);
  const paymentCents =
    mode === 'keep-term-lower-payment'
      ? levelPaymentCents(position.principalBalanceCents, position.annualRateBps, last - first + 1)
      : position.scheduledPaymentCents;

  const rows: Installment[] = [];
  let balanceCents = position.principalBalanceCents;
  let unpaidInterest = position.unpaidInterestCents;
  let paidToward = position.paidTowardNextCents;
  let from = position.accruedThrough;
  for (let number = first; number <= last && (balanceCents > 0 || unpaidInterest > 0); number += 1) {
    const dueDate = dueDateOf(position.firstPaymentDate, number);
    const accrueTo = dueDate > from ? dueDate : from;
    const interestCents =
      unpaidInterest + interestForMonthsCents(balanceCents, position.annualRateBps, monthsBetween(position, from, accrueTo));
    const owedThisRow = Math.max(0, paymentCents - paidToward);
    const principalCents = number === last ? balanceCents : Math.min(balanceCents, Math.max(0, owedThisRow - interestCents));
    balanceCents -= principalCents;
    rows.push({ number, dueDate, paymentCents: interestCents + principalCents, interestCents, principalCents, balanceCents });
    unpaidInterest = 0;
    paidToward = 0;
    from = accrueTo;
  }
  return rows;
}

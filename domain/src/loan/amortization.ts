import { isCalendarDate, type CalendarDate } from '../dates';
import { cents, formatUsd, type Cents } from '../money';
import { formatPercent, type BasisPoints } from '../rates';
import { levelPaymentCents, monthInterestCents } from './interest';
import { LOAN_LIMITS } from './limits';
import { dueDateOf } from './periods';

export { dueDateOf } from './periods';

export interface LoanTerms {
  readonly principalCents: Cents;
  readonly annualRateBps: BasisPoints;
  readonly termMonths: number;
  /** Anchor of every due date; installment n is due n − 1 calendar months later. */
  readonly firstPaymentDate: CalendarDate;
}

export interface Installment {
  /** 1-based. */
  readonly number: number;
  readonly dueDate: CalendarDate;
  readonly paymentCents: Cents;
  readonly interestCents: Cents;
  readonly principalCents: Cents;
  /** Principal still owed after this installment. */
  readonly balanceCents: Cents;
}

export interface ScheduleTotals {
  readonly totalPaidCents: Cents;
  readonly totalInterestCents: Cents;
  readonly totalPrincipalCents: Cents;
}

export type LoanTermsField = keyof LoanTerms | 'loanStartDate';

/** Terms Kinloan will not schedule; `field` names the input to fix, `message` says how. */
export class LoanTermsError extends Error {
  override readonly name = 'LoanTermsError';
  constructor(
    readonly field: LoanTermsField,
    message: string,
  ) {
    super(message);
  }
}

function requireWhole(field: LoanTermsField, value: number, min: number, max: number, range: string): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new LoanTermsError(field, `${field} must be a whole number ${range}; got ${value}.`);
  }
}

function validateAmounts(principalCents: Cents, annualRateBps: BasisPoints, termMonths: number): void {
  const l = LOAN_LIMITS;
  requireWhole('principalCents', principalCents, l.minPrincipalCents, l.maxPrincipalCents,
    `of cents from ${l.minPrincipalCents} (${formatUsd(l.minPrincipalCents)}) to ${l.maxPrincipalCents} (${formatUsd(l.maxPrincipalCents)})`);
  requireWhole('annualRateBps', annualRateBps, l.minAnnualRateBps, l.maxAnnualRateBps,
    `of basis points from ${l.minAnnualRateBps} to ${l.maxAnnualRateBps} (${formatPercent(l.maxAnnualRateBps)})`);
  requireWhole('termMonths', termMonths, l.minTermMonths, l.maxTermMonths,
    `of months from ${l.minTermMonths} to ${l.maxTermMonths}`);
}

/** The level monthly payment for new loan terms; throws LoanTermsError outside LOAN_LIMITS. */
export function monthlyPaymentCents(principalCents: Cents, annualRateBps: BasisPoints, termMonths: number): Cents {
  validateAmounts(principalCents, annualRateBps, termMonths);
  return levelPaymentCents(principalCents, annualRateBps, termMonths);
}

/**
 * The full schedule for new terms. Each month's interest is round(balance · r) and the rest of
 * the level payment is principal; the last installment is whatever balance remains plus its
 * interest, so the balance ends at exactly 0 whatever the rounding did along the way.
 *
 * Refuses terms so small for their length that the rounded payment would clear the balance
 * before the last month (e.g. $1.00 over 40 months at 0% rounds to 3¢ a month): such a schedule
 * would not have the agreed number of installments.
 */
export function buildSchedule(terms: LoanTerms): Installment[] {
  const { principalCents, annualRateBps, termMonths, firstPaymentDate } = terms;
  const paymentCents = monthlyPaymentCents(principalCents, annualRateBps, termMonths);
  if (!isCalendarDate(firstPaymentDate)) {
    throw new LoanTermsError('firstPaymentDate', `firstPaymentDate must be a YYYY-MM-DD date; got ${String(firstPaymentDate)}.`);
  }
  if (!isCalendarDate(dueDateOf(firstPaymentDate, termMonths))) {
    throw new LoanTermsError('firstPaymentDate', `The last installment of a loan starting ${firstPaymentDate} would fall outside the supported calendar.`);
  }
  if (paymentCents === 0) {
    throw new LoanTermsError(
      'termMonths',
      `${formatUsd(principalCents)} over ${termMonths} months is less than a cent a month; choose a shorter term or a larger amount.`,
    );
  }
  const schedule: Installment[] = [];
  let balanceCents = principalCents;
  for (let number = 1; number <= termMonths; number += 1) {
    const interestCents = monthInterestCents(balanceCents, annualRateBps);
    const isLast = number === termMonths;
    const principalPart = isLast ? balanceCents : paymentCents - interestCents;
    if (!isLast && principalPart >= balanceCents) {
      throw new LoanTermsError(
        'termMonths',
        `A payment of ${formatUsd(paymentCents)} would repay ${formatUsd(principalCents)} before month ${termMonths}; choose a shorter term or a larger amount.`,
      );
    }
    balanceCents = cents(balanceCents - principalPart);
    schedule.push({
      number,
      dueDate: dueDateOf(firstPaymentDate, number),
      paymentCents: interestCents + principalPart,
      interestCents,
      principalCents: principalPart,
      balanceCents,
    });
  }
  refuseBalloon(terms, paymentCents, schedule[schedule.length - 1]?.paymentCents ?? 0);
  return schedule;
}

/**
 * Cent rounding of the payment drifts, and the last installment absorbs the drift: normally a
 * few cents, a few dollars on a 40-year loan. But where the payment barely exceeds a month's
 * interest (36% over 480 months: $300.0002 on $10,000), rounding leaves 479 interest-only
 * payments and a final payment of the whole principal. No whole-cent payment fits such terms
 * (one cent more repays the loan years early), so they are refused rather than scheduled.
 */
function refuseBalloon(terms: LoanTerms, paymentCents: Cents, lastPaymentCents: Cents): void {
  const toleranceCents = Math.max(MAX_FINAL_PAYMENT_DRIFT_CENTS, Math.ceil(paymentCents * MAX_FINAL_PAYMENT_DRIFT_SHARE));
  if (lastPaymentCents - paymentCents <= toleranceCents) return;
  throw new LoanTermsError(
    'termMonths',
    `At ${formatPercent(terms.annualRateBps)} over ${terms.termMonths} months the monthly payment of ${formatUsd(paymentCents)} ` +
      `barely covers the interest, so the last payment would be ${formatUsd(lastPaymentCents)}. Choose a shorter term or a lower rate.`,
  );
}

/** How far the last payment may exceed the regular one: the larger of $1.00 and 10%. */
const MAX_FINAL_PAYMENT_DRIFT_CENTS = 100;
const MAX_FINAL_PAYMENT_DRIFT_SHARE = 0.1;

export function scheduleTotals(schedule: readonly Installment[]): ScheduleTotals {
  let totalPaidCents = 0;
  let totalInterestCents = 0;
  let totalPrincipalCents = 0;
  for (const row of schedule) {
    totalPaidCents += row.paymentCents;
    totalInterestCents += row.interestCents;
    totalPrincipalCents += row.principalCents;
  }
  return {
    totalPaidCents: cents(totalPaidCents),
    totalInterestCents: cents(totalInterestCents),
    totalPrincipalCents: cents(totalPrincipalCents),
  };
}

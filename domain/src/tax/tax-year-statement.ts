import { addCalendarDays, daysBetween, formatLongDate, type CalendarDate } from '../dates';
import { divideRoundHalfAwayFromZero, formatUsd, type Cents } from '../money';
import { formatPercent, type BasisPoints } from '../rates';
import { buildLedger, type AppliedPayment, type LedgerPayment, type LedgerTerms } from '../loan/ledger';
import type { LoanStatus } from '../loan/loan-machine';
import { AFR_TABLE, type AfrRow } from './afr-table';
import { imputedInterestWarning, IMPUTED_INTEREST_DE_MINIMIS_CENTS, type AfrTermClass } from './imputed-interest';

/**
 * A loan's figures for one calendar year, for both parties' records: what the ledger applied
 * to interest and principal in the year, the balances at its edges, the late fees the agreement
 * allowed, and (for a below-market loan over $10,000) the year's forgone interest under
 * IRC §7872. Every money figure comes from `buildLedger`, so the statement cannot disagree with
 * the loan record, its CSV or its chart.
 */

/** The $100,000 exception of §7872(d)(1), named on every statement that shows forgone interest. */
export const NET_INVESTMENT_INCOME_EXCEPTION_CENTS: Cents = 10_000_000;

export const NO_TAX_ADVICE =
  'This statement is a record of your loan, not tax advice. Kinloan does not prepare tax returns; ' +
  'ask a tax professional how these figures apply to you.';

export const LATE_FEE_NOTE =
  'Kinloan applies every payment to interest first and then principal; late fees are not taken out of payments. ' +
  'The late fees shown are what the agreement allowed for installments still unpaid when their grace period ended this year.';

export interface TaxYearLoanEnd {
  readonly status: Exclude<LoanStatus, 'active'>;
  readonly endDate: CalendarDate;
  /** Principal and interest owed on the end date (forgiven, or settled outside the ledger). */
  readonly balanceAtEndCents: Cents;
}

export interface TaxYearStatementInput {
  readonly terms: LedgerTerms;
  readonly confirmedPayments: readonly LedgerPayment[];
  readonly year: number;
  readonly today: CalendarDate;
  readonly end: TaxYearLoanEnd | null;
}

export interface LateFeeApplied {
  readonly installmentNumber: number;
  readonly dueDate: CalendarDate;
  /** The first day past the grace period, on which the fee applied. */
  readonly appliedOn: CalendarDate;
  readonly feeCents: Cents;
}

export interface ForgoneInterest {
  readonly afrBps: BasisPoints;
  readonly termClass: AfrTermClass;
  /** 'YYYY-MM' of the AFR row used: the latest in the table at or before the hand-over month. */
  readonly afrMonth: string;
  readonly source: string;
  /** The days counted: from the later of 1 January and the loan's start, up to and including `through`. */
  readonly from: CalendarDate;
  readonly through: CalendarDate;
  readonly daysInYear: 365 | 366;
  /** Interest at the AFR on each day's balance, less interest at the loan's own rate. */
  readonly forgoneInterestCents: Cents;
  readonly explanation: string;
}

export interface TaxYearStatement {
  readonly year: number;
  /** Years this loan has a statement for, oldest first. */
  readonly years: readonly number[];
  /** The last day the figures cover: 31 December, or today for the year in progress. */
  readonly through: CalendarDate;
  readonly complete: boolean;
  /** The day the money was handed over, when it falls in this year. */
  readonly loanMadeOn: CalendarDate | null;
  readonly principalLentCents: Cents;
  readonly annualRateBps: BasisPoints;
  readonly openingBalanceCents: Cents;
  readonly closingBalanceCents: Cents;
  readonly interestCents: Cents;
  readonly principalCents: Cents;
  readonly extraPrincipalCents: Cents;
  readonly paidCents: Cents;
  readonly lateFeesCents: Cents;
  readonly lateFees: readonly LateFeeApplied[];
  readonly payments: readonly AppliedPayment[];
  /** When the loan ended in this year: how, and what was still owed then. */
  readonly ended: TaxYearLoanEnd | null;
  readonly forgoneInterest: ForgoneInterest | null;
}

export type TaxYearRefusal = { readonly field: 'year'; readonly message: string };

const yearOf = (date: CalendarDate): number => Number(date.slice(0, 4));

/** From the year the money was handed over to the current year, or the year the loan ended. */
export function statementYears(loanStartDate: CalendarDate, today: CalendarDate, end: Pick<TaxYearLoanEnd, 'endDate'> | null): number[] {
  const first = yearOf(loanStartDate);
  const last = Math.max(first, yearOf(end ? end.endDate : today));
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/**
 * Null when `given` (a path's text, or a number) is one of the loan's years; otherwise the
 * refusal in the spec's style, naming `year` and the years there are.
 */
export function taxYearRefusal(given: string | number, years: readonly number[]): TaxYearRefusal | null {
  const text = String(given);
  if (/^\d{4}$/.test(text) && years.includes(Number(text))) return null;
  const range = years.length === 1 ? `${years[0]}` : `${years[0]} to ${years.at(-1)}`;
  return { field: 'year', message: `year must be a year of this loan (${range}); got ${JSON.stringify(text).slice(1, -1) || 'nothing'}.` };
}

export function buildTaxYearStatement(input: TaxYearStatementInput, afrTable: readonly AfrRow[] = AFR_TABLE): TaxYearStatement {
  const { terms, year, today, end } = input;
  const years = statementYears(terms.loanStartDate, today, end);
  const refusal = taxYearRefusal(year, years);
  if (refusal) throw new RangeError(refusal.message);

  const firstDay = `${year}-01-01`;
  const lastDay = `${year}-12-31`;
  const through = today < lastDay ? today : lastDay;
  const ledger = buildLedger(terms, input.confirmedPayments, today);
  const inYear = ledger.payments.filter((payment) => payment.paidOn >= firstDay && payment.paidOn <= lastDay);
  const balanceAfter = (payments: readonly AppliedPayment[], fallback: Cents) => payments.at(-1)?.balanceAfterCents ?? fallback;
  const before = ledger.payments.filter((payment) => payment.paidOn < firstDay);
  const madeBefore = terms.loanStartDate < firstDay;
  const endedBefore = end !== null && end.endDate < firstDay;
  const endedThisYear = end !== null && yearOf(end.endDate) === year ? end : null;

  const openingBalanceCents = madeBefore && !endedBefore ? balanceAfter(before, terms.principalCents) : 0;
  const ledgerClosing = balanceAfter([...before, ...inYear], terms.principalCents);
  const lateFees = lateFeesIn(ledger.installments, terms, firstDay, endedThisYear ? dayBefore(endedThisYear.endDate, through) : through);
  const sum = (pick: (payment: AppliedPayment) => Cents) => inYear.reduce((total, payment) => total + pick(payment), 0);

  return {
    year,
    years,
    through,
    complete: through === lastDay,
    loanMadeOn: madeBefore ? null : terms.loanStartDate,
    principalLentCents: terms.principalCents,
    annualRateBps: terms.annualRateBps,
    openingBalanceCents,
    // A loan ended as forgiven or otherwise is owed nothing more, whatever the ledger last showed.
    // Nothing is owed before the money is handed over (a loan signed ahead of its hand-over date).
    closingBalanceCents: endedThisYear || terms.loanStartDate > through ? 0 : ledgerClosing,
    interestCents: sum((payment) => payment.interestCents),
    principalCents: sum((payment) => payment.principalCents),
    extraPrincipalCents: sum((payment) => payment.extraPrincipalCents),
    paidCents: sum((payment) => payment.amountCents),
    lateFeesCents: lateFees.reduce((total, fee) => total + fee.feeCents, 0),
    lateFees,
    payments: inYear,
    ended: endedThisYear,
    forgoneInterest: forgoneInterestFor(input, ledger.payments, through, afrTable),
  };
}

function dayBefore(date: CalendarDate, cap: CalendarDate): CalendarDate {
  const previous = addCalendarDays(date, -1);
  return previous < cap ? previous : cap;
}

/**
 * An installment owes the fee from the first day past its grace period if it was not complete
 * by then; the fee belongs to the year of that day. Counted up to `until` (today, 31 December,
 * or the day before the loan ended).
 */
function lateFeesIn(
  installments: ReturnType<typeof buildLedger>['installments'],
  terms: LedgerTerms,
  firstDay: CalendarDate,
  until: CalendarDate,
): LateFeeApplied[] {
  if (terms.lateFeeCents <= 0) return [];
  return installments.flatMap((row) => {
    const appliedOn = addCalendarDays(row.dueDate, terms.lateFeeGraceDays + 1);
    const completeInTime = row.paidOn !== null && row.paidOn < appliedOn;
    if (completeInTime || appliedOn < firstDay || appliedOn > until) return [];
    return [{ installmentNumber: row.number, dueDate: row.dueDate, appliedOn, feeCents: terms.lateFeeCents }];
  });
}

/**
 * §7872 forgone interest for the year: each day's principal balance times (AFR − the loan's
 * rate) / days in the year, summed exactly and rounded once. The AFR is the one in force in the
 * month the money was handed over, for the loan's term class (the same row the agreement's
 * warning names). Null when the loan is $10,000 or less or its rate is not below that AFR.
 */
function forgoneInterestFor(
  input: TaxYearStatementInput,
  applied: readonly AppliedPayment[],
  through: CalendarDate,
  afrTable: readonly AfrRow[],
): ForgoneInterest | null {
  const { terms, year, end } = input;
  const warning = imputedInterestWarning(terms, terms.loanStartDate, afrTable);
  if (!warning) return null;
  const firstDay = `${year}-01-01`;
  const from = terms.loanStartDate > firstDay ? terms.loanStartDate : firstDay;
  // Days run up to and including `last`: the day before the loan ended, or the statement's last day.
  const last = end && end.endDate <= through ? addCalendarDays(end.endDate, -1) : through;
  const daysInYear = daysBetween(firstDay, `${year + 1}-01-01`) === 366 ? 366 : 365;
  const spread = BigInt(warning.afrBps - terms.annualRateBps);

  // Balance-days: the balance in force on each day, changing on the day of each payment.
  let balanceDays = 0n;
  let balance = terms.principalCents;
  let cursor = from;
  const stop = addCalendarDays(last, 1);
  for (const payment of applied) {
    if (payment.paidOn >= stop) break;
    if (payment.paidOn > cursor) {
      balanceDays += BigInt(balance) * BigInt(daysBetween(cursor, payment.paidOn));
      cursor = payment.paidOn;
    }
    balance = payment.balanceAfterCents;
  }
  if (stop > cursor) balanceDays += BigInt(balance) * BigInt(daysBetween(cursor, stop));

  const forgoneInterestCents = last < from ? 0 : divideRoundHalfAwayFromZero(balanceDays * spread, 10_000n * BigInt(daysInYear));
  return {
    afrBps: warning.afrBps,
    termClass: warning.termClass,
    afrMonth: warning.afrMonth,
    source: warning.source,
    from,
    through: last < from ? from : last,
    daysInYear,
    forgoneInterestCents,
    explanation: forgoneInterestExplanation(terms.annualRateBps, warning.afrBps, warning.termClass, forgoneInterestCents, year),
  };
}

export function forgoneInterestExplanation(
  rateBps: BasisPoints,
  afrBps: BasisPoints,
  termClass: AfrTermClass,
  forgoneCents: Cents,
  year: number,
): string {
  return (
    `This loan is over ${formatUsd(IMPUTED_INTEREST_DE_MINIMIS_CENTS)} and its rate (${formatPercent(rateBps)}) is below the ` +
    `IRS Applicable Federal Rate for a ${termClass} loan when it was made (${formatPercent(afrBps)}). Under section 7872 of the ` +
    `Internal Revenue Code, the IRS can treat the interest not charged, ${formatUsd(forgoneCents)} for ${year}, as if the ` +
    `lender had given it to the borrower and the borrower had paid it back as interest. It is worked out day by day on the ` +
    `balance owed: the AFR's interest for each day, less the interest at the loan's own rate. ` +
    `Exception: while the loans between you total ${formatUsd(NET_INVESTMENT_INCOME_EXCEPTION_CENTS)} or less, the interest ` +
    `treated as paid is limited to the borrower's net investment income for the year, and is nil if that income is ` +
    `$1,000 or less.`
  );
}

/** "January 1 to December 31, 2026", or the year so far: the period line of the page, the PDF and the CSV. */
export function taxYearPeriodLabel(statement: Pick<TaxYearStatement, 'year' | 'through' | 'complete'>): string {
  return statement.complete
    ? `January 1 to December 31, ${statement.year}`
    : `January 1 to ${formatLongDate(statement.through)} (the year so far)`;
}

import { compareDates, type CalendarDate } from '../dates';
import { formatUsd, type Cents } from '../money';
import { formatPercent, type BasisPoints } from '../rates';
import { AFR_TABLE, type AfrRow } from './afr-table';

/**
 * IRC §7872 below-market loans, as a plain-language warning. Gift loans of $10,000 or less
 * between individuals are outside the rules (§7872(c)(2)), so the warning starts above that.
 */
export const IMPUTED_INTEREST_DE_MINIMIS_CENTS: Cents = 1_000_000;

export type AfrTermClass = 'short-term' | 'mid-term' | 'long-term';

/** §1274(d)(1)(A): short-term up to 3 years, mid-term over 3 and up to 9, long-term beyond. */
export function afrTermClass(termMonths: number): AfrTermClass {
  if (termMonths <= 36) return 'short-term';
  if (termMonths <= 108) return 'mid-term';
  return 'long-term';
}

/** The latest published row at or before `onDate`'s month; null before the table starts. */
export function afrRowFor(onDate: CalendarDate, table: readonly AfrRow[] = AFR_TABLE): AfrRow | null {
  const month = onDate.slice(0, 7);
  let found: AfrRow | null = null;
  for (const row of table) if (compareDates(`${row.month}-01`, `${month}-01`) <= 0) found = row;
  return found;
}

function afrBpsOf(row: AfrRow, termClass: AfrTermClass): BasisPoints {
  if (termClass === 'short-term') return row.shortTermBps;
  if (termClass === 'mid-term') return row.midTermBps;
  return row.longTermBps;
}

/**
 * A loan's rate compounds monthly while the AFRs compared here are annual-compounding
 * figures; comparing like with like means the loan's effective annual yield.
 */
export function effectiveAnnualBps(annualRateBps: BasisPoints): number {
  return (Math.pow(1 + annualRateBps / 10_000 / 12, 12) - 1) * 10_000;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'YYYY-MM' → "February 2026": how an AFR row's month is named to people. */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-');
  return `${MONTH_NAMES[Number(index) - 1] ?? month} ${year ?? ''}`.trim();
}

export interface ImputedInterestWarning {
  readonly afrBps: BasisPoints;
  readonly termClass: AfrTermClass;
  /** 'YYYY-MM' of the AFR row used. */
  readonly afrMonth: string;
  readonly source: string;
  readonly message: string;
}

/**
 * Null when no warning is due: $10,000 or less, a rate at or above the AFR, or a date
 * before the table starts (nothing honest to compare with).
 */
export function imputedInterestWarning(
  terms: { readonly principalCents: Cents; readonly annualRateBps: BasisPoints; readonly termMonths: number },
  onDate: CalendarDate,
  table: readonly AfrRow[] = AFR_TABLE,
): ImputedInterestWarning | null {
  if (terms.principalCents <= IMPUTED_INTEREST_DE_MINIMIS_CENTS) return null;
  const row = afrRowFor(onDate, table);
  if (!row) return null;
  const termClass = afrTermClass(terms.termMonths);
  const afrBps = afrBpsOf(row, termClass);
  // Half a basis point of slack absorbs the rounding in the published figures.
  if (effectiveAnnualBps(terms.annualRateBps) + 0.5 >= afrBps) return null;
  const message =
    `The interest rate (${formatPercent(terms.annualRateBps)}) is below the IRS Applicable Federal Rate for a ` +
    `${termClass} loan (${formatPercent(afrBps)} for ${monthLabel(row.month)}, ${row.source}). ` +
    `For a loan of more than ${formatUsd(IMPUTED_INTEREST_DE_MINIMIS_CENTS)} between family or friends, the IRS can treat ` +
    `the interest not charged as if it had been paid: the lender may owe income tax on it, and it can count as a gift ` +
    `from the lender. Charging at least the AFR avoids this. For loans up to $100,000 the rule is softened when the ` +
    `borrower's investment income is $1,000 or less. This is general information, not tax advice; check the current ` +
    `AFR at irs.gov and ask a tax professional if unsure.`;
  return { afrBps, termClass, afrMonth: row.month, source: row.source, message };
}

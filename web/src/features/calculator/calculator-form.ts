import {
  buildSchedule,
  formatPercent,
  formatUsd,
  isCalendarDate,
  LOAN_LIMITS,
  LoanTermsError,
  parseDollars,
  parsePercent,
  scheduleTotals,
  type Installment,
  type LoanTerms,
  type LoanTermsField,
  type ScheduleTotals,
} from '@kinloan/domain';

/** What the visitor typed, as typed; the term as people say it, in years and months. */
export interface CalculatorInput {
  amount: string;
  rate: string;
  termYears: string;
  termMonths: string;
  firstPaymentDate: string;
}

/** Where a message shows: the term's two inputs share one. */
export type CalculatorField = 'amount' | 'rate' | 'term' | 'firstPaymentDate';
export const CALCULATOR_FIELDS: readonly CalculatorField[] = ['amount', 'rate', 'term', 'firstPaymentDate'];

export type CalculatorErrors = Partial<Record<CalculatorField, string>>;

export type CalculatorResult =
  | { ok: true; terms: LoanTerms; schedule: Installment[]; totals: ScheduleTotals }
  | { ok: false; errors: CalculatorErrors };

/** Where a domain LoanTermsError belongs on this form. */
const FIELD_OF: Readonly<Record<LoanTermsField, CalculatorField>> = {
  principalCents: 'amount',
  annualRateBps: 'rate',
  termMonths: 'term',
  firstPaymentDate: 'firstPaymentDate',
  loanStartDate: 'firstPaymentDate',
};

export function fieldOfTermsError(error: LoanTermsError): CalculatorField {
  return FIELD_OF[error.field];
}

/** The first day of next month, as YYYY-MM-DD: a sensible first payment date for a loan made now. */
export function firstOfNextMonth(today = new Date()): string {
  const year = today.getMonth() === 11 ? today.getFullYear() + 1 : today.getFullYear();
  const month = ((today.getMonth() + 1) % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

export function defaultInput(today = new Date()): CalculatorInput {
  return { amount: '60,000', rate: '5', termYears: '5', termMonths: '0', firstPaymentDate: firstOfNextMonth(today) };
}

/**
 * Years and months to a number of monthly payments: "10" years is 120 payments, never 10. An
 * empty box counts as 0 as long as the other has a number.
 */
export function readTerm(years: string, months: string): { ok: true; termMonths: number } | { ok: false; error: string } {
  const [y, m] = [years.trim(), months.trim()];
  if (y === '' && m === '') return { ok: false, error: 'Enter the term in years, months or both, for example 5 years.' };
  const whole = (text: string) => (text === '' ? 0 : /^\d{1,3}$/.test(text) ? Number(text) : null);
  const [wholeYears, wholeMonths] = [whole(y), whole(m)];
  if (wholeYears === null || wholeMonths === null) return { ok: false, error: 'Enter whole years and months, for example 2 years and 6 months.' };
  const termMonths = wholeYears * 12 + wholeMonths;
  const { minTermMonths, maxTermMonths } = LOAN_LIMITS;
  if (termMonths < minTermMonths || termMonths > maxTermMonths) {
    return { ok: false, error: `Enter a term from ${minTermMonths} month to ${maxTermMonths / 12} years.` };
  }
  return { ok: true, termMonths };
}

/** "5 years", "2 years and 6 months", "1 month": a number of monthly payments as people say it. */
export function termWords(termMonths: number): string {
  const years = Math.floor(termMonths / 12);
  const months = termMonths % 12;
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (years === 0) return part(months, 'month');
  return months === 0 ? part(years, 'year') : `${part(years, 'year')} and ${part(months, 'month')}`;
}

/**
 * Reads the typed values, then asks the domain for the schedule. Typing mistakes and values
 * outside LOAN_LIMITS are explained here in words a visitor uses ("$60,000", "5%"); everything
 * else the domain refuses (a term too long for the amount, a payment that barely covers the
 * interest, an unsupported date) is shown with the domain's own LoanTermsError message, next to
 * the field it names.
 */
export function calculate(input: CalculatorInput): CalculatorResult {
  const errors: CalculatorErrors = {};
  const limits = LOAN_LIMITS;

  const principalCents = parseDollars(input.amount);
  if (input.amount.trim() === '') errors.amount = 'Enter the loan amount, for example 60,000.';
  else if (principalCents === null) errors.amount = 'Enter the amount in dollars and cents, for example 60,000 or 2500.50.';
  else if (principalCents < limits.minPrincipalCents || principalCents > limits.maxPrincipalCents) {
    errors.amount = `Enter an amount from ${formatUsd(limits.minPrincipalCents)} to ${formatUsd(limits.maxPrincipalCents)}.`;
  }

  const annualRateBps = parsePercent(input.rate);
  if (input.rate.trim() === '') errors.rate = 'Enter the annual interest rate; 0 is fine for an interest-free loan.';
  else if (annualRateBps === null) errors.rate = 'Enter the rate as a percentage with up to two decimals, for example 5 or 4.25.';
  else if (annualRateBps > limits.maxAnnualRateBps) {
    errors.rate = `Enter a rate from ${formatPercent(limits.minAnnualRateBps)} to ${formatPercent(limits.maxAnnualRateBps)}.`;
  }

  const term = readTerm(input.termYears, input.termMonths);
  const termMonths = term.ok ? term.termMonths : null;
  if (!term.ok) errors.term = term.error;

  const firstPaymentDate = input.firstPaymentDate.trim();
  if (!isCalendarDate(firstPaymentDate)) errors.firstPaymentDate = 'Enter the date of the first monthly payment.';

  if (Object.keys(errors).length > 0 || principalCents === null || annualRateBps === null || termMonths === null) {
    return { ok: false, errors };
  }

  const terms: LoanTerms = { principalCents, annualRateBps, termMonths, firstPaymentDate };
  try {
    const schedule = buildSchedule(terms);
    return { ok: true, terms, schedule, totals: scheduleTotals(schedule) };
  } catch (error) {
    if (error instanceof LoanTermsError) return { ok: false, errors: { [fieldOfTermsError(error)]: error.message } };
    throw error;
  }
}

/** Payments grouped for the chart: by month for short loans, by year (of payments) otherwise. */
export interface ChartBar {
  label: string;
  /** Full text for tooltips and the caption, e.g. "Year 3 (payments 25–36)". */
  longLabel: string;
  principalCents: number;
  interestCents: number;
}

export function chartBars(schedule: readonly Installment[]): ChartBar[] {
  if (schedule.length <= 24) {
    return schedule.map((row) => ({
      label: String(row.number),
      longLabel: `Payment ${row.number}`,
      principalCents: row.principalCents,
      interestCents: row.interestCents,
    }));
  }
  const bars: ChartBar[] = [];
  for (let start = 0; start < schedule.length; start += 12) {
    const rows = schedule.slice(start, start + 12);
    const year = start / 12 + 1;
    bars.push({
      label: String(year),
      longLabel: `Year ${year} (payments ${start + 1}–${start + rows.length})`,
      principalCents: rows.reduce((sum, row) => sum + row.principalCents, 0),
      interestCents: rows.reduce((sum, row) => sum + row.interestCents, 0),
    });
  }
  return bars;
}

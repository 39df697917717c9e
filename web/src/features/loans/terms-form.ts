import {
  addCalendarMonths,
  buildSchedule,
  compareDates,
  formatPercent,
  formatUsd,
  LOAN_LIMITS,
  isCalendarDate,
  loanProposalDetailsSchema,
  LoanTermsError,
  openLoanPosition,
  parseDollars,
  parsePercent,
  PAYMENT_METHODS,
  recomputeSchedule,
  scheduleTotals,
  TERMS_LIMITS,
  EXTRA_PAYMENT_MODES,
  type ExtraPaymentMode,
  type Installment,
  type LoanProposalDetails,
  type PaymentMethod,
  type ScheduleTotals,
} from '@kinloan/domain';
import { validate } from '../accounts/validation';
import type { FieldMessages } from '../accounts/form-fields';

/**
 * The terms forms: what a person types (strings), read into the API's loanProposalDetails.
 * Typing mistakes are explained here; limits and rules come from the domain's schema, the
 * same one the API checks, so a message here is the message the API would give.
 * Errors are keyed by the field's name inside loanProposalDetails ("principalCents").
 */

export interface CoreTermsInput {
  amount: string;
  rate: string;
  termMonths: string;
  firstPaymentDate: string;
  purpose: string;
}

export interface MoreTermsInput {
  lateFee: string;
  lateFeeGraceDays: string;
  extraPaymentMode: ExtraPaymentMode;
  disbursementMethod: PaymentMethod | '';
  disbursementDate: string;
  governingLawState: string;
}

export type TermsErrors = FieldMessages;

/** Which input shows a loanProposalDetails field's message. */
export const INPUT_OF_FIELD: Readonly<Record<string, keyof CoreTermsInput | keyof MoreTermsInput>> = {
  principalCents: 'amount',
  annualRateBps: 'rate',
  termMonths: 'termMonths',
  firstPaymentDate: 'firstPaymentDate',
  purpose: 'purpose',
  lateFeeCents: 'lateFee',
  lateFeeGraceDays: 'lateFeeGraceDays',
  extraPaymentMode: 'extraPaymentMode',
  'disbursement.method': 'disbursementMethod',
  'disbursement.date': 'disbursementDate',
  disbursement: 'disbursementMethod',
  governingLawState: 'governingLawState',
};

/** The first day of next month: a sensible first payment date for a loan made now. */
export function firstOfNextMonth(today: string): string {
  return `${addCalendarMonths(`${today.slice(0, 7)}-01`, 1)}`;
}

/** Today in the person's own time zone, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

const dollarsText = (cents: number) => formatUsd(cents).replace(/^\$/, '').replace(/\.00$/, '');
const percentText = (bps: number) => String(bps / 100);

export function coreInputOf(terms: LoanProposalDetails | null, today: string): CoreTermsInput {
  if (!terms) return { amount: '', rate: '', termMonths: '', firstPaymentDate: firstOfNextMonth(today), purpose: '' };
  return {
    amount: dollarsText(terms.principalCents),
    rate: percentText(terms.annualRateBps),
    termMonths: String(terms.termMonths),
    firstPaymentDate: terms.firstPaymentDate,
    purpose: terms.purpose,
  };
}

/** The more-terms form from the request, with the suggested hand-over date and governing law where none is saved yet. */
export function moreInputOf(terms: LoanProposalDetails, suggested: { handOverDate: string; lawState: string }): MoreTermsInput {
  return {
    lateFee: dollarsText(terms.lateFeeCents),
    lateFeeGraceDays: String(terms.lateFeeGraceDays),
    extraPaymentMode: terms.extraPaymentMode,
    disbursementMethod: terms.disbursement?.method ?? '',
    disbursementDate: terms.disbursement?.date ?? suggested.handOverDate,
    governingLawState: terms.governingLawState ?? suggested.lawState,
  };
}

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: TermsErrors };

function wholeNumber(text: string): number | null {
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The core terms as numbers, or what is wrong with each typed value. */
export function readCoreTerms(input: CoreTermsInput): Parsed<Pick<LoanProposalDetails, 'principalCents' | 'annualRateBps' | 'termMonths' | 'firstPaymentDate' | 'purpose'>> {
  const errors: TermsErrors = {};
  const principalCents = parseDollars(input.amount);
  if (input.amount.trim() === '') errors.principalCents = 'Enter the loan amount, for example 12,000.';
  else if (principalCents === null) errors.principalCents = 'Enter the amount in dollars and cents, for example 12,000 or 2500.50.';

  const annualRateBps = parsePercent(input.rate);
  if (input.rate.trim() === '') errors.annualRateBps = 'Enter the annual interest rate; 0 is fine for an interest-free loan.';
  else if (annualRateBps === null) errors.annualRateBps = 'Enter the rate as a percentage with up to two decimals, for example 5 or 4.25.';

  const termMonths = wholeNumber(input.termMonths);
  if (input.termMonths.trim() === '') errors.termMonths = 'Enter the number of monthly payments, for example 24.';
  else if (termMonths === null) errors.termMonths = 'Enter the term as a whole number of months, for example 24.';

  if (input.firstPaymentDate.trim() === '') errors.firstPaymentDate = 'Choose the date of the first payment.';
  else if (!isCalendarDate(input.firstPaymentDate)) errors.firstPaymentDate = 'Enter a real date, like 2026-03-01.';

  if (Object.keys(errors).length > 0 || principalCents === null || annualRateBps === null || termMonths === null) {
    return { ok: false, errors };
  }
  return { ok: true, value: { principalCents, annualRateBps, termMonths, firstPaymentDate: input.firstPaymentDate, purpose: input.purpose } };
}

export function readMoreTerms(input: MoreTermsInput): Parsed<Pick<LoanProposalDetails, 'lateFeeCents' | 'lateFeeGraceDays' | 'extraPaymentMode' | 'governingLawState' | 'disbursement'>> {
  const errors: TermsErrors = {};
  const lateFeeCents = input.lateFee.trim() === '' ? 0 : parseDollars(input.lateFee);
  if (lateFeeCents === null) errors.lateFeeCents = 'Enter the late fee in dollars, for example 25, or 0 for none.';
  const lateFeeGraceDays = input.lateFeeGraceDays.trim() === '' ? TERMS_LIMITS.defaultLateFeeGraceDays : wholeNumber(input.lateFeeGraceDays);
  if (lateFeeGraceDays === null) errors.lateFeeGraceDays = 'Enter the grace period as a whole number of days, for example 10.';
  if (!(PAYMENT_METHODS as readonly string[]).includes(input.disbursementMethod)) {
    errors['disbursement.method'] = 'Choose how the money is handed over.';
  }
  if (input.disbursementDate.trim() === '') errors['disbursement.date'] = 'Choose the date the money is handed over.';
  else if (!isCalendarDate(input.disbursementDate)) errors['disbursement.date'] = 'Enter a real date, like 2026-02-01.';
  if (input.governingLawState === '') errors.governingLawState = 'Choose the state whose law governs the agreement.';
  if (!(EXTRA_PAYMENT_MODES as readonly string[]).includes(input.extraPaymentMode)) {
    errors.extraPaymentMode = 'Choose what happens after an extra payment.';
  }
  if (Object.keys(errors).length > 0 || lateFeeCents === null || lateFeeGraceDays === null) return { ok: false, errors };
  return {
    ok: true,
    value: {
      lateFeeCents,
      lateFeeGraceDays,
      extraPaymentMode: input.extraPaymentMode,
      // Checked against the state codes by checkTerms (the API's schema).
      governingLawState: input.governingLawState as LoanProposalDetails['governingLawState'],
      disbursement: { method: input.disbursementMethod as PaymentMethod, date: input.disbursementDate },
    },
  };
}

/**
 * Checks complete terms with the API's schema, then that Kinloan can schedule them (the
 * domain refuses terms whose payment barely covers the interest, or is under a cent).
 */
export function checkTerms(terms: LoanProposalDetails): Parsed<LoanProposalDetails> {
  const checked = validate(loanProposalDetailsSchema, terms);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const preview = previewSchedule(checked.data);
  if (!preview.ok) return { ok: false, errors: { [preview.field]: preview.message } };
  return { ok: true, value: checked.data };
}

export type Preview =
  | { ok: true; schedule: Installment[]; totals: ScheduleTotals }
  | { ok: false; field: string; message: string };

/**
 * The schedule for these terms: from the hand-over date once it is known (the schedule the
 * agreement prints, interest counted from that day), else the plain monthly schedule.
 */
export function previewSchedule(
  terms: Pick<LoanProposalDetails, 'principalCents' | 'annualRateBps' | 'termMonths' | 'firstPaymentDate' | 'extraPaymentMode'> & {
    disbursement?: { date: string } | undefined;
  },
): Preview {
  try {
    const loanStartDate = terms.disbursement?.date;
    const schedule =
      loanStartDate && isCalendarDate(loanStartDate) && compareDates(loanStartDate, terms.firstPaymentDate) < 0
        ? recomputeSchedule(openLoanPosition({ ...terms, loanStartDate }), terms.extraPaymentMode)
        : buildSchedule(terms);
    return { ok: true, schedule, totals: scheduleTotals(schedule) };
  } catch (error) {
    if (error instanceof LoanTermsError) {
      return { ok: false, field: error.field === 'loanStartDate' ? 'disbursement.date' : error.field, message: plainTermsMessage(error) };
    }
    throw error;
  }
}

/** The domain's LoanTermsError speaks in field names for range errors; say those in words. */
function plainTermsMessage(error: LoanTermsError): string {
  const l = LOAN_LIMITS;
  if (/must be a whole number/.test(error.message)) {
    if (error.field === 'principalCents') return `Enter an amount from ${formatUsd(l.minPrincipalCents)} to ${formatUsd(l.maxPrincipalCents)}.`;
    if (error.field === 'annualRateBps') return `Enter a rate from ${formatPercent(l.minAnnualRateBps)} to ${formatPercent(l.maxAnnualRateBps)}.`;
    if (error.field === 'termMonths') return `Enter a term from ${l.minTermMonths} to ${l.maxTermMonths} months.`;
  }
  if (error.field === 'loanStartDate') return 'The money must be handed over before the first payment date.';
  return error.message;
}

import { formatLongDate, type CalendarDate } from '../dates';
import type { AppliedPayment, LedgerTerms } from '../loan/ledger';
import { formatUsd, sumCents, type Cents } from '../money';
import { formatPercent } from '../rates';
import { agreementNumberOf } from './loan-agreement';

/**
 * The payoff and release letter, as data: what both parties get when a loan ends paid off, and
 * what a later reader (a mortgage underwriter, an executor) relies on. The PDF prints exactly
 * these words and figures, and `fullText` (whose SHA-256 the PDF carries) is made of them.
 *
 * The figures are the ledger's own applied payments, summed, never a second calculation: the
 * letter can't say a different total from the loan record. Kinloan's ledger counts every
 * payment toward interest and then principal and charges no fee separately, so the letter
 * says that rather than print a fee total it does not have.
 */

export const PAYOFF_LETTER_TITLE = 'Payoff and Release Letter';
export const PAYOFF_LETTER_TEXT_VERSION = '1';

export interface PayoffLetterInput {
  /** The loan's id, which is its request's: the agreement number KL-… */
  readonly loanId: string;
  readonly agreementSha256: string;
  readonly agreementExecutedOn: CalendarDate;
  readonly lenderName: string;
  readonly borrowerName: string;
  /** The agreed terms the ledger ran on. */
  readonly terms: Pick<LedgerTerms, 'principalCents' | 'annualRateBps' | 'termMonths' | 'loanStartDate'>;
  /** The end date recorded when the loan was marked paid off. */
  readonly payoffDate: CalendarDate;
  /** The ledger's applied payments, in the order applied. */
  readonly payments: readonly AppliedPayment[];
}

export interface PayoffLetterFact {
  readonly label: string;
  readonly value: string;
}

export interface PayoffLetter {
  readonly title: string;
  /** "PL-" + the loan id. */
  readonly letterNumber: string;
  readonly agreementNumber: string;
  readonly totals: {
    readonly paidCents: Cents;
    readonly principalCents: Cents;
    readonly interestCents: Cents;
    readonly lateFeesCents: Cents;
    readonly paymentCount: number;
  };
  readonly lastPaymentOn: CalendarDate;
  readonly opening: string;
  readonly facts: readonly PayoffLetterFact[];
  readonly release: string;
  readonly closing: string;
  readonly payments: readonly AppliedPayment[];
  /** The canonical text: its SHA-256 is the letter's fingerprint. */
  readonly fullText: string;
}

export function payoffLetterNumberOf(loanId: string): string {
  return `PL-${loanId}`;
}

/**
 * Throws when the payments do not repay the principal: a loan is marked paid off only at a zero
 * balance (loan-machine.ts), so that would be our bug, not something to print.
 */
export function buildPayoffLetter(input: PayoffLetterInput): PayoffLetter {
  const { terms } = input;
  const last = input.payments.at(-1);
  const principalCents = sumCents(input.payments.map((p) => p.principalCents));
  const interestCents = sumCents(input.payments.map((p) => p.interestCents));
  if (!last || principalCents !== terms.principalCents || last.balanceAfterCents !== 0) {
    throw new Error(`loan ${input.loanId}: its payments repay ${principalCents} of ${terms.principalCents} cents, so it is not paid off`);
  }
  const totals = {
    paidCents: sumCents(input.payments.map((p) => p.amountCents)),
    principalCents,
    interestCents,
    lateFeesCents: 0,
    paymentCount: input.payments.length,
  };
  const agreementNumber = agreementNumberOf(input.loanId);
  const count = totals.paymentCount === 1 ? 'one payment' : `${totals.paymentCount} payments`;
  const opening =
    `This letter confirms that the Promissory Note and Loan Agreement ${agreementNumber}, made between ${input.lenderName} (the Lender) ` +
    `and ${input.borrowerName} (the Borrower) and signed by both on ${formatLongDate(input.agreementExecutedOn)}, is paid in full. ` +
    `The Borrower repaid the ${formatUsd(terms.principalCents)} lent${interestCents > 0 ? ', with interest,' : ''} in ${count}, the last on ${formatLongDate(last.paidOn)}, ` +
    `and the loan was marked paid off as of ${formatLongDate(input.payoffDate)}. No principal or interest is owed under the note.`;
  const facts: PayoffLetterFact[] = [
    { label: 'Note', value: `${agreementNumber}, signed ${formatLongDate(input.agreementExecutedOn)}` },
    { label: 'Note SHA-256', value: input.agreementSha256 },
    {
      label: 'Loan',
      value: `${formatUsd(terms.principalCents)} at ${formatPercent(terms.annualRateBps)} a year over ${terms.termMonths} months, from ${formatLongDate(terms.loanStartDate)}`,
    },
    { label: 'Paid off as of', value: formatLongDate(input.payoffDate) },
    { label: 'Principal repaid', value: formatUsd(totals.principalCents) },
    { label: 'Interest paid', value: formatUsd(totals.interestCents) },
    {
      label: 'Late fees',
      value: 'Not covered by this letter: Kinloan counts every payment toward interest, then principal, and records no fee paid separately; any late fee the note allows is between the Lender and the Borrower',
    },
    { label: 'Total paid', value: `${formatUsd(totals.paidCents)} in ${count}, ${formatLongDate(input.payments[0]?.paidOn ?? last.paidOn)} to ${formatLongDate(last.paidOn)}` },
    { label: 'Balance owed', value: formatUsd(0) },
  ];
  const release =
    `The Lender acknowledges receipt of every payment listed in this letter, each of which the Lender confirmed in Kinloan as received, ` +
    `and releases the Borrower from every obligation to repay principal and interest under the note ${agreementNumber}. This release covers that note only; ` +
    'it does not change any other agreement between the Lender and the Borrower.';
  const closing =
    'Keep this letter with the note. A lender, underwriter or anyone else given a copy can confirm it is genuine with the verification ' +
    'code printed at the foot of each page.';
  const rows = input.payments.map(
    (p, index) =>
      `${index + 1}. ${p.paidOn}: ${formatUsd(p.amountCents)} (interest ${formatUsd(p.interestCents)}, principal ${formatUsd(p.principalCents)}, balance after ${formatUsd(p.balanceAfterCents)})`,
  );
  const fullText = [
    `${PAYOFF_LETTER_TITLE} ${payoffLetterNumberOf(input.loanId)} (text version ${PAYOFF_LETTER_TEXT_VERSION})`,
    opening,
    ...facts.map((fact) => `${fact.label}: ${fact.value}`),
    'Payments',
    ...rows,
    'Release',
    release,
    closing,
  ].join('\n');
  return {
    title: PAYOFF_LETTER_TITLE,
    letterNumber: payoffLetterNumberOf(input.loanId),
    agreementNumber,
    totals,
    lastPaymentOn: last.paidOn,
    opening,
    facts,
    release,
    closing,
    payments: input.payments,
    fullText,
  };
}

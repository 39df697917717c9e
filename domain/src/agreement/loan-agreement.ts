import type { ReadyLoanProposalDetails } from '../api/loan-request-schemas';
import { openLoanPosition, recomputeSchedule } from '../loan/allocation';
import { scheduleTotals, type Installment } from '../loan/amortization';
import { agreementSections, keyTerms, NON_NEGOTIABLE_STATEMENT } from './agreement-clauses';
import { renderFullText, type AgreementTextParts } from './agreement-text';
import type { AgreementParty, LoanAgreement, LoanAgreementInput } from './loan-agreement-types';

export type { AgreementParty, AgreementSection, KeyTerm, LoanAgreement, LoanAgreementInput } from './loan-agreement-types';

export { AGREEMENT_TEXT_VERSION, installmentLine, totalsLine } from './agreement-text';
export { governingLawName, handoverPhrase } from './agreement-clauses';
export { dollarsInWords, wholeNumberInWords } from './amount-in-words';
export { formatUsPhone, partyAddress, partyLegalName, toBeCompleted } from './party-text';
export { US_STATE_NAMES, usStateName } from './us-state-names';

/**
 * The loan agreement (promissory note) as data: the clauses both parties read, sign and keep.
 * The web review page, the PDF and the signature hash all come from this one builder, so
 * what a person reads is exactly what was hashed and printed.
 *
 * CONTRACT: `buildLoanAgreement` is pure and deterministic;
 * `fullText` is canonical plain text (LF line ends) that the functions layer hashes with
 * SHA-256 at signing. It holds the parties as well as the terms: a signature binds the signer
 * to this text with these people in it (signing/signatures.ts).
 */





export const AGREEMENT_TITLE = 'Promissory Note and Loan Agreement';

/** "KL-" + the request id: short, unique, and leads straight back to the request. */
export function agreementNumberOf(requestId: string): string {
  return `KL-${requestId}`;
}

/**
 * The schedule the loan will actually follow once executed: the allocation engine's view of a
 * freshly disbursed loan (interest from the hand-over date), not a separate calculation that
 * could drift from what payments are charged. Throws LoanTermsError for terms Kinloan does not
 * schedule; the ready-terms schema guarantees the hand-over precedes the first payment.
 */
export function agreementSchedule(terms: ReadyLoanProposalDetails): Installment[] {
  const position = openLoanPosition({
    principalCents: terms.principalCents,
    annualRateBps: terms.annualRateBps,
    termMonths: terms.termMonths,
    firstPaymentDate: terms.firstPaymentDate,
    loanStartDate: terms.disbursement.date,
  });
  return recomputeSchedule(position, terms.extraPaymentMode);
}

export function buildLoanAgreement(input: LoanAgreementInput): LoanAgreement {
  const { terms } = input;
  // The slot decides the role: a mislabelled party must not print as the other one.
  const lender: AgreementParty = { ...input.lender, role: 'lender' };
  const borrower: AgreementParty = { ...input.borrower, role: 'borrower' };
  const schedule = agreementSchedule(terms);
  const totals = scheduleTotals(schedule);
  const facts = { terms, schedule, totals };
  const parts: AgreementTextParts = {
    title: AGREEMENT_TITLE,
    agreementNumber: agreementNumberOf(input.requestId),
    keyTerms: keyTerms(facts),
    sections: agreementSections(facts),
    nonNegotiableStatement: NON_NEGOTIABLE_STATEMENT,
    schedule,
    totals,
  };
  return {
    ...parts,
    parties: { lender, borrower },
    fullText: renderFullText(parts, lender, borrower),
  };
}

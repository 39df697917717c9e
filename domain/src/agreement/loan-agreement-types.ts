import type { CustomerAddress } from '../api/customer-schemas';
import type { ReadyLoanProposalDetails } from '../api/loan-request-schemas';
import type { Installment, ScheduleTotals } from '../loan/amortization';
import type { LoanRole } from '../loan/loan-machine';

/** The loan agreement's shapes, on their own so the builder and its text helpers share them without a cycle. */

export interface KeyTerm {
  readonly label: string;
  readonly value: string;
}

export interface AgreementParty {
  readonly role: LoanRole;
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  /** Empty strings where not yet known (the text then says it is to be completed). */
  readonly address: CustomerAddress;
}

export interface LoanAgreementInput {
  /** The loan request id: printed as the agreement number. */
  readonly requestId: string;
  readonly terms: ReadyLoanProposalDetails;
  readonly lender: AgreementParty;
  readonly borrower: AgreementParty;
}

export interface AgreementSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface LoanAgreement {
  readonly title: string;
  readonly agreementNumber: string;
  readonly parties: { readonly lender: AgreementParty; readonly borrower: AgreementParty };
  /** The summary box printed before the clauses: amount, rate, payment, dates, totals, law. */
  readonly keyTerms: readonly KeyTerm[];
  /** Numbered clauses in order: terms, payments, application of payments, late fee, prepayment, … */
  readonly sections: readonly AgreementSection[];
  /** Printed conspicuously (bold, boxed): this note is not a negotiable instrument. */
  readonly nonNegotiableStatement: string;
  readonly schedule: readonly Installment[];
  readonly totals: ScheduleTotals;
  /** Canonical text of everything above: what a signature's agreementSha256 covers. */
  readonly fullText: string;
}

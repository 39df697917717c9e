import {
  buildLoanAgreement,
  LoanTermsError,
  loanProposalReadySchema,
  partyRoles,
  type LoanAgreement,
  type LoanAgreementInput,
  type ReadyLoanProposalDetails,
} from '@kinloan/domain';
import { sha256Hex } from '../documents/hash';
import type { LoanRequestDocument } from './loan-request-document';
import { agreementParty } from './request-details';

/**
 * The agreement a request stands for right now, from its stored terms and both sides'
 * details: what the review page shows, what a signature now would cover, what the PDF prints.
 */

export interface CurrentAgreement {
  readonly agreement: LoanAgreement;
  readonly terms: ReadyLoanProposalDetails;
  /** SHA-256 of `fullText`. */
  readonly agreementSha256: string;
  /** SHA-256 of `termsText`: the same for both signers of the same terms. */
  readonly termsSha256: string;
}

/** Null while the terms are incomplete (a draft without governing law or hand-over). */
export function readyTermsOf(doc: Pick<LoanRequestDocument, 'loanProposalDetails'>): ReadyLoanProposalDetails | null {
  const ready = loanProposalReadySchema.safeParse(doc.loanProposalDetails);
  return ready.success ? ready.data : null;
}

export function agreementInputOf(doc: LoanRequestDocument, terms: ReadyLoanProposalDetails): LoanAgreementInput {
  const initiator = agreementParty(partyRoles(doc.requestType, 'initiator'), doc.initiatorRequestDetails);
  const recipient = agreementParty(partyRoles(doc.requestType, 'recipient'), doc.recipientRequestDetails);
  return {
    requestId: doc.id,
    terms,
    lender: initiator.role === 'lender' ? initiator : recipient,
    borrower: initiator.role === 'borrower' ? initiator : recipient,
  };
}

/** Null when there is no agreement yet: terms incomplete, or terms no schedule can be made of. */
export function currentAgreement(doc: LoanRequestDocument): CurrentAgreement | null {
  const terms = readyTermsOf(doc);
  if (!terms) return null;
  let agreement: LoanAgreement;
  try {
    agreement = buildLoanAgreement(agreementInputOf(doc, terms));
  } catch (error) {
    if (error instanceof LoanTermsError) return null;
    throw error;
  }
  return {
    agreement,
    terms,
    agreementSha256: sha256Hex(agreement.fullText),
    termsSha256: sha256Hex(agreement.termsText),
  };
}

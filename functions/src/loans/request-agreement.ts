import { loanAgreementOf, loanProposalReadySchema, type LoanAgreement, type ReadyLoanProposalDetails } from '@kinloan/domain';
import { sha256Hex } from '../documents/hash';
import type { LoanRequestDocument } from './loan-request-document';

/**
 * The agreement a request stands for right now (domain/src/agreement/documents-of.ts), with its
 * fingerprint: what the review page shows, what a signature now would cover, what the PDF prints.
 */
export interface CurrentAgreement {
  readonly agreement: LoanAgreement;
  readonly terms: ReadyLoanProposalDetails;
  /** SHA-256 of `fullText`: what a signature now would cover. */
  readonly agreementSha256: string;
}

/** Null when there is no agreement yet: terms incomplete, or terms no schedule can be made of. */
export function currentAgreement(doc: LoanRequestDocument): CurrentAgreement | null {
  const agreement = loanAgreementOf(doc);
  const terms = loanProposalReadySchema.safeParse(doc.loanProposalDetails);
  if (!agreement || !terms.success) return null;
  return { agreement, terms: terms.data, agreementSha256: sha256Hex(agreement.fullText) };
}

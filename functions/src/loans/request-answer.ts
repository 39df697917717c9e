import { partyDetailChanges, partySnapshot, type LoanRequestResponse, type RequestRole } from '@kinloan/domain';
import { loanRequestResponse, type LoanRequestDocument } from './loan-request-document';
import { currentAgreement } from './request-agreement';

/**
 * For the initiator whose countersignature is awaited: how the recipient, as they signed, differs
 * from the recipient as the initiator named them when sending.
 */
export function countersignChangesFor(doc: LoanRequestDocument, role: RequestRole): string[] {
  if (role !== 'initiator' || doc.status !== 'awaiting-countersignature' || !doc.recipientAsSent) return [];
  return partyDetailChanges(partySnapshot(doc.recipientAsSent), partySnapshot(doc.recipientRequestDetails));
}

/**
 * The whole request for one party, with the hash a signature now would cover. A command that
 * has just built the agreement passes its hash, so one call builds it once.
 */
export function requestAnswer(doc: LoanRequestDocument, role: RequestRole, knownAgreementSha256?: string | null): LoanRequestResponse {
  const agreementSha256 = knownAgreementSha256 === undefined ? (currentAgreement(doc)?.agreementSha256 ?? null) : knownAgreementSha256;
  return loanRequestResponse(doc, role, agreementSha256, countersignChangesFor(doc, role));
}

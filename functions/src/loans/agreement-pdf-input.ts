import { fullName, partyRoles, REQUEST_ROLES } from '@kinloan/domain';
import type { AgreementPdfInput, AgreementSignature } from '../documents/loan-agreement-pdf';
import { signatureAudit } from '../signing/signature-evidence';
import type { LoanRequestDocument } from './loan-request-document';
import type { CurrentAgreement } from './request-agreement';

/** Which stamp the PDF carries: anything short of both signatures is printed as a draft. */
export function pdfStatusOf(doc: LoanRequestDocument): AgreementPdfInput['status'] {
  if (doc.status === 'executed') return 'executed';
  if (doc.status === 'fully-signed') return 'fully-signed';
  return doc.signatures.initiator || doc.signatures.recipient ? 'partially-signed' : 'draft';
}

const SIDE_TITLES = { lender: 'Lender', borrower: 'Borrower' } as const;

/** The signatures the request carries, with their evidence, in the order the parties signed. */
export function agreementSignatures(doc: LoanRequestDocument): AgreementSignature[] {
  return REQUEST_ROLES.flatMap((side) => {
    const signature = doc.signatures[side];
    if (!signature) return [];
    const role = partyRoles(doc.requestType, side);
    const details = side === 'initiator' ? doc.initiatorRequestDetails : doc.recipientRequestDetails;
    return [{ role, audit: signatureAudit(signature, SIDE_TITLES[role], fullName(details)), drawnSignaturePng: signature.drawnSignaturePng }];
  }).sort((a, b) => a.audit.signedAt.localeCompare(b.audit.signedAt));
}

export function agreementPdfInput(doc: LoanRequestDocument, agreement: CurrentAgreement, generatedAt: string): AgreementPdfInput {
  return {
    agreement: agreement.agreement,
    status: pdfStatusOf(doc),
    signatures: agreementSignatures(doc),
    documentSha256: agreement.agreementSha256,
    generatedAt,
  };
}

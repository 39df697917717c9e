import { partyRoles, REQUEST_ROLES } from '@kinloan/domain';
import type { AgreementPdfInput, AgreementSignatureAudit } from '../documents/loan-agreement-pdf';
import type { LoanRequestDocument } from './loan-request-document';
import type { CurrentAgreement } from './request-agreement';
import { fullNameOf } from './request-details';

/** Which stamp the PDF carries: anything short of both signatures is printed as a draft. */
export function pdfStatusOf(doc: LoanRequestDocument): AgreementPdfInput['status'] {
  if (doc.status === 'executed') return 'executed';
  if (doc.status === 'fully-signed') return 'fully-signed';
  return doc.signatures.initiator || doc.signatures.recipient ? 'partially-signed' : 'draft';
}

/** The signature block's audit trail, in the order the parties signed. */
export function signatureAudits(doc: LoanRequestDocument): AgreementSignatureAudit[] {
  return REQUEST_ROLES.flatMap((side) => {
    const signature = doc.signatures[side];
    if (!signature) return [];
    const details = side === 'initiator' ? doc.initiatorRequestDetails : doc.recipientRequestDetails;
    const audit: AgreementSignatureAudit = {
      role: partyRoles(doc.requestType, side),
      name: fullNameOf(details),
      typedFullName: signature.typedFullName,
      signedAt: signature.signedAt,
      consentAt: signature.consentAt,
      ip: signature.ip,
      userAgent: signature.userAgent,
      agreementSha256: signature.agreementSha256,
      termsSha256: signature.termsSha256,
      ...(signature.drawnSignaturePng ? { drawnSignaturePng: signature.drawnSignaturePng } : {}),
    };
    return [audit];
  }).sort((a, b) => a.signedAt.localeCompare(b.signedAt));
}

export function agreementPdfInput(doc: LoanRequestDocument, agreement: CurrentAgreement, generatedAt: string): AgreementPdfInput {
  return {
    agreement: agreement.agreement,
    status: pdfStatusOf(doc),
    signatures: signatureAudits(doc),
    documentSha256: agreement.agreementSha256,
    generatedAt,
  };
}

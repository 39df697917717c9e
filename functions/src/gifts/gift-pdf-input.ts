import type { GiftParty } from '@kinloan/domain';
import { type GiftLetterDocumentStatus, type GiftLetterPdfInput, type GiftSignatureAudit } from '../documents/gift-letter-pdf';
import type { GiftRequestDocument, StoredGiftSignature } from './gift-document';
import type { CurrentGiftLetter } from './current-gift-letter';
import { fullLegalName } from './gift-profile';

export function documentStatusOf(doc: Pick<GiftRequestDocument, 'status' | 'signatures'>): GiftLetterDocumentStatus {
  if (doc.status === 'executed') return 'executed';
  const count = [doc.signatures.donor, doc.signatures.giftRecipient].filter(Boolean).length;
  return count === 2 ? 'signed-by-both' : count === 1 ? 'signed-by-one' : 'draft';
}

function audit(party: GiftParty, name: string, signature: StoredGiftSignature): GiftSignatureAudit {
  return {
    party,
    name,
    typedFullName: signature.typedFullName,
    signedAt: signature.signedAt,
    ip: signature.ip,
    userAgent: signature.userAgent,
    consentToElectronicRecords: signature.consentToElectronicRecords,
    confirmNoRepaymentExpected: signature.confirmNoRepaymentExpected,
    documentSha256: signature.documentSha256,
    termsSha256: signature.termsSha256,
    ...(signature.drawnSignaturePng ? { drawnSignaturePng: signature.drawnSignaturePng } : {}),
  };
}

/** What the PDF prints for a letter as it stands: its signatures in signing order. */
export function giftPdfInput(doc: GiftRequestDocument, current: CurrentGiftLetter, generatedAt: string): GiftLetterPdfInput {
  const { donor, giftRecipient } = doc.signatures;
  const signatures = [
    ...(donor ? [audit('donor', fullLegalName(doc.donorRequestDetails), donor)] : []),
    ...(giftRecipient ? [audit('gift-recipient', current.letter.recipient.name, giftRecipient)] : []),
  ].sort((a, b) => a.signedAt.localeCompare(b.signedAt));
  return { letter: current.letter, status: documentStatusOf(doc), signatures, documentSha256: current.documentSha256, generatedAt };
}

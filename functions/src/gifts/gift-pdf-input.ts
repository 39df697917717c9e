import { fullName, type GiftParty } from '@kinloan/domain';
import type { GiftLetterDocumentStatus, GiftLetterPdfInput, GiftLetterSignature } from '../documents/gift-letter-pdf';
import { signatureAudit, type StoredSignature } from '../signing/signature-evidence';
import type { CurrentGiftLetter } from './current-gift-letter';
import type { GiftRequestDocument } from './gift-document';

export function documentStatusOf(doc: Pick<GiftRequestDocument, 'status' | 'signatures'>): GiftLetterDocumentStatus {
  if (doc.status === 'executed') return 'executed';
  const count = [doc.signatures.donor, doc.signatures.giftRecipient].filter(Boolean).length;
  return count === 2 ? 'signed-by-both' : count === 1 ? 'signed-by-one' : 'draft';
}

const PARTY_TITLES: Readonly<Record<GiftParty, string>> = { donor: 'Donor', 'gift-recipient': 'Gift Recipient' };

function signed(party: GiftParty, name: string, signature: StoredSignature): GiftLetterSignature {
  return { party, audit: signatureAudit(signature, PARTY_TITLES[party], name), drawnSignaturePng: signature.drawnSignaturePng };
}

/** The signatures the letter carries, with their evidence, in signing order. */
export function giftLetterSignatures(doc: GiftRequestDocument, current: CurrentGiftLetter): GiftLetterSignature[] {
  const { donor, giftRecipient } = doc.signatures;
  return [
    ...(donor ? [signed('donor', fullName(doc.donorRequestDetails), donor)] : []),
    ...(giftRecipient ? [signed('gift-recipient', current.letter.recipient.name, giftRecipient)] : []),
  ].sort((a, b) => a.audit.signedAt.localeCompare(b.audit.signedAt));
}

/** What the PDF prints for a letter as it stands: its signatures in signing order. */
export function giftPdfInput(doc: GiftRequestDocument, current: CurrentGiftLetter, generatedAt: string): GiftLetterPdfInput {
  return { letter: current.letter, status: documentStatusOf(doc), signatures: giftLetterSignatures(doc, current), documentSha256: current.documentSha256, generatedAt };
}

import { giftIdDataSchema, mayGetGiftDocument, type GiftDocumentResponse, type GiftParty } from '@kinloan/domain';
import { renderGiftLetterPdf, type GiftLetterDocumentStatus, type GiftLetterPdfInput, type GiftSignatureAudit } from '../documents/gift-letter-pdf';
import { giftActionContext } from './gift-caller';
import type { GiftHandler } from './gift-dependencies';
import type { GiftRequestDocument, StoredGiftSignature } from './gift-document';
import { giftError, parseData, refusalError } from './gift-errors';
import { currentGiftLetter, readinessOf, type CurrentGiftLetter } from './current-gift-letter';
import { fullLegalName } from './gift-profile';
import { loadGiftForParty } from './load-gift';

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

const NOT_PRINTABLE = 'The gift letter can be printed once it is complete.';

/**
 * gifts-getDocument {id} → { filename, contentType: 'application/pdf', base64 } for either
 * person: marked as a draft until it is executed, then with both signatures, their audit
 * trail and the document hash.
 */
export const getGiftDocument: GiftHandler<GiftDocumentResponse> = async (deps, auth, data, raw) => {
  const context = giftActionContext(auth, raw);
  const { id } = parseData(giftIdDataSchema, data);
  const { doc, role } = await loadGiftForParty(deps.firestore(), id, context.caller);
  const allowed = mayGetGiftDocument(doc.status, role);
  if (!allowed.ok) throw refusalError(allowed.refusal);
  const readiness = readinessOf(doc);
  const current = currentGiftLetter(doc);
  if (!readiness.ready || !current) {
    const missing = readiness.ready ? [] : readiness.missing;
    throw giftError('conflict', `${NOT_PRINTABLE} ${missing[0]?.message ?? ''}`.trim(), missing);
  }
  const pdf = await renderGiftLetterPdf(giftPdfInput(doc, current, context.now));
  return {
    filename: `kinloan-gift-letter-${doc.id}.pdf`,
    contentType: 'application/pdf',
    base64: Buffer.from(pdf).toString('base64'),
  };
};

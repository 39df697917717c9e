import {
  availableEvents,
  giftMachine,
  giftPartyOf,
  giftTaxNotice,
  type GiftRequestResponse,
  type GiftRole,
  type GiftSignatureSummary,
} from '@kinloan/domain';
import { currentGiftLetter, readinessOf } from './current-gift-letter';
import type { GiftRequestDocument, StoredGiftSignature } from './gift-document';

function signatureSummary(signature: StoredGiftSignature | null): GiftSignatureSummary | null {
  if (!signature) return null;
  return {
    signedAt: signature.signedAt,
    typedFullName: signature.typedFullName,
    hasDrawnSignature: signature.hasDrawnSignature,
    documentSha256: signature.documentSha256,
    termsSha256: signature.termsSha256,
  };
}

/** The Form 709 notice goes to the donor only: it is their filing, and no business of the recipient's screen. */
function taxNoticeFor(doc: GiftRequestDocument, yourRole: GiftRole): string | null {
  const { amountCents, transferDate } = doc.giftDetails;
  if (giftPartyOf(doc.initiatorParty, yourRole) !== 'donor') return null;
  if (amountCents === undefined || transferDate === undefined) return null;
  return giftTaxNotice(amountCents, transferDate);
}

/**
 * The whole letter as one of its two people sees it. The drawn image, IP and user agent stay
 * out: they belong to the audit trail and the PDF, not to every screen.
 */
export function giftResponse(doc: GiftRequestDocument, yourRole: GiftRole): GiftRequestResponse {
  const readiness = readinessOf(doc);
  const current = readiness.ready ? currentGiftLetter(doc) : null;
  return {
    id: doc.id,
    status: doc.status,
    initiatorParty: doc.initiatorParty,
    yourRole,
    yourParty: giftPartyOf(doc.initiatorParty, yourRole),
    initiatingCustomerId: doc.initiatingCustomerId,
    inviteeCustomerId: doc.inviteeCustomerId,
    inviteeEmail: doc.inviteeEmail,
    inviteeName: doc.inviteeName,
    giftDetails: doc.giftDetails,
    donorRequestDetails: doc.donorRequestDetails,
    recipientDetails: doc.recipientDetails,
    rejectionReason: doc.rejectionReason,
    signatures: { donor: signatureSummary(doc.signatures.donor), giftRecipient: signatureSummary(doc.signatures.giftRecipient) },
    giftTaxNotice: taxNoticeFor(doc, yourRole),
    readyToSign: readiness.ready,
    missingFields: readiness.ready ? [] : readiness.missing,
    documentSha256: current?.documentSha256 ?? null,
    availableActions: availableEvents(giftMachine, doc.status, yourRole),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    executedAt: doc.executedAt,
  };
}

import {
  availableEvents,
  giftMachine,
  giftPartyOf,
  giftTaxNotice,
  partyDetailChanges,
  partySnapshot,
  type GiftRequestResponse,
  type GiftRole,
  type GiftSignatureSummary,
} from '@kinloan/domain';
import { currentGiftLetter, readinessOf } from './current-gift-letter';
import type { StoredSignature } from '../signing/signature-evidence';
import type { GiftRequestDocument } from './gift-document';

function signatureSummary(signature: StoredSignature | null): GiftSignatureSummary | null {
  if (!signature) return null;
  return {
    signedAt: signature.signedAt,
    typedFullName: signature.typedFullName,
    hasDrawnSignature: signature.hasDrawnSignature,
    documentSha256: signature.documentSha256,
  };
}

/** What is different about the invitee, as they signed, from how the initiator named them when sending. */
export function countersignChangesFor(doc: GiftRequestDocument, yourRole: GiftRole): string[] {
  if (yourRole !== 'initiator' || doc.status !== 'awaiting-countersignature' || !doc.inviteeAsSent) return [];
  return partyDetailChanges(partySnapshot(doc.inviteeAsSent), partySnapshot(inviteeAsSigned(doc)));
}

/** The invitee as the letter now names them: the donor's details, or the gift recipient's. */
export function inviteeAsSigned(doc: GiftRequestDocument) {
  const recipient = doc.recipientDetails;
  return giftPartyOf(doc.initiatorParty, 'invitee') === 'donor'
    ? { ...doc.donorRequestDetails, email: doc.inviteeEmail ?? '' }
    : { firstName: recipient?.firstName, middleName: recipient?.middleName, lastName: recipient?.lastName, address: recipient?.address, email: doc.inviteeEmail ?? '' };
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
export function giftResponse(doc: GiftRequestDocument, yourRole: GiftRole, known?: { readonly documentSha256: string }): GiftRequestResponse {
  const readiness = readinessOf(doc);
  const current = known ?? (readiness.ready ? currentGiftLetter(doc) : null);
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
    countersignChanges: countersignChangesFor(doc, yourRole),
    executedDocument: doc.executedDocument,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    executedAt: doc.executedAt,
  };
}

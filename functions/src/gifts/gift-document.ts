import type {
  DonorRequestDetailsDraft,
  GiftDetailsDraft,
  GiftParty,
  GiftRecipientDetails,
  GiftSignatureSummary,
  GiftStatus,
} from '@kinloan/domain';

/** `giftRequests/{id}` and its append-only `events/{seq}` (functions/src/event-log). */
export const GIFT_REQUESTS = 'giftRequests';

/** The response's summary plus what the PDF's audit block needs (the event log has it all too). */
export interface StoredGiftSignature extends GiftSignatureSummary {
  readonly signerCustomerId: string;
  readonly ip: string;
  readonly userAgent: string;
  /** Both were required to sign; stored so the audit block states them from the record. */
  readonly consentToElectronicRecords: true;
  readonly confirmNoRepaymentExpected: true;
  /** data:image/png;base64 URL, or null when only the typed name was given. */
  readonly drawnSignaturePng: string | null;
}

export interface GiftSignatures {
  readonly donor: StoredGiftSignature | null;
  readonly giftRecipient: StoredGiftSignature | null;
}

export const NO_GIFT_SIGNATURES: GiftSignatures = { donor: null, giftRecipient: null };

export function signatureKey(party: GiftParty): keyof GiftSignatures {
  return party === 'donor' ? 'donor' : 'giftRecipient';
}

/** Who to write to: from the profile at creation (initiator) or from send's updateParty (invitee). */
export interface GiftContact {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface GiftRequestDocument {
  readonly id: string;
  readonly status: GiftStatus;
  readonly initiatorParty: GiftParty;
  readonly initiatingCustomerId: string;
  readonly initiatorContact: GiftContact;
  readonly inviteeCustomerId: string | null;
  /** Lower-cased; set by send. */
  readonly inviteeEmail: string | null;
  readonly inviteeName: { readonly firstName: string; readonly lastName: string } | null;
  readonly giftDetails: GiftDetailsDraft;
  readonly donorRequestDetails: DonorRequestDetailsDraft;
  /** The gift recipient as the letter names them (profile, invitation, or signing snapshot). */
  readonly recipientDetails: GiftRecipientDetails | null;
  readonly rejectionReason: string | null;
  readonly signatures: GiftSignatures;
  /** Who may read it: the initiator and, once known, the invitee (rules and the list query). */
  readonly partyIds: readonly string[];
  /** The last event's sequence number; the next event is eventCount + 1. */
  readonly eventCount: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly executedAt: string | null;
  /** SHA-256 of the executed letter's full text, set by finalize. */
  readonly executedDocumentSha256: string | null;
}

export function partyIdsOf(initiatingCustomerId: string, inviteeCustomerId: string | null): string[] {
  return inviteeCustomerId && inviteeCustomerId !== initiatingCustomerId
    ? [initiatingCustomerId, inviteeCustomerId]
    : [initiatingCustomerId];
}

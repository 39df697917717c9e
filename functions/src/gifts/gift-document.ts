import type { StoredSignature } from '../signing/signature-evidence';
import type {
  CustomerAddress,
  DonorRequestDetailsDraft,
  ExecutedDocumentSummary,
  GiftDetailsDraft,
  GiftParty,
  GiftRecipientDetails,
  GiftStatus,
} from '@kinloan/domain';

/** `giftRequests/{id}` and its append-only `events/{seq}` (functions/src/event-log). */
export const GIFT_REQUESTS = 'giftRequests';

export interface GiftSignatures {
  readonly donor: StoredSignature | null;
  readonly giftRecipient: StoredSignature | null;
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
  /** The executed letter as kept, byte for byte (signing/executed-documents.ts), set by finalize. */
  readonly executedDocument: ExecutedDocumentSummary | null;
  /** Set by the backfill when a letter executed before documents were kept cannot be made again. */
  readonly executedDocumentMissing?: { readonly reason: string; readonly checkedAt: string } | null;
  /** The invited person's details as the initiator gave them when sending: what a countersignature is checked against. */
  readonly inviteeAsSent?: { readonly firstName: string; readonly middleName?: string | undefined; readonly lastName: string; readonly email: string; readonly phone?: string | undefined; readonly address?: Partial<CustomerAddress> | null | undefined } | null;
}

export function partyIdsOf(initiatingCustomerId: string, inviteeCustomerId: string | null): string[] {
  return inviteeCustomerId && inviteeCustomerId !== initiatingCustomerId
    ? [initiatingCustomerId, inviteeCustomerId]
    : [initiatingCustomerId];
}

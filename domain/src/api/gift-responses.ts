import type { ExecutedDocumentSummary } from './audit-responses';
import type { GiftEvent, GiftParty, GiftRole, GiftStatus } from '../gift/gift-machine';
import type { CustomerAddress } from './customer-schemas';
import type { DonorRequestDetailsDraft, GiftDetailsDraft } from './gift-schemas';

/**
 * Success results of the gift callables (gifts-create, -update, -send, -sign, -finalize,
 * -reject, -delete (status 'deleted'), -get answer `GiftRequestResponse`; gifts-list `GiftListResponse`;
 * gifts-getDocument `GiftDocumentResponse`). Every action answers with the whole letter, so
 * the client never re-fetches after an action. Failures are HttpsErrors whose `details` is
 * `{ fields: [{ field, message }] }` for invalid-argument.
 */

/** One party's signature as the event log recorded it; IP and user agent stay in the log. */
export interface GiftSignatureSummary {
  /** ISO instant. */
  readonly signedAt: string;
  readonly typedFullName: string;
  readonly hasDrawnSignature: boolean;
  /** SHA-256 (hex) of the gift letter's full text, both people included, at the moment of signing. */
  readonly documentSha256: string;
}

/**
 * The gift recipient as the letter names them. From their profile while the letter is open,
 * frozen from the snapshot taken when they signed; before an invited recipient has an
 * account, the name the donor gave when sending it (and no address).
 */
export interface GiftRecipientDetails {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly address: CustomerAddress | null;
  readonly source: 'profile' | 'signature' | 'invitation';
}

/** Any of the two callers' view of one gift letter. */
export interface GiftRequestResponse {
  readonly id: string;
  readonly status: GiftStatus;
  /** Which side started it: the buyer asking ('gift-recipient') or the relative offering ('donor'). */
  readonly initiatorParty: GiftParty;
  /** The caller's side in the flow … */
  readonly yourRole: GiftRole;
  /** … and in the letter. */
  readonly yourParty: GiftParty;
  readonly initiatingCustomerId: string;
  readonly inviteeCustomerId: string | null;
  /** Where it was sent (lower-cased), before and after the invitee is linked. */
  readonly inviteeEmail: string | null;
  /** The name the initiator gave for the invitee when sending (updateParty). */
  readonly inviteeName: { readonly firstName: string; readonly lastName: string } | null;
  /** Draft-partial until the letter is ready to sign. */
  readonly giftDetails: GiftDetailsDraft;
  /** The donor's legal name, address, phone, relationship; draft-partial until ready. */
  readonly donorRequestDetails: DonorRequestDetailsDraft;
  /** Null only while nobody on the recipient side is known (a donor's unsent draft). */
  readonly recipientDetails: GiftRecipientDetails | null;
  readonly rejectionReason: string | null;
  readonly signatures: { readonly donor: GiftSignatureSummary | null; readonly giftRecipient: GiftSignatureSummary | null };
  /** Form 709 notice for the donor when the amount exceeds the annual exclusion; else null. */
  readonly giftTaxNotice: string | null;
  /** True when giftDetails and donorRequestDetails are complete enough to sign. */
  readonly readyToSign: boolean;
  /** Complete-ness problems, in the schemas' words ({ field, message }); empty when ready. */
  readonly missingFields: readonly { readonly field: string; readonly message: string }[];
  /** SHA-256 of the letter text as it stands now (what a signature now would cover); null until ready. */
  readonly documentSha256: string | null;
  /** What the caller could do now per the gift machine (guards such as readiness aside). */
  readonly availableActions: readonly GiftEvent[];
  /** For the initiator while their countersignature is awaited: what differs from the letter they signed. */
  readonly countersignChanges: readonly string[];
  /** The executed letter as kept, byte for byte; null until executed. */
  readonly executedDocument: ExecutedDocumentSummary | null;
  /** ISO instants. */
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly executedAt: string | null;
}

/** gifts-list: the caller's letters (either side), newest first, deleted ones left out. */
export interface GiftListResponse {
  readonly gifts: GiftRequestResponse[];
}

/** gifts-getDocument: the PDF, watermarked DRAFT until executed. */
export interface GiftDocumentResponse {
  readonly filename: string;
  readonly contentType: 'application/pdf';
  readonly base64: string;
}

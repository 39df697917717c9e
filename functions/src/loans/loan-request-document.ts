import type { StoredSignature } from '../signing/signature-evidence';
import {
  availableEvents,
  loanRequestMachine,
  partyRoles,
  type ExecutedDocumentSummary,
  type Statement,
  type ConsentSummary,
  type InitiatorRequestDetails,
  type LoanProposalDetails,
  type LoanRequestResponse,
  type RecipientRequestDetails,
  type RequestRole,
  type RequestStatus,
  type RequestType,
  type SignatureSummary,
} from '@kinloan/domain';

/** `loanRequests/{id}` and its append-only `events/{seq}`. */
export const LOAN_REQUESTS = 'loanRequests';
export const EVENTS = 'events';

export interface StoredConsent {
  /** ISO instant. */
  readonly acceptedAt: string;
  readonly termsOfServiceVersion: string;
  /** The statements accepted (the terms of service and the E-SIGN consent), word for word. */
  readonly statements: readonly Statement[];
}

export interface PerRole<T> {
  readonly initiator: T;
  readonly recipient: T;
}

export interface LoanRequestDocument {
  readonly id: string;
  readonly initiatingCustomerId: string;
  readonly initiatorRequestDetails: InitiatorRequestDetails;
  readonly loanProposalDetails: LoanProposalDetails;
  readonly recipientCustomerId: string | null;
  readonly recipientRequestDetails: RecipientRequestDetails;
  readonly requestType: RequestType;
  readonly status: RequestStatus;
  readonly parentLoanId: string | null;
  readonly rejectionReason: string | null;
  /** Lower-cased; set by send, and by a request for changed terms (the old initiator). */
  readonly recipientEmail: string | null;
  /**
   * The recipient as the initiator named them when sending (updateParty, with whatever else the
   * initiator had entered about them): what the initiator's countersignature is checked against.
   */
  readonly recipientAsSent?: RecipientRequestDetails | null;
  readonly childRequestId: string | null;
  readonly loanId: string | null;
  /** Who may read it: the initiator and, once known, the recipient (rules and the list query). */
  readonly partyIds: readonly string[];
  readonly consents: PerRole<StoredConsent | null>;
  readonly signatures: PerRole<StoredSignature | null>;
  readonly wishPublished: boolean;
  readonly wishPublishedAt: string | null;
  /** The executed agreement as kept, byte for byte (signing/executed-documents.ts). */
  readonly executedDocument?: ExecutedDocumentSummary | null;
  /** Set by the backfill when an agreement executed before documents were kept cannot be made again. */
  readonly executedDocumentMissing?: { readonly reason: string; readonly checkedAt: string } | null;
  /** The last event's sequence number; the next event is eventCount + 1. */
  readonly eventCount: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export const NO_CONSENTS: PerRole<StoredConsent | null> = { initiator: null, recipient: null };
export const NO_SIGNATURES: PerRole<StoredSignature | null> = { initiator: null, recipient: null };

export function partyIdsOf(initiatingCustomerId: string, recipientCustomerId: string | null): string[] {
  return recipientCustomerId && recipientCustomerId !== initiatingCustomerId
    ? [initiatingCustomerId, recipientCustomerId]
    : [initiatingCustomerId];
}

function consentSummary(consent: StoredConsent | null): ConsentSummary | null {
  return consent ? { acceptedAt: consent.acceptedAt } : null;
}

function signatureSummary(signature: StoredSignature | null): SignatureSummary | null {
  if (!signature) return null;
  return {
    signedAt: signature.signedAt,
    typedFullName: signature.typedFullName,
    hasDrawnSignature: signature.hasDrawnSignature,
    agreementSha256: signature.documentSha256,
  };
}

/**
 * The whole request as its party sees it. The drawn image, IP and user agent stay out:
 * they belong to the audit trail and the PDF, not to every screen.
 */
export function loanRequestResponse(
  doc: LoanRequestDocument,
  yourRole: RequestRole,
  agreementSha256: string | null,
  countersignChanges: readonly string[] = [],
): LoanRequestResponse {
  return {
    id: doc.id,
    status: doc.status,
    requestType: doc.requestType,
    initiatingCustomerId: doc.initiatingCustomerId,
    initiatorRequestDetails: doc.initiatorRequestDetails,
    loanProposalDetails: doc.loanProposalDetails,
    recipientCustomerId: doc.recipientCustomerId,
    recipientRequestDetails: doc.recipientRequestDetails,
    recipientEmail: doc.recipientEmail,
    parentLoanId: doc.parentLoanId,
    childRequestId: doc.childRequestId,
    rejectionReason: doc.rejectionReason,
    loanId: doc.loanId,
    yourRole,
    yourLoanRole: partyRoles(doc.requestType, yourRole),
    consents: { initiator: consentSummary(doc.consents.initiator), recipient: consentSummary(doc.consents.recipient) },
    signatures: {
      initiator: signatureSummary(doc.signatures.initiator),
      recipient: signatureSummary(doc.signatures.recipient),
    },
    agreementSha256,
    wishPublished: doc.wishPublished,
    availableActions: availableEvents(loanRequestMachine, doc.status, yourRole),
    countersignChanges,
    executedDocument: doc.executedDocument ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

import type { Statement } from '../signing/statements';

/**
 * The evidence behind one signature, as a court would ask for it: who (account, and the
 * verified email they held), what they typed and drew, which statements they affirmed word for
 * word, when they consented to electronic records, from where, and the fingerprint of exactly
 * the text their signature covers. Printed on the document's last page and given to both
 * parties as JSON.
 */
export interface SignatureAudit {
  /** "Lender", "Borrower", "Donor", "Gift Recipient". */
  readonly side: string;
  /** The signer's legal name as the document names them. */
  readonly name: string;
  readonly signerCustomerId: string;
  /** The signer's email as their verified sign-in said at the time. */
  readonly signerEmail: string | null;
  readonly typedFullName: string;
  /** ISO instant. */
  readonly signedAt: string;
  /** SHA-256 of the document's full text this signature covers. */
  readonly documentSha256: string;
  /** SHA-256 of the drawn signature image, when one was drawn. */
  readonly drawnSignatureSha256: string | null;
  /** Every statement the signer affirmed for this signature, as shown to them. */
  readonly statements: readonly Statement[];
  /** ISO instant of the consent to electronic records. */
  readonly consentAt: string | null;
  readonly ip: string;
  /** X-Forwarded-For as it arrived: the raw evidence behind `ip`. */
  readonly forwardedFor: string;
  readonly userAgent: string;
}

/** One entry of a document's event log, as both parties may read it. */
export interface AuditEvent {
  readonly seq: number;
  readonly type: string;
  readonly actorCustomerId: string;
  readonly role: string;
  readonly fromStatus: string | null;
  readonly toStatus: string;
  readonly at: string;
  readonly ip: string;
  readonly userAgent: string;
  readonly details: Readonly<Record<string, unknown>>;
}

/** Where an executed document is kept, byte for byte, and the fingerprints of what is kept. */
export interface ExecutedDocumentSummary {
  readonly id: string;
  /** SHA-256 of the canonical text both signed (the signatures' documentSha256). */
  readonly textSha256: string;
  /** SHA-256 of the stored PDF's bytes. */
  readonly pdfSha256: string;
  readonly storedAt: string;
  /** Set when the copy was made after execution by the backfill, from the code version recorded then. */
  readonly backfilledAt: string | null;
  /**
   * The code printed on the PDF, which anyone holding it can check at /verify (stored without
   * dashes). Absent on documents kept before codes were printed.
   */
  readonly verificationCode?: string | null;
}

/** GET /api/v1/loanRequests/{id}/auditTrail and gifts-getAuditTrail. */
export interface AuditTrailResponse {
  readonly documentKind: 'loan-agreement' | 'gift-letter';
  readonly documentId: string;
  readonly status: string;
  /** SHA-256 of the document's text as it stands now; null while it is incomplete. */
  readonly currentSha256: string | null;
  /** The signatures the document carries now, in signing order. */
  readonly signatures: readonly SignatureAudit[];
  readonly executedDocument: ExecutedDocumentSummary | null;
  readonly events: readonly AuditEvent[];
}

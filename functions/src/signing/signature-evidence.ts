import { createHash } from 'node:crypto';
import type { SignatureAudit, SignatureData, Statement } from '@kinloan/domain';
import type { CallContext } from '../platform/context';

/**
 * A signature as it is kept on a loan request or a gift letter: what the page shows (the
 * summary) and the evidence behind it (SignatureAudit without the names the document gives).
 * The event that recorded it holds the same, and never changes.
 */
export interface StoredSignature {
  /** ISO instant. */
  readonly signedAt: string;
  readonly typedFullName: string;
  readonly hasDrawnSignature: boolean;
  /** SHA-256 of the document's full text, both parties included, that this signature covers. */
  readonly documentSha256: string;
  readonly signerCustomerId: string;
  readonly signerEmail: string | null;
  readonly statements: readonly Statement[];
  readonly consentAt: string | null;
  readonly ip: string;
  readonly forwardedFor: string;
  readonly userAgent: string;
  /** data:image/png;base64 URL, or null when only the typed name was given. */
  readonly drawnSignaturePng: string | null;
  readonly drawnSignatureSha256: string | null;
}

function sha256OfDataUrl(dataUrl: string): string {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return createHash('sha256').update(Buffer.from(base64, 'base64')).digest('hex');
}

/** The signature of the caller, now, over the text with `documentSha256`, having affirmed `statements`. */
export function storedSignature(
  ctx: CallContext,
  signatureData: SignatureData,
  documentSha256: string,
  statements: readonly Statement[],
  consentAt: string | null,
): StoredSignature {
  const drawn = signatureData.drawnSignaturePng ?? null;
  return {
    signedAt: ctx.now,
    typedFullName: signatureData.typedFullName,
    hasDrawnSignature: drawn !== null,
    documentSha256,
    signerCustomerId: ctx.caller.uid,
    signerEmail: ctx.caller.email,
    statements,
    consentAt,
    ip: ctx.ip,
    forwardedFor: ctx.forwardedFor,
    userAgent: ctx.userAgent,
    drawnSignaturePng: drawn,
    drawnSignatureSha256: drawn ? sha256OfDataUrl(drawn) : null,
  };
}

/** What the event log records of a signature: all of it but the image itself (its hash stays). */
export function signatureEventDetails(signature: StoredSignature): Readonly<Record<string, unknown>> {
  const { drawnSignaturePng: _image, ...details } = signature;
  return details;
}

/** The evidence as the PDF's last page and the audit-trail JSON show it. */
export function signatureAudit(signature: StoredSignature, side: string, name: string): SignatureAudit {
  return {
    side,
    name,
    signerCustomerId: signature.signerCustomerId,
    signerEmail: signature.signerEmail,
    typedFullName: signature.typedFullName,
    signedAt: signature.signedAt,
    documentSha256: signature.documentSha256,
    drawnSignatureSha256: signature.drawnSignatureSha256,
    statements: signature.statements,
    consentAt: signature.consentAt,
    ip: signature.ip,
    forwardedFor: signature.forwardedFor,
    userAgent: signature.userAgent,
  };
}

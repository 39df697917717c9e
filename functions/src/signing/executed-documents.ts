import { createHash } from 'node:crypto';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { ExecutedDocumentSummary } from '@kinloan/domain';
import { readDocument, runQuery, type CommitBatch } from '../platform/store';
import { verificationRecord, verificationRef, type DocumentVerification } from './document-verification';

/**
 * Executed documents, kept byte for byte (docs/decisions/0010-executed-documents.md).
 *
 * At execution the canonical text both signed and the PDF as rendered then are written, with
 * the SHA-256 of each, to `executedDocuments/{kind}-{id}` (the PDF split into `chunks/{n}` under
 * Firestore's 1 MiB document limit), in the same commit as the execution, with create-if-absent
 * writes. Nothing ever updates them: the rules let no client write, and no server path does.
 * Whoever downloads the executed agreement years later gets these bytes, checked against their
 * fingerprint, never a new rendering by whatever the code has become.
 */

export const EXECUTED_DOCUMENTS = 'executedDocuments';
export const CHUNKS = 'chunks';

/** Under Firestore's 1 MiB per document, with room for the field names. */
export const CHUNK_BYTES = 700 * 1024;

export type ExecutedDocumentKind = 'loan-agreement' | 'gift-letter' | 'payoff-letter';

export interface ExecutedDocumentRecord extends ExecutedDocumentSummary {
  readonly kind: ExecutedDocumentKind;
  /** The loan request or gift letter it executes. */
  readonly subjectId: string;
  readonly partyIds: readonly string[];
  readonly canonicalText: string;
  /** The text version the builder printed into the text (AGREEMENT_TEXT_VERSION, GIFT_LETTER_TEXT_VERSION). */
  readonly textVersion: string;
  readonly byteLength: number;
  readonly chunkCount: number;
}

export interface KeepInput {
  readonly kind: ExecutedDocumentKind;
  readonly subjectId: string;
  readonly partyIds: readonly string[];
  readonly canonicalText: string;
  readonly textVersion: string;
  readonly pdf: Uint8Array;
  readonly now: string;
  readonly backfilledAt?: string | null;
  /** The code the PDF prints (made before rendering it); its public record is kept alongside. */
  readonly verification: DocumentVerification;
}

export function sha256OfBytes(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function sha256OfText(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function executedDocumentRef(db: Firestore, kind: ExecutedDocumentKind, subjectId: string): DocumentReference {
  return db.collection(EXECUTED_DOCUMENTS).doc(`${kind}-${subjectId}`);
}

export interface KeptDocument {
  readonly summary: ExecutedDocumentSummary;
  /** Adds the kept document and its chunks to the execution's commit (create-if-absent). */
  readonly write: (batch: CommitBatch) => void;
}

/** The executed document to keep: its fingerprints now, its writes for the one commit. */
export function keepExecutedDocument(db: Firestore, input: KeepInput): KeptDocument {
  const ref = executedDocumentRef(db, input.kind, input.subjectId);
  const chunkCount = Math.max(1, Math.ceil(input.pdf.byteLength / CHUNK_BYTES));
  const record: ExecutedDocumentRecord = {
    id: ref.id,
    kind: input.kind,
    subjectId: input.subjectId,
    partyIds: input.partyIds,
    canonicalText: input.canonicalText,
    textVersion: input.textVersion,
    textSha256: sha256OfText(input.canonicalText),
    pdfSha256: sha256OfBytes(input.pdf),
    byteLength: input.pdf.byteLength,
    chunkCount,
    storedAt: input.now,
    backfilledAt: input.backfilledAt ?? null,
    verificationCode: input.verification.code,
  };
  const check = verificationRecord(input.verification, { kind: input.kind, id: ref.id, textSha256: record.textSha256, pdfSha256: record.pdfSha256, now: input.now });
  return {
    summary: summaryOf(record),
    write: (batch) => {
      batch.create(ref, record);
      // create: a code drawn twice (one in 2^60) fails the commit rather than repoint a code.
      batch.create(verificationRef(db, input.verification.code), check);
      for (let index = 0; index < chunkCount; index += 1) {
        const bytes = Buffer.from(input.pdf.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES));
        batch.create(ref.collection(CHUNKS).doc(String(index).padStart(3, '0')), { index, bytes });
      }
    },
  };
}

export function summaryOf(record: ExecutedDocumentSummary): ExecutedDocumentSummary {
  return {
    id: record.id,
    textSha256: record.textSha256,
    pdfSha256: record.pdfSha256,
    storedAt: record.storedAt,
    backfilledAt: record.backfilledAt,
    verificationCode: record.verificationCode ?? null,
  };
}

/** The kept PDF's bytes, checked against their fingerprint: a copy that does not match is never served. */
export async function readExecutedPdf(db: Firestore, summary: Pick<ExecutedDocumentSummary, 'id' | 'pdfSha256'>): Promise<Uint8Array> {
  const ref = db.collection(EXECUTED_DOCUMENTS).doc(summary.id);
  const [snapshot, chunks] = await Promise.all([readDocument(ref), runQuery(ref.collection(CHUNKS))]);
  const record = snapshot.data() as ExecutedDocumentRecord | undefined;
  if (!snapshot.exists || !record) throw new Error(`executed document ${summary.id} is missing`);
  const parts = chunks.docs
    .map((chunk) => chunk.data() as { index: number; bytes: Uint8Array })
    .sort((a, b) => a.index - b.index)
    .map((chunk) => Buffer.from(chunk.bytes));
  const pdf = new Uint8Array(Buffer.concat(parts));
  const actual = sha256OfBytes(pdf);
  if (parts.length !== record.chunkCount || actual !== record.pdfSha256 || actual !== summary.pdfSha256) {
    throw new Error(`executed document ${summary.id} does not match its fingerprint (${actual} ≠ ${summary.pdfSha256})`);
  }
  return pdf;
}

import { randomBytes } from 'node:crypto';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import {
  formatVerificationCode,
  initialsOf,
  VERIFICATION_CODE_BYTES,
  verificationCodeFromBytes,
  type PersonName,
  type VerifiableDocumentKind,
  type VerificationResponse,
  type VerifiedParty,
} from '@kinloan/domain';
import type { DocumentCheck } from '../documents/pdf-page-chrome';

/**
 * Verification codes (docs/decisions/0016-verifiable-documents.md). Each executed document
 * gets a random code, printed on its PDF; `verifications/{code}` keeps, from the same commit
 * as the execution and never changed after, only what the public check may show. The public
 * lookup reads that one document: it can't reach a loan, a gift letter or a person.
 */
export const VERIFICATIONS = 'verifications';

/** What finalize knows before it renders: the code to print and what the check will say. */
export interface DocumentVerification {
  /** Stored form, without dashes. */
  readonly code: string;
  readonly parties: readonly VerifiedParty[];
  readonly giftAmountCents: number | null;
}

/** The stored record: the public answer, with the executed document it names. */
export interface VerificationRecord extends VerificationResponse {
  readonly executedDocumentId: string;
  readonly storedAt: string;
}

export function newVerificationCode(random: (size: number) => Uint8Array = randomBytes): string {
  return verificationCodeFromBytes(random(VERIFICATION_CODE_BYTES));
}

/** A party for the check: the document's name for their part, and their initials. */
export function verifiedParty(role: string, person: PersonName): VerifiedParty {
  return { role, initials: initialsOf(person) };
}

/** What the PDF prints: the code as people read it, and the page that takes it. */
export function documentCheck(code: string, appBaseUrl: string): DocumentCheck {
  return { code: formatVerificationCode(code), checkUrl: `${appBaseUrl.replace(/\/+$/, '')}/verify` };
}

export function verificationRef(db: Firestore, code: string): DocumentReference {
  return db.collection(VERIFICATIONS).doc(code);
}

export function verificationRecord(
  verification: DocumentVerification,
  document: { readonly kind: VerifiableDocumentKind; readonly id: string; readonly textSha256: string; readonly pdfSha256: string; readonly now: string },
): VerificationRecord {
  return {
    code: formatVerificationCode(verification.code),
    documentKind: document.kind,
    executedOn: document.now.slice(0, 10),
    parties: verification.parties,
    giftAmountCents: document.kind === 'gift-letter' ? verification.giftAmountCents : null,
    textSha256: document.textSha256,
    pdfSha256: document.pdfSha256,
    executedDocumentId: document.id,
    storedAt: document.now,
  };
}

/** The public answer: exactly the fields VerificationResponse names, whatever else is stored. */
export function verificationResponse(record: VerificationRecord): VerificationResponse {
  return {
    code: record.code,
    documentKind: record.documentKind,
    executedOn: record.executedOn,
    parties: record.parties.map(({ role, initials }) => ({ role, initials })),
    giftAmountCents: record.giftAmountCents,
    textSha256: record.textSha256,
    pdfSha256: record.pdfSha256,
  };
}

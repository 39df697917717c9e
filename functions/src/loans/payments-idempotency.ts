import { createHash } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import type { LoanPaymentResponse, RecordPaymentBody } from '@kinloan/domain';
import { fieldError } from '../platform/app-error';
import { readDocument } from '../platform/store';

/**
 * `Idempotency-Key` for recording a payment: a client that lost the answer (a dropped
 * connection, a double click) sends the same key again and gets the first answer back, and
 * the payment is recorded once. The key is scoped to the caller and the loan, stored as
 * `loans/{id}/idempotency/{sha256(uid, key)}` and created with a create-if-absent
 * precondition in the same batch as the payment, so two racing retries cannot both record.
 * Refusals are not stored: nothing was recorded, and a retry is judged afresh.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY = 'idempotency';

const KEY = /^[\x21-\x7e]{1,255}$/;

export interface StoredPaymentAnswer {
  readonly callerCustomerId: string;
  /** SHA-256 of the body the key was first used with. */
  readonly fingerprint: string;
  readonly status: number;
  readonly body: LoanPaymentResponse;
  readonly paymentId: string;
  readonly createdAt: string;
}

export function idempotencyKeyOf(key: string | undefined): string {
  if (key === undefined || key.trim() === '') {
    throw fieldError(
      IDEMPOTENCY_HEADER,
      `The ${IDEMPOTENCY_HEADER} header is required to record a payment: send a new unique value (a UUID) for each payment, and the same value when you retry it.`,
    );
  }
  if (!KEY.test(key)) {
    throw fieldError(IDEMPOTENCY_HEADER, `The ${IDEMPOTENCY_HEADER} header must be 1 to 255 visible ASCII characters, such as a UUID.`);
  }
  return key;
}

export function idempotencyRef(loanRef: DocumentReference, callerUid: string, key: string): DocumentReference {
  const id = createHash('sha256').update(`${callerUid}\n${key}`).digest('hex');
  return loanRef.collection(IDEMPOTENCY).doc(id);
}

export function fingerprintOf(body: RecordPaymentBody): string {
  const canonical = JSON.stringify([body.amountCents, body.paidOn, body.method, body.note ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The first answer for this key, or null; a key reused for a different payment is a 400. */
export async function storedAnswer(ref: DocumentReference, fingerprint: string): Promise<StoredPaymentAnswer | null> {
  const snapshot = await readDocument(ref);
  const stored = snapshot.data() as StoredPaymentAnswer | undefined;
  if (!snapshot.exists || !stored) return null;
  if (stored.fingerprint !== fingerprint) {
    throw fieldError(
      IDEMPOTENCY_HEADER,
      `This ${IDEMPOTENCY_HEADER} was already used for a different payment on this loan. Use a new key for a new payment.`,
    );
  }
  return stored;
}

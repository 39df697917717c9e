import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { reminderDatesOf } from '../loans/ledger-terms';
import { LOANS, type LoanDocument } from '../loans/loan-document';
import { paymentsToConfirmOf } from '../loans/payment-document';

/**
 * The one-off backfill for loans from before they kept their reminder days and their payments
 * to confirm: without `reminderDates` the daily job would never look at them. Each active
 * loan missing either gets both, written only if the loan has not changed since it was read
 * (otherwise it is read again). Safe to run again: loans that have both are skipped.
 */
export interface ReminderBackfillResult {
  readonly written: string[];
  readonly alreadyKept: number;
  /** Changed under us at every attempt: run the backfill again. */
  readonly busy: string[];
}

const ATTEMPTS = 5;

/** gRPC FAILED_PRECONDITION: the loan changed after it was read. */
function isFailedPrecondition(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 9;
}

async function backfillOne(db: Firestore, ref: DocumentReference): Promise<'written' | 'kept' | 'busy'> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const snapshot = await ref.get();
    const loan = snapshot.data() as LoanDocument | undefined;
    if (!loan || loan.status !== 'active' || (loan.reminderDates && loan.paymentsToConfirm)) return 'kept';
    const fields = { reminderDates: reminderDatesOf(loan), paymentsToConfirm: await paymentsToConfirmOf(db, loan) };
    try {
      await ref.update(fields, { lastUpdateTime: snapshot.updateTime! });
      return 'written';
    } catch (error) {
      if (!isFailedPrecondition(error)) throw error;
    }
  }
  return 'busy';
}

export async function backfillReminderDates(db: Firestore): Promise<ReminderBackfillResult> {
  const result = { written: [] as string[], alreadyKept: 0, busy: [] as string[] };
  const active = await db.collection(LOANS).where('status', '==', 'active').get();
  for (const { ref } of active.docs) {
    const outcome = await backfillOne(db, ref);
    if (outcome === 'written') result.written.push(ref.id);
    else if (outcome === 'busy') result.busy.push(ref.id);
    else result.alreadyKept += 1;
  }
  return result;
}

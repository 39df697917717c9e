import type { Firestore } from 'firebase-admin/firestore';
import type { LoanNote } from '@kinloan/domain';
import { runQuery } from '../platform/store';
import { LOANS, type LoanDocument } from './loan-document';

/**
 * Loan notes (the spec's `loanNotes`): either party writes one, in any status, and it is
 * kept as written. `loans/{id}/notes/{seq}` with the number of the loan event that added it,
 * so the order is the order they were written. There is no route to edit or delete a note.
 */

export const NOTES = 'notes';

export function noteIdFor(seq: number): string {
  return `n${String(seq).padStart(6, '0')}`;
}

/** Kinloan's notes on the loan document, then the parties' notes in the order written. */
export async function loadNotes(db: Firestore, loan: LoanDocument): Promise<LoanNote[]> {
  const snapshot = await runQuery(db.collection(LOANS).doc(loan.id).collection(NOTES));
  const written = snapshot.docs.map((doc) => doc.data() as LoanNote).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return [...loan.loanNotes, ...written];
}

import type { RequestHandler } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { loanNoteBodySchema, type LoanNote } from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { parseBody } from '../http/errors';
import { actionContext, type ActionContext } from './action-context';
import { LoanBatch, runQuery } from './firestore-ops';
import { appendLoanEvent, commitLoanAction, decideLoanOrRefuse, loadLoanForAction, withLoanRetries } from './loan-action';
import { LOANS, type LoanDocument } from './loan-document';
import { ledgerOf, todayUtc } from './servicing-state';

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

/** POST /api/v1/loans/{id}/notes {text} → 201 with the note. */
export function addLoanNote(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    const { text } = parseBody(loanNoteBodySchema, req.body);
    const db = deps.firestore();
    const note = await withLoanRetries(() => attempt(db, String(req.params.id), context, text));
    res.status(201).json(note);
  };
}

async function attempt(db: Firestore, loanId: string, context: ActionContext, text: string): Promise<LoanNote> {
  const loaded = await loadLoanForAction(db, loanId, context);
  const next = decideLoanOrRefuse(loaded, 'add-note', ledgerOf(loaded.loan, todayUtc()).balanceCents);
  const batch = new LoanBatch(db);
  const seq = loaded.loan.eventCount + 1;
  const note: LoanNote = { id: noteIdFor(seq), authorCustomerId: context.caller.uid, text, createdAt: context.now };
  appendLoanEvent(batch, loaded, context, { event: 'add-note', next, details: { noteId: note.id } });
  batch.create(loaded.ref.collection(NOTES).doc(note.id), note);
  await commitLoanAction(batch);
  return note;
}

import type { Firestore } from 'firebase-admin/firestore';
import { displayName, dueStatementNotes, statementNoteYear, type CalendarDate, type DueStatementNote, type StatementNoteLoan } from '@kinloan/domain';
import { statementReadyEmail } from '../mail/statement-emails';
import { LOANS, type LoanDocument } from '../loans/loan-document';
import { endOf, remindersOf } from '../loans/servicing-state';
import { CommitBatch, commitUnlessDone, readDocument, runQuery } from '../platform/store';
import { REMINDER_PAGE_SIZE } from './run-reminders';

/**
 * January's statement notes, run by the daily job beside the reminders. Once a year every loan
 * is read, a page at a time in `id` order (the reminders' paging, decision 0015); when the last
 * page is done `statementNoteRuns/{year}` is written, and the rest of January reads only that
 * document. Each note is one batch creating `statementNotes/{key}` if absent with its email,
 * so a page run twice, or a run picked up again the next day after a failure, sends nothing twice.
 */

export const STATEMENT_NOTES = 'statementNotes';
export const STATEMENT_NOTE_RUNS = 'statementNoteRuns';

const PARALLEL_SENDS = 10;

export interface StatementNoteRecord extends Omit<DueStatementNote, 'recipientFirstName'> {
  readonly sentOn: CalendarDate;
  readonly createdAt: string;
}

export interface StatementNotePage {
  readonly today: CalendarDate;
  /** The year announced; null outside January. */
  readonly year: number | null;
  readonly loans: number;
  readonly queued: readonly DueStatementNote[];
  readonly alreadySent: readonly DueStatementNote[];
  /** The last loan of a full page, to start the next page after; null when the year's pass is over. */
  readonly next: string | null;
}

function noteLoanOf(loan: LoanDocument): StatementNoteLoan {
  const settings = remindersOf(loan);
  const party = (snapshot: LoanDocument['lender'], reminders: typeof settings.lender) => ({
    customerId: snapshot.customerId,
    email: snapshot.email,
    firstName: snapshot.firstName,
    reminders,
  });
  return {
    loanId: loan.id,
    loanStartDate: loan.terms.disbursement.date,
    end: endOf(loan),
    lender: party(loan.lender, settings.lender),
    borrower: party(loan.borrower, settings.borrower),
  };
}

export async function runStatementNotePage(
  db: Firestore,
  today: CalendarDate,
  options: { readonly appBaseUrl: string; readonly after?: string | null; readonly pageSize?: number },
): Promise<StatementNotePage> {
  const year = statementNoteYear(today);
  const after = options.after ?? null;
  const idle = { today, year, loans: 0, queued: [], alreadySent: [], next: null };
  if (year === null) return idle;
  const runRef = db.collection(STATEMENT_NOTE_RUNS).doc(String(year));
  if (after === null && (await readDocument(runRef)).exists) return idle;

  const pageSize = options.pageSize ?? REMINDER_PAGE_SIZE;
  let query = db.collection(LOANS).orderBy('id').limit(pageSize);
  if (after) query = db.collection(LOANS).where('id', '>', after).orderBy('id').limit(pageSize);
  const snapshot = await runQuery(query);
  const loans = new Map(snapshot.docs.map((doc) => [doc.id, doc.data() as LoanDocument]));
  const notes = dueStatementNotes([...loans.values()].map(noteLoanOf), today);
  const now = new Date().toISOString();
  const sent: boolean[] = [];
  // A few commits at a time, as the reminders send theirs.
  for (let at = 0; at < notes.length; at += PARALLEL_SENDS) {
    const chunk = notes.slice(at, at + PARALLEL_SENDS);
    sent.push(...(await Promise.all(chunk.map((note) => sendOnce(db, note, loans.get(note.loanId)!, today, now, options.appBaseUrl)))));
  }
  const last = snapshot.docs.at(-1);
  const next = snapshot.docs.length === pageSize && last ? last.id : null;
  if (next === null) await new CommitBatch(db).set(runRef, { year, completedOn: today, completedAt: now }).commit();
  return {
    today,
    year,
    loans: loans.size,
    queued: notes.filter((_, i) => sent[i]),
    alreadySent: notes.filter((_, i) => !sent[i]),
    next,
  };
}

/** Every page of the day's notes in this process: `npm run reminders`, the seed and the tests. */
export async function runStatementNotes(db: Firestore, today: CalendarDate, options: { readonly appBaseUrl: string; readonly pageSize?: number }): Promise<StatementNotePage> {
  const total = { today, year: statementNoteYear(today), loans: 0, queued: [] as DueStatementNote[], alreadySent: [] as DueStatementNote[], next: null };
  let after: string | null = null;
  do {
    const page: StatementNotePage = await runStatementNotePage(db, today, { ...options, after });
    total.loans += page.loans;
    total.queued.push(...page.queued);
    total.alreadySent.push(...page.alreadySent);
    after = page.next;
  } while (after);
  return total;
}

async function sendOnce(db: Firestore, note: DueStatementNote, loan: LoanDocument, today: CalendarDate, now: string, base: string): Promise<boolean> {
  const { recipientFirstName, ...fields } = note;
  const record: StatementNoteRecord = { ...fields, sentOn: today, createdAt: now };
  const other = note.recipientRole === 'borrower' ? loan.lender : loan.borrower;
  const batch = new CommitBatch(db);
  batch.create(db.collection(STATEMENT_NOTES).doc(note.key), record);
  batch.mail(
    statementReadyEmail(
      { email: note.to, firstName: recipientFirstName },
      { year: note.year, recipientRole: note.recipientRole, otherName: displayName(other), link: `${base}/${encodeURIComponent(loan.id)}/loan-record/tax-statements/${note.year}` },
    ),
  );
  return commitUnlessDone(batch);
}

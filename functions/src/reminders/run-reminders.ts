import type { Firestore } from 'firebase-admin/firestore';
import { dueReminders, type CalendarDate, type DueReminder, type LoanPartySnapshot, type ReminderLevel, type ReminderLoan, type ReminderParty } from '@kinloan/domain';
import { EMULATOR_APP_BASE_URL, readEnvironment } from '../config/environment';
import { paymentReminderEmail } from '../mail/reminder-emails';
import { CommitBatch, commitUnlessDone, runQuery } from '../platform/store';
import { LOANS, type LoanDocument } from '../loans/loan-document';
import { displayName } from '@kinloan/domain';
import { ledgerOf, remindersOf } from '../loans/servicing-state';

/**
 * The daily reminder job. It looks only at the loans that keep the day among their reminder
 * days, a page at a time. Which reminders are due is domain's dueReminders(loans, today);
 * sending each exactly once is ours: every reminder is one batch that creates
 * `reminders/{key}` with a create-if-absent precondition and queues its email. A key already
 * there means it went out before (a second run the same day, or a run that crashed half way
 * and is started again), and the whole batch, email included, is refused.
 */

export const REMINDERS = 'reminders';

export interface ReminderRecord {
  readonly key: string;
  readonly loanId: string;
  readonly installmentNumber: number;
  readonly dueDate: CalendarDate;
  readonly kind: DueReminder['kind'];
  readonly recipientRole: DueReminder['recipientRole'];
  readonly to: string;
  /** The job's day. */
  readonly sentOn: CalendarDate;
  readonly createdAt: string;
}

export interface ReminderRun {
  readonly today: CalendarDate;
  /** Loans looked at: those with a reminder day on `today`. */
  readonly loans: number;
  /** Queued by this run. */
  readonly queued: readonly DueReminder[];
  /** Due, but already sent by an earlier run. */
  readonly alreadySent: readonly DueReminder[];
}

export interface ReminderOptions {
  /** Where the email links point; defaults to APP_BASE_URL, or the local app on the emulators. */
  readonly appBaseUrl?: string;
}

function partyOf(snapshot: LoanPartySnapshot, reminders: ReminderLevel): ReminderParty {
  return { customerId: snapshot.customerId, email: snapshot.email, firstName: snapshot.firstName, reminders };
}

/** A stored loan as the reminders core sees it: where it stands after its confirmed payments. */
export function reminderLoanOf(loan: LoanDocument, today: CalendarDate): ReminderLoan {
  const settings = remindersOf(loan);
  return {
    loanId: loan.id,
    status: loan.status,
    position: ledgerOf(loan, today).position,
    lender: partyOf(loan.lender, settings.lender),
    borrower: partyOf(loan.borrower, settings.borrower),
  };
}

/** One loan whose record cannot be built must not stop everyone else's reminders. */
function positionedOrSkipped(loan: LoanDocument, today: CalendarDate): ReminderLoan[] {
  try {
    return [reminderLoanOf(loan, today)];
  } catch (error) {
    console.error(`reminders: skipped loan ${loan.id}, its record could not be built`, error);
    return [];
  }
}

function defaultBaseUrl(): string {
  const env = readEnvironment(process.env);
  const base = env.appBaseUrl ?? (process.env.FIRESTORE_EMULATOR_HOST ? EMULATOR_APP_BASE_URL : undefined);
  if (!base) throw new Error('The APP_BASE_URL setting is missing from the functions\' environment.');
  return base;
}

/** Loans looked at per page: one task's work, whatever the number of loans. */
export const REMINDER_PAGE_SIZE = 200;

/** Reminder commits in flight at once within a page. */
const PARALLEL_SENDS = 10;

export interface ReminderPage extends ReminderRun {
  /** The last loan of a full page, to start the next page after; null on the last page. */
  readonly next: string | null;
}

export interface PageOptions extends ReminderOptions {
  readonly after?: string | null;
  readonly pageSize?: number;
}

/**
 * One page of a day's reminders: the loans that keep `today` among their reminder days
 * (loan-document.ts reminderDates), in id order after `after`, and each reminder due on
 * them sent once. No other loan is read.
 */
export async function runReminderPage(db: Firestore, today: CalendarDate, options: PageOptions = {}): Promise<ReminderPage> {
  const base = options.appBaseUrl ?? defaultBaseUrl();
  const pageSize = options.pageSize ?? REMINDER_PAGE_SIZE;
  // Paged on the loan's own `id` field with a range filter, not a cursor: the same query runs on
  // the official emulator and the Node fallback (which ignores cursors). Index: firestore.indexes.json.
  let query = db.collection(LOANS).where('reminderDates', 'array-contains', today);
  if (options.after) query = query.where('id', '>', options.after);
  query = query.orderBy('id').limit(pageSize);
  const snapshot = await runQuery(query);
  const loans = new Map(snapshot.docs.map((doc) => [doc.id, doc.data() as LoanDocument]));
  const due = dueReminders([...loans.values()].flatMap((loan) => positionedOrSkipped(loan, today)), today);
  const queued: DueReminder[] = [];
  const alreadySent: DueReminder[] = [];
  const now = new Date().toISOString();
  // A few commits at a time. Each is its own create-if-absent, so a page stopped anywhere is
  // simply run again: what went out is refused, the rest goes out.
  for (let at = 0; at < due.length; at += PARALLEL_SENDS) {
    const chunk = due.slice(at, at + PARALLEL_SENDS).flatMap((reminder) => {
      const loan = loans.get(reminder.loanId);
      return loan && reminder.to ? [{ reminder, loan }] : [];
    });
    const sent = await Promise.all(chunk.map(({ reminder, loan }) => sendOnce(db, reminder, loan, today, now, base)));
    chunk.forEach(({ reminder }, i) => (sent[i] ? queued : alreadySent).push(reminder));
  }
  const last = snapshot.docs.at(-1);
  return { today, loans: loans.size, queued, alreadySent, next: snapshot.docs.length === pageSize && last ? last.id : null };
}

/** A whole day's reminders in this process, page after page: `npm run reminders`, the seed and the tests. */
export async function runReminders(db: Firestore, today: CalendarDate, options: PageOptions = {}): Promise<ReminderRun> {
  let after = options.after ?? null;
  const run = { today, loans: 0, queued: [] as DueReminder[], alreadySent: [] as DueReminder[] };
  do {
    const page = await runReminderPage(db, today, { ...options, after });
    run.loans += page.loans;
    run.queued.push(...page.queued);
    run.alreadySent.push(...page.alreadySent);
    after = page.next;
  } while (after);
  return run;
}

async function sendOnce(db: Firestore, reminder: DueReminder, loan: LoanDocument, today: CalendarDate, now: string, base: string): Promise<boolean> {
  const record: ReminderRecord = {
    key: reminder.key,
    loanId: reminder.loanId,
    installmentNumber: reminder.installmentNumber,
    dueDate: reminder.dueDate,
    kind: reminder.kind,
    recipientRole: reminder.recipientRole,
    to: reminder.to,
    sentOn: today,
    createdAt: now,
  };
  const other = reminder.recipientRole === 'borrower' ? loan.lender : loan.borrower;
  const batch = new CommitBatch(db);
  batch.create(db.collection(REMINDERS).doc(reminder.key), record);
  batch.mail(
    paymentReminderEmail(
      { email: reminder.to, firstName: reminder.recipientFirstName },
      {
        kind: reminder.kind,
        recipientRole: reminder.recipientRole,
        installmentNumber: reminder.installmentNumber,
        dueDate: reminder.dueDate,
        amountDueCents: reminder.amountDueCents,
        otherName: displayName(other),
        lateFeeCents: loan.terms.lateFeeCents,
        lateFeeGraceDays: loan.terms.lateFeeGraceDays,
        link: `${base}/${loan.id}/loan-record`,
      },
    ),
  );
  return commitUnlessDone(batch);
}

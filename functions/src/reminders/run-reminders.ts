import type { Firestore } from 'firebase-admin/firestore';
import { dueReminders, type CalendarDate, type DueReminder, type LoanPartySnapshot, type ReminderLevel, type ReminderLoan, type ReminderParty } from '@kinloan/domain';
import { EMULATOR_APP_BASE_URL, readEnvironment } from '../config/environment';
import { paymentReminderEmail } from '../mail/reminder-emails';
import { CommitBatch, isAlreadyExists, runQuery } from '../platform/store';
import { LOANS, type LoanDocument } from '../loans/loan-document';
import { displayName } from '@kinloan/domain';
import { ledgerOf, remindersOf } from '../loans/servicing-state';

/**
 * The daily reminder job. Which reminders are due is domain's dueReminders(loans, today);
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
  /** Active loans looked at. */
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

export async function runReminders(db: Firestore, today: CalendarDate, options: ReminderOptions = {}): Promise<ReminderRun> {
  const base = options.appBaseUrl ?? defaultBaseUrl();
  const snapshot = await runQuery(db.collection(LOANS).where('status', '==', 'active'));
  const loans = new Map(snapshot.docs.map((doc) => [doc.id, doc.data() as LoanDocument]));
  const due = dueReminders([...loans.values()].flatMap((loan) => positionedOrSkipped(loan, today)), today);
  const queued: DueReminder[] = [];
  const alreadySent: DueReminder[] = [];
  const now = new Date().toISOString();
  // One at a time: a day's reminders are few, and a failure leaves a clear point to resume from.
  for (const reminder of due) {
    const loan = loans.get(reminder.loanId);
    if (!loan || !reminder.to) continue;
    const sent = await sendOnce(db, reminder, loan, today, now, base);
    (sent ? queued : alreadySent).push(reminder);
  }
  return { today, loans: loans.size, queued, alreadySent };
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
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

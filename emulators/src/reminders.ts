// `npm run reminders -- --date YYYY-MM-DD`: the daily reminder job, run once against the
// local stack's Firestore (npm start must be running). Prints what it queued. Safe to run
// again: reminders already sent for that day are skipped.
import { getFirestore } from 'firebase-admin/firestore';
import { isCalendarDate, calendarDateOfInstant } from '@kinloan/domain';
import { EMULATOR_APP_BASE_URL } from '../../functions/src/config/environment';
import { runReminders } from '../../functions/src/reminders/run-reminders';
import { runStatementNotes } from '../../functions/src/reminders/statement-notes';
import { emulatorAdminApp } from './seed-data';

function dateArgument(argv: readonly string[]): string {
  const index = argv.indexOf('--date');
  const inline = argv.find((arg) => arg.startsWith('--date='))?.slice('--date='.length);
  const value = inline ?? (index >= 0 ? argv[index + 1] : undefined) ?? calendarDateOfInstant(new Date());
  if (!isCalendarDate(value)) throw new Error(`--date must be a YYYY-MM-DD date; got ${value}`);
  return value;
}

async function main(today: string): Promise<void> {
  const db = getFirestore(emulatorAdminApp());
  const run = await runReminders(db, today, { appBaseUrl: EMULATOR_APP_BASE_URL });
  console.log(`Reminders for ${today}: ${run.loans} loan(s) with a reminder day today, ${run.queued.length} queued, ${run.alreadySent.length} already sent before.`);
  for (const reminder of run.queued) {
    console.log(`  queued  ${reminder.kind.padEnd(14)} installment ${reminder.installmentNumber} (due ${reminder.dueDate}) → ${reminder.recipientRole} ${reminder.to}`);
  }
  for (const reminder of run.alreadySent) {
    console.log(`  skipped ${reminder.kind.padEnd(14)} installment ${reminder.installmentNumber} (due ${reminder.dueDate}) → ${reminder.recipientRole} ${reminder.to}: already sent`);
  }
  // In January the daily job also says last year's statements are ready (once per loan and person).
  const notes = await runStatementNotes(db, today, { appBaseUrl: EMULATOR_APP_BASE_URL });
  if (notes.year !== null) {
    console.log(`Statement notes for ${notes.year}: ${notes.loans} loan(s) read, ${notes.queued.length} queued, ${notes.alreadySent.length} already sent before.`);
    for (const note of notes.queued) console.log(`  queued  statement ${note.year} for loan ${note.loanId} → ${note.recipientRole} ${note.to}`);
  }
}

let today: string;
try {
  today = dateArgument(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

main(today)
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error('The reminder run failed. Is the local stack running (npm start)?', error);
    process.exit(1);
  });

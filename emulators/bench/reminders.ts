// `npm run bench:reminders [-- --loans 1000] [-- --verbose]`: the daily reminder job at scale.
// Seeds N active loans on a fresh local stack, their due dates spread over a month around the
// bench's day, then runs that day's job the way it runs when deployed: the first page goes to
// the reminders-batch task queue (the Cloud Tasks emulator), and each page hands on the next.
// Prints the loans the job read, the pages, the mail written and the time per loan, beside
// what the old job (one query over every active loan) would have read.
import { getFirestore } from 'firebase-admin/firestore';
import { addCalendarDays, dueReminders, type CalendarDate } from '@kinloan/domain';
import { reminderTaskId, REMINDER_QUEUE } from '../../functions/src/reminders/reminders-job';
import { reminderLoanOf, REMINDER_PAGE_SIZE } from '../../functions/src/reminders/run-reminders';
import { reminderLoan, remindersSentOn, writeLoans } from '../integration/support/reminders';
import { emulatorAdminApp } from '../src/seed-data';
import { onBenchStack } from './bench-build';

function readLoans(argv: readonly string[]): number {
  const at = argv.indexOf('--loans');
  const loans = at >= 0 ? Number(argv[at + 1]) : 1_000;
  if (!Number.isInteger(loans) || loans < 1) throw new Error('--loans must be a whole number of at least 1');
  return loans;
}

/** First payments on each day from two weeks before the bench's day to two weeks after. */
function seededLoans(count: number, day: CalendarDate) {
  return Array.from({ length: count }, (_, i) => reminderLoan(addCalendarDays(day, (i % 30) - 14), `bench${String(i).padStart(7, '0')}`));
}

async function main(): Promise<void> {
  const count = readLoans(process.argv.slice(2));
  const verbose = process.argv.includes('--verbose');
  // A day of its own, so nothing else on the stack has a reminder on it.
  const day: CalendarDate = '2091-06-15';
  await onBenchStack(verbose, async (stack) => {
    const db = getFirestore(emulatorAdminApp());
    const loans = seededLoans(count, day);
    const seedStarted = performance.now();
    await writeLoans(db, loans);
    console.log(`Seeded ${count} active loans in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s.`);

    const withDay = loans.filter((loan) => loan.reminderDates?.includes(day)).length;
    const expected = dueReminders(loans.map((loan) => reminderLoanOf(loan, day)), day).length;
    const pages = Math.floor(withDay / REMINDER_PAGE_SIZE) + 1;

    const mailBefore = (await db.collection('mail').get()).size;
    const { getFunctions } = await import('firebase-admin/functions');
    const started = performance.now();
    const first = { day, after: null };
    await getFunctions(emulatorAdminApp()).taskQueue(REMINDER_QUEUE).enqueue(first, { id: reminderTaskId(first) });
    let sent = 0;
    while (sent < expected) {
      if (performance.now() - started > 30 * 60_000) throw new Error(`only ${sent} of ${expected} reminders after 30 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      sent = (await remindersSentOn(db, day)).length;
    }
    const ms = performance.now() - started;
    // Give a page still finishing its last commit a moment, then count what the job wrote.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const mail = (await db.collection('mail').get()).size - mailBefore;

    console.log(
      [
        '',
        `Reminder job bench (${stack.firestore.kind} Firestore, Cloud Tasks emulator): ${count} active loans, day ${day}.`,
        '',
        `  loans the job read          ${withDay} (${((withDay / count) * 100).toFixed(1)}%: those keeping ${day} among their reminder days)`,
        `  a scan of every active loan ${count} (the job before this change)`,
        `  pages (tasks, ${REMINDER_PAGE_SIZE} loans each) ${pages}`,
        `  reminders sent              ${sent} (expected ${expected}: each once)`,
        `  mail written                ${mail}`,
        `  time, first task to last    ${(ms / 1000).toFixed(1)} s`,
        `  per loan read               ${(ms / Math.max(withDay, 1)).toFixed(2)} ms`,
        `  per active loan             ${(ms / count).toFixed(3)} ms`,
        '',
        `  Projection to 100,000 active loans with the same spread: about ${Math.round((withDay / count) * 100_000)} loans read in ` +
          `${Math.ceil(((withDay / count) * 100_000) / REMINDER_PAGE_SIZE)} pages, about ${(((ms / Math.max(withDay, 1)) * (withDay / count) * 100_000) / 1000).toFixed(0)} s ` +
          'here; no one invocation reads more than one page.',
        '',
      ].join('\n'),
    );
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// `npm run backfill:documents`: keeps a copy of every executed agreement and gift letter that has
// none yet, against the local stack's Firestore (npm start must be running). Prints what it did.
// `npm run backfill:reminders`: gives each active loan from before they were kept its reminder
// days and payments to confirm. Safe to run again. In production the same functions run once,
// from a shell with admin rights.
import { getFirestore } from 'firebase-admin/firestore';
import { EMULATOR_APP_BASE_URL } from '../../functions/src/config/environment';
import { backfillExecutedDocuments } from '../../functions/src/jobs/backfill-executed-documents';
import { backfillReminderDates } from '../../functions/src/jobs/backfill-reminder-dates';
import { emulatorAdminApp } from './seed-data';

const db = getFirestore(emulatorAdminApp());

const backfill = process.argv.includes('--reminders')
  ? backfillReminderDates(db).then((result) => {
      console.log(`Reminder days: ${result.written.length} loans written now, ${result.alreadyKept} kept them before, ${result.busy.length} busy (run again).`);
      for (const id of result.busy) console.log(`  busy   ${id}`);
    })
  : backfillExecutedDocuments(db, EMULATOR_APP_BASE_URL).then((result) => {
      console.log(`Executed documents: ${result.kept.length} kept now, ${result.notReproducible.length} marked as not reproducible, ${result.alreadyKept} kept before.`);
      for (const id of result.kept) console.log(`  kept               ${id}`);
      for (const id of result.notReproducible) console.log(`  not reproducible   ${id}`);
    });

backfill
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error('The backfill failed. Is the local stack running (npm start)?', error);
    process.exit(1);
  });

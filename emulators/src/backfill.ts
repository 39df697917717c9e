// `npm run backfill:documents`: keeps a copy of every executed agreement and gift letter that has
// none yet, against the local stack's Firestore (npm start must be running). Prints what it did.
// Safe to run again. In production the same function runs once, from a shell with admin rights.
import { getFirestore } from 'firebase-admin/firestore';
import { backfillExecutedDocuments } from '../../functions/src/jobs/backfill-executed-documents';
import { emulatorAdminApp } from './seed-data';

backfillExecutedDocuments(getFirestore(emulatorAdminApp()))
  .then((result) => {
    console.log(`Executed documents: ${result.kept.length} kept now, ${result.notReproducible.length} marked as not reproducible, ${result.alreadyKept} kept before.`);
    for (const id of result.kept) console.log(`  kept               ${id}`);
    for (const id of result.notReproducible) console.log(`  not reproducible   ${id}`);
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error('The backfill failed. Is the local stack running (npm start)?', error);
    process.exit(1);
  });

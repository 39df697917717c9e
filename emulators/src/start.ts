import { formatVerificationCode } from '@kinloan/domain';
import { getFirestore } from 'firebase-admin/firestore';
import { watchOutbox } from './outbox';
import { serveOutboxPage } from './outbox-page';
import { emulatorAdminApp, seedDemoData } from './seed-data';
import { buildForEmulators, startStack } from './stack';
import { PORTS } from './ports';
import { startBanner } from './start-banner';

const verbose = process.argv.includes('--verbose');

async function main(): Promise<void> {
  await buildForEmulators();
  const stack = await startStack({ withViteDevServer: true, verbose });
  let stopping = false;
  const shutdown = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the Kinloan stack …');
    await stack.stop();
    console.log('Stopped. Nothing is left running.');
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGHUP', () => void shutdown(0));

  let runningLoanId: string | undefined;
  let runningLoanCode: string | undefined;
  try {
    const seeded = await seedDemoData();
    runningLoanId = seeded.world.ids.runningLoan;
    runningLoanCode = runningLoanId ? await verificationCodeOf(runningLoanId) : undefined;
    console.log(`Demo data: ${seeded.summary}`);
  } catch (error) {
    console.error('Seeding the demo data failed:', error);
    await shutdown(1);
    return;
  }

  console.log(startBanner({ runningLoanId, runningLoanCode }));
  const db = getFirestore(emulatorAdminApp());
  const stopWatchingMail = watchOutbox(db, (line) => console.log(line));
  const outboxPage = serveOutboxPage(db, PORTS.outbox);
  process.once('exit', () => {
    stopWatchingMail();
    outboxPage.close();
  });

  const reason = await stack.crashed;
  if (stopping) return; // A deliberate stop also ends the children; that is not a crash.
  console.error(`\n${reason}; stopping the rest.`);
  await shutdown(1);
}

/** The code printed on a demo loan's executed agreement, as people read it. */
async function verificationCodeOf(loanId: string): Promise<string | undefined> {
  const loan = await getFirestore(emulatorAdminApp()).doc(`loans/${loanId}`).get();
  const code = (loan.data() as { executedDocument?: { verificationCode?: string | null } } | undefined)?.executedDocument?.verificationCode;
  return code ? formatVerificationCode(code) : undefined;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// `npm run outbox [-- --count N]`: the latest emails the local stack wrote (npm start must be
// running), newest first, each with its first link (verification, reset, invitations).
import { getFirestore } from 'firebase-admin/firestore';
import { latestMail, outboxLine } from './outbox';
import { emulatorAdminApp } from './seed-data';

const countIndex = process.argv.indexOf('--count');
const count = countIndex >= 0 ? Number(process.argv[countIndex + 1]) : 10;

const messages = await latestMail(getFirestore(emulatorAdminApp()), Number.isInteger(count) && count > 0 ? count : 10);
if (messages.length === 0) console.log('No emails yet. Sign up, or send a loan request, and run this again.');
for (const message of messages) console.log(`${message.createdAt}\n${outboxLine(message)}\n`);
process.exit(0);

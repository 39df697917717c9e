// `npm run stripe:event -- <type> --loan <id>`: sends a Stripe event of that type, signed with
// the emulators' webhook secret, to the running local stack (npm start), and prints the answer.
// A completed checkout starts a new test subscription for the loan; the invoice and deletion
// events are about the subscription the loan's enrollment already has.
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorAdminApp } from './seed-data';
import { sendStripeEvent, STRIPE_EVENT_TYPES, stripeEvent, stripeId, type LocalStripeEventType } from './stripe-event';

// Only the emulators are asked: there is no Google metadata server to probe, and probing it
// costs seconds and a warning before the first read.
process.env.METADATA_SERVER_DETECTION ??= 'none';

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const USAGE = `Usage: npm run stripe:event -- <type> --loan <loanId>\n  types: ${STRIPE_EVENT_TYPES.join(', ')}`;
const type = process.argv[2];
const loanId = argument('--loan');
if (!type || !(STRIPE_EVENT_TYPES as readonly string[]).includes(type)) fail(USAGE);
if (!loanId) fail(USAGE);

const snapshot = await getFirestore(emulatorAdminApp()).collection('loans').doc(loanId).get();
if (!snapshot.exists) fail(`There is no loan ${loanId} on the local stack (is npm start running?).`);
const enrollment = snapshot.get('serviceEnrollment') as { subscriptionId?: string | null; customerId?: string | null } | null;

let subscriptionId: string;
let customerId: string | undefined;
if ((type as LocalStripeEventType) === 'checkout.session.completed') {
  if (!enrollment) console.warn(`Loan ${loanId} was never enrolled: the webhook will ignore the checkout. Enroll it on its Managed service page first.`);
  subscriptionId = stripeId('sub');
} else {
  if (!enrollment?.subscriptionId) fail(`Loan ${loanId} has no subscription yet: send checkout.session.completed first.`);
  subscriptionId = enrollment.subscriptionId;
  customerId = enrollment.customerId ?? undefined;
}

const event = stripeEvent(type, { loanId, subscriptionId, ...(customerId ? { customerId } : {}) });
const answer = await sendStripeEvent(event);
console.log(`${event.type} ${event.id} (subscription ${subscriptionId}) → ${answer.status}\n${answer.text}`);
process.exit(answer.status === 200 ? 0 : 1);

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, inject, it } from 'vitest';
import { HOST, PORTS } from '../src/ports';

/**
 * firestore.rules for the loan and gift collections: the two parties read, nobody else does, and no
 * client writes anything. Only the official emulator enforces rules; on the Node fallback
 * these tests are skipped, and say so, because a pass there would prove nothing.
 */
const official = inject('firestoreKind') === 'official';
if (!official) {
  console.warn(
    '\n*** SKIPPED: Firestore security rules tests (emulators/integration/firestore-rules.test.ts).\n' +
      '*** The local Firestore is the Node fallback, which does not enforce rules, so party-only reads\n' +
      '*** and no-client-writes for loanRequests, loans, loanWishes, giftRequests, executedDocuments, customers and mail are UNCHECKED here.\n' +
      '*** Run with Java 21 and the official emulator (KINLOAN_FIRESTORE=official) to check them.\n',
  );
}

const LENDER = 'lender-uid';
const BORROWER = 'borrower-uid';
const OUTSIDER = 'outsider-uid';

describe.skipIf(!official)('firestore.rules: loan and gift collections', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      // A project of its own, so clearing data never touches the stack's demo project.
      projectId: 'demo-kinloan-rules',
      firestore: {
        host: HOST,
        port: PORTS.firestore,
        rules: readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8'),
      },
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const parties = { partyIds: [BORROWER, LENDER], status: 'sent' };
      await db.doc('loanRequests/r1').set(parties);
      await db.doc('loanRequests/r1/events/000001').set({ seq: 1, type: 'create' });
      await db.doc('loanRequests/draft').set({ partyIds: [BORROWER], status: 'draft' });
      await db.doc('loans/r1').set({ ...parties, status: 'active' });
      await db.doc('loans/r1/events/000001').set({ seq: 1, type: 'execute' });
      await db.doc('loans/r1/payments/p1').set({ amountCents: 100 });
      await db.doc('loanWishes/w1').set({ headline: 'Help with a car' });
      await db.doc('giftRequests/g1').set({ partyIds: [BORROWER, LENDER], status: 'sent' });
      await db.doc('giftRequests/g1/events/000001').set({ seq: 1, type: 'create' });
      await db.doc(`customers/${BORROWER}`).set({ firstName: 'Dana' });
      await db.doc('executedDocuments/loan-agreement-r1').set({ partyIds: [BORROWER, LENDER], pdfSha256: 'a'.repeat(64) });
      await db.doc('executedDocuments/loan-agreement-r1/chunks/000').set({ index: 0, bytes: 'pdf' });
      await db.doc('mail/m1').set({ to: 'dana@example.com' });
    });
  });

  const as = (uid: string | null, emailVerified = true) =>
    (uid ? env.authenticatedContext(uid, { email_verified: emailVerified }) : env.unauthenticatedContext()).firestore();

  it('lets both parties read a request, its events, the loan and its payments', async () => {
    for (const uid of [LENDER, BORROWER]) {
      const db = as(uid);
      await assertSucceeds(db.doc('loanRequests/r1').get());
      await assertSucceeds(db.doc('loanRequests/r1/events/000001').get());
      await assertSucceeds(db.doc('loans/r1').get());
      await assertSucceeds(db.doc('loans/r1/events/000001').get());
      await assertSucceeds(db.doc('loans/r1/payments/p1').get());
      await assertSucceeds(db.doc('giftRequests/g1').get());
      await assertSucceeds(db.doc('giftRequests/g1/events/000001').get());
    }
  });

  it('lets a party list only their own requests', async () => {
    await assertSucceeds(as(BORROWER).collection('loanRequests').where('partyIds', 'array-contains', BORROWER).get());
    await assertFails(as(BORROWER).collection('loanRequests').get());
  });

  it('refuses outsiders and visitors', async () => {
    for (const uid of [OUTSIDER, null]) {
      const db = as(uid);
      await assertFails(db.doc('loanRequests/r1').get());
      await assertFails(db.doc('loanRequests/r1/events/000001').get());
      await assertFails(db.doc('loans/r1').get());
      await assertFails(db.doc('loans/r1/payments/p1').get());
      await assertFails(db.doc('giftRequests/g1').get());
      await assertFails(db.doc('giftRequests/g1/events/000001').get());
    }
    // A party who has not verified their email yet (linked at sign-up) reads nothing.
    await assertFails(as(BORROWER, false).doc('loanRequests/r1').get());
    await assertFails(as(LENDER, false).doc('loans/r1').get());
    // The recipient of a draft is not linked yet, so not a party.
    await assertFails(as(LENDER).doc('loanRequests/draft').get());
  });

  it('refuses every client write, even by a party', async () => {
    const db = as(BORROWER);
    await assertFails(db.doc('loanRequests/r1').update({ status: 'executed' }));
    await assertFails(db.doc('loanRequests/new').set({ partyIds: [BORROWER] }));
    await assertFails(db.doc('loanRequests/r1/events/000002').set({ seq: 2 }));
    await assertFails(db.doc('loanRequests/r1').delete());
    await assertFails(db.doc('loans/r1').update({ status: 'paid-off' }));
    await assertFails(db.doc('loans/r1/payments/p2').set({ amountCents: 1 }));
    await assertFails(db.doc('loanWishes/w1').set({ headline: 'changed' }));
    await assertFails(db.doc('giftRequests/g1').update({ status: 'executed' }));
    await assertFails(db.doc('giftRequests/g1/events/000002').set({ seq: 2 }));
    await assertFails(db.doc(`customers/${BORROWER}`).set({ firstName: 'Changed' }));
  });

  it('lets the parties read their executed documents, and nobody write them', async () => {
    for (const uid of [LENDER, BORROWER]) {
      await assertSucceeds(as(uid).doc('executedDocuments/loan-agreement-r1').get());
      await assertSucceeds(as(uid).doc('executedDocuments/loan-agreement-r1/chunks/000').get());
      await assertFails(as(uid).doc('executedDocuments/loan-agreement-r1').update({ pdfSha256: 'b'.repeat(64) }));
      await assertFails(as(uid).doc('executedDocuments/loan-agreement-r1/chunks/000').set({ index: 0, bytes: 'forged' }));
      await assertFails(as(uid).doc('executedDocuments/loan-agreement-r2').set({ partyIds: [uid] }));
    }
    for (const uid of [OUTSIDER, null]) {
      await assertFails(as(uid).doc('executedDocuments/loan-agreement-r1').get());
      await assertFails(as(uid).doc('executedDocuments/loan-agreement-r1/chunks/000').get());
    }
  });

  it('shows a published loan wish to anyone holding its link, and lists none of them', async () => {
    await assertSucceeds(as(null).doc('loanWishes/w1').get());
    await assertSucceeds(as(OUTSIDER).doc('loanWishes/w1').get());
    await assertFails(as(null).collection('loanWishes').get());
    await assertFails(as(OUTSIDER).collection('loanWishes').get());
  });

  it('keeps customers to themselves and the mail outbox to the server', async () => {
    await assertSucceeds(as(BORROWER).doc(`customers/${BORROWER}`).get());
    await assertFails(as(LENDER).doc(`customers/${BORROWER}`).get());
    await assertFails(as(BORROWER).doc('mail/m1').get());
  });
});

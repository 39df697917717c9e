import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, buildSchedule, formatUsd, type DueReminder } from '@kinloan/domain';
import type { LoanDocument } from '../../functions/src/loans/loan-document';
import { runReminders, type ReminderRecord } from '../../functions/src/reminders/run-reminders';
import { admin, mailTo } from './support/api';
import { person, v1, type Person } from './support/loans';
import { reminderLoan } from './support/reminders';

/**
 * The daily reminder job over a seeded month of loans. Loans are written by the admin SDK in
 * the shape finalize writes (their dates are in the past, before any request could be made
 * for them today); payments, settings and endings go through the API. The job runs for every
 * day of March 2025, some days twice or overlapping: each reminder must go out exactly once.
 */

const BASE = 'http://localhost:5000';
const MONTH = Array.from({ length: 31 }, (_, i) => `2025-03-${String(i + 1).padStart(2, '0')}`);

interface Seeded {
  loanId: string;
  lender: Person;
  borrower: Person;
  terms: LoanDocument['terms'];
}

function snapshot(who: Person, role: 'lender' | 'borrower') {
  return { customerId: who.uid, role, firstName: who.firstName, middleName: '', lastName: who.lastName, email: who.email };
}

/** A loan exactly as finalize writes it, between two real accounts, with its first event. */
async function seedLoan(firstPaymentDate: string, loanStartDate: string): Promise<Seeded> {
  const [borrower, lender] = await Promise.all([person({ firstName: 'Maya' }), person({ firstName: 'Daniel' })]);
  const id = `rem${randomUUID().replace(/-/g, '').slice(0, 17)}`;
  const at = `${loanStartDate}T12:00:00.000Z`;
  const loan: LoanDocument = {
    ...reminderLoan(firstPaymentDate, id, { lender: snapshot(lender, 'lender'), borrower: snapshot(borrower, 'borrower'), startDate: loanStartDate }),
    loanNotes: [{ id: 'executed', authorCustomerId: null, text: 'Agreement signed by both parties and executed.', createdAt: at }],
  };
  const { db } = admin();
  const batch = db.batch();
  batch.create(db.doc(`loans/${id}/events/000001`), {
    seq: 1, type: 'create', actorCustomerId: borrower.uid, role: 'borrower', fromStatus: null, toStatus: 'active',
    at, ip: '203.0.113.7', userAgent: 'IntegrationTest/1.0', details: { loanRequestId: id },
  });
  batch.create(db.doc(`loans/${id}`), loan);
  await batch.commit();
  return { loanId: id, lender, borrower, terms: loan.terms };
}

async function expectOk(answer: Promise<{ status: number; text: string }>, status = 200): Promise<void> {
  const result = await answer;
  if (result.status !== status) throw new Error(`expected ${status}, got ${result.status}: ${result.text}`);
}

async function storedReminders(loanId: string): Promise<ReminderRecord[]> {
  const snapshot = await admin().db.collection('reminders').where('loanId', '==', loanId).get();
  return snapshot.docs.map((doc) => doc.data() as ReminderRecord);
}

const keyOf = (loanId: string, n: number, kind: string, role: string) => `${loanId}:${n}:${kind}:${role}`;

describe('the daily reminder job over a month', () => {
  it('sends each reminder exactly once, none for ended loans or parties who turned them off', { timeout: 240_000 }, async () => {
    // A: nothing paid, reminders on for both. B: the borrower turned reminders off.
    // C: paid ahead of its first due date. D: a partial payment first. E: ended before March.
    const [a, b, c, d, e] = await Promise.all([
      seedLoan('2025-03-10', '2025-02-10'),
      seedLoan('2025-03-10', '2025-02-10'),
      seedLoan('2025-03-20', '2025-02-20'),
      seedLoan('2025-03-12', '2025-02-12'),
      seedLoan('2025-03-10', '2025-02-10'),
    ]);
    await expectOk(v1('PUT', `/loans/${b.loanId}/reminders`, { token: b.borrower.token, body: { reminders: 'off' } }));
    await expectOk(v1('PUT', `/loans/${b.loanId}/reminders`, { token: b.lender.token, body: { reminders: 'overdue-only' } }));
    const partial = { amountCents: 10_000, paidOn: '2025-03-01', method: 'venmo' };
    await expectOk(v1('POST', `/loans/${d.loanId}/payments`, { token: d.lender.token, body: partial, headers: { 'Idempotency-Key': randomUUID() } }), 201);
    await expectOk(v1('POST', `/loans/${e.loanId}/end`, { token: e.lender.token, body: { endDate: '2025-02-20', status: 'other', reason: 'Repaid in kind.' } }));
    const monthly = buildSchedule(a.terms)[0]!.paymentCents;

    const queued: DueReminder[] = [];
    const ours = new Set([a, b, c, d, e].map((loan) => loan.loanId));
    for (const day of MONTH) {
      if (day === '2025-03-16') {
        // C pays installment 1 four days early, before its "due in 3 days" reminder.
        const body = { amountCents: monthly, paidOn: '2025-03-16', method: 'zelle' };
        await expectOk(v1('POST', `/loans/${c.loanId}/payments`, { token: c.lender.token, body, headers: { 'Idempotency-Key': randomUUID() } }), 201);
      }
      const runs = day === '2025-03-11'
        ? await Promise.all([runReminders(admin().db, day, { appBaseUrl: BASE }), runReminders(admin().db, day, { appBaseUrl: BASE })])
        : [await runReminders(admin().db, day, { appBaseUrl: BASE })];
      for (const run of runs) queued.push(...run.queued.filter((r) => ours.has(r.loanId)));
      if (day === '2025-03-17') {
        const again = await runReminders(admin().db, day, { appBaseUrl: BASE });
        expect(again.queued).toEqual([]);
        expect(again.alreadySent.filter((r) => ours.has(r.loanId)).map((r) => r.key).sort()).toEqual(
          [keyOf(a.loanId, 1, 'overdue-7-days', 'borrower'), keyOf(a.loanId, 1, 'overdue-7-days', 'lender'), keyOf(b.loanId, 1, 'overdue-7-days', 'lender')].sort(),
        );
      }
    }

    const keys = queued.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    const sentOn = Object.fromEntries(queued.map((r) => [r.key, addCalendarDays(r.dueDate, { 'due-in-3-days': -3, 'due-today': 0, 'overdue-1-day': 1, 'overdue-7-days': 7 }[r.kind])]));
    expect(keys.filter((k) => k.startsWith(a.loanId)).sort()).toEqual(
      [
        keyOf(a.loanId, 1, 'due-in-3-days', 'borrower'),
        keyOf(a.loanId, 1, 'due-today', 'borrower'),
        keyOf(a.loanId, 1, 'overdue-1-day', 'borrower'),
        keyOf(a.loanId, 1, 'overdue-1-day', 'lender'),
        keyOf(a.loanId, 1, 'overdue-7-days', 'borrower'),
        keyOf(a.loanId, 1, 'overdue-7-days', 'lender'),
      ].sort(),
    );
    expect(sentOn[keyOf(a.loanId, 1, 'due-in-3-days', 'borrower')]).toBe('2025-03-07');
    expect(keys.filter((k) => k.startsWith(b.loanId)).sort()).toEqual(
      [keyOf(b.loanId, 1, 'overdue-1-day', 'lender'), keyOf(b.loanId, 1, 'overdue-7-days', 'lender')].sort(),
    );
    expect(keys.filter((k) => k.startsWith(c.loanId))).toEqual([]);
    expect(keys.filter((k) => k.startsWith(d.loanId))).toHaveLength(6);
    expect(keys.filter((k) => k.startsWith(e.loanId))).toEqual([]);
    expect(queued.find((r) => r.key === keyOf(d.loanId, 1, 'due-today', 'borrower'))?.amountDueCents).toBe(monthly - 10_000);

    // What was stored and mailed matches what was queued, once each.
    for (const loan of [a, b, c, d, e]) {
      const stored = await storedReminders(loan.loanId);
      expect(stored.map((r) => r.key).sort()).toEqual(keys.filter((k) => k.startsWith(`${loan.loanId}:`)).sort());
    }
    const aBorrowerMail = (await mailTo(a.borrower.email)).filter((m) => m.message.subject.startsWith('Your loan payment'));
    expect(aBorrowerMail.map((m) => m.message.subject)).toEqual([
      `Your loan payment of ${formatUsd(monthly)} is due on March 10, 2025`,
      `Your loan payment of ${formatUsd(monthly)} is due today`,
      `Your loan payment of ${formatUsd(monthly)} was due yesterday`,
      `Your loan payment of ${formatUsd(monthly)} is a week overdue`,
    ]);
    expect(aBorrowerMail[0]?.message.text).toContain(`${BASE}/${a.loanId}/loan-record`);
    expect((await mailTo(a.lender.email)).filter((m) => m.message.subject.startsWith('A payment of '))).toHaveLength(2);
    expect((await mailTo(b.borrower.email)).filter((m) => m.message.subject.includes('loan payment'))).toEqual([]);
    expect((await mailTo(e.borrower.email)).filter((m) => m.message.subject.includes('loan payment'))).toEqual([]);
    const dMail = (await mailTo(d.borrower.email)).find((m) => m.message.subject.endsWith('is due today'));
    expect(dMail?.message.subject).toBe(`Your loan payment of ${formatUsd(monthly - 10_000)} is due today`);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LoanPaymentsResponse } from '@kinloan/domain';
import { admin, mailTo } from './support/api';
import { warmWorkers } from './support/workers';
import { eventsOf, type Person } from './support/loans';
import { expectedBalance, loanOf, pay, paymentAction, paymentBody, servicedLoan, v1 } from './support/servicing';

/**
 * Racing calls on one loan. The `api` function's pool of worker processes is warmed first
 * (support/workers.ts), so these really overlap. Unlike racing signatures, every one of these
 * payments is legitimate: each must be recorded exactly once, none refused.
 */

const RACERS = 20;

/** Reads of the loan: enough idle `api` workers that the race is between processes, not a queue. */
async function warmUp(who: Person, loanId: string): Promise<void> {
  await warmWorkers(RACERS, () => v1('GET', `/loans/${loanId}`, { token: who.token }), (answer) => answer.status === 200);
}

function expectContiguous(seqs: number[]): void {
  expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
}

describe('concurrent payments on one loan', () => {
  it(`${RACERS} payments at once, each with its own key: all recorded once, the balance exact to the cent`, { timeout: 240_000 }, async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    await warmUp(daniel, loanId);

    // Different amounts and dates, so a lost or doubled payment cannot hide in the total.
    const bodies = Array.from({ length: RACERS }, (_, i) =>
      paymentBody({ amountCents: 10_000 + i * 137, paidOn: `2026-0${2 + (i % 8)}-${String(1 + (i % 27)).padStart(2, '0')}`, note: `payment ${i}` }),
    );
    const answers = await Promise.all(bodies.map((body) => pay(daniel, loanId, body)));
    expect(answers.map((a) => a.status)).toEqual(Array(RACERS).fill(201));
    const ids = answers.map((a) => a.body.id);
    expect(new Set(ids).size).toBe(RACERS);

    const payments = (await v1<LoanPaymentsResponse>('GET', `/loans/${loanId}/payments`, { token: maya.token })).body.payments;
    expect(payments).toHaveLength(RACERS);
    expect(payments.map((p) => p.note).sort()).toEqual(bodies.map((b) => b.note).sort());
    expect(payments.every((p) => p.status === 'confirmed')).toBe(true);

    const confirmed = payments.map((p) => ({ id: p.id, amountCents: p.amountCents, paidOn: p.paidOn }));
    const loan = await loanOf(maya, loanId);
    expect(loan.balanceCents).toBe(expectedBalance(confirmed));
    expect(loan.ledger.totals.paidCents).toBe(bodies.reduce((sum, b) => sum + (b.amountCents as number), 0));

    const events = await eventsOf('loans', loanId);
    expectContiguous(events.map((e) => e.seq));
    expect(events.filter((e) => e.type === 'record-payment')).toHaveLength(RACERS);
    expect((await admin().db.doc(`loans/${loanId}`).get()).get('eventCount')).toBe(events.length);
    expect((await mailTo(maya.email)).filter((m) => m.message.subject === 'Your loan payment was recorded')).toHaveLength(RACERS);
  });

  it(`${RACERS} borrower payments confirmed by the lender at once: all confirmed once, the balance exact`, { timeout: 240_000 }, async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    const recorded = [];
    for (let i = 0; i < RACERS; i += 1) {
      recorded.push((await pay(maya, loanId, paymentBody({ amountCents: 5_000 + i, paidOn: `2026-02-${String(1 + i).padStart(2, '0')}` }))).body);
    }
    await warmUp(daniel, loanId);
    const answers = await Promise.all(recorded.map((payment) => paymentAction(daniel, loanId, payment.id, 'confirm')));
    expect(answers.map((a) => a.status)).toEqual(Array(RACERS).fill(200));
    const loan = await loanOf(daniel, loanId);
    expect(loan.payments.every((p) => p.status === 'confirmed')).toBe(true);
    expect(loan.balanceCents).toBe(expectedBalance(recorded.map((p) => ({ id: p.id, amountCents: p.amountCents, paidOn: p.paidOn }))));
    expect(events(await eventsOf('loans', loanId))).toEqual({ record: RACERS, confirm: RACERS });
  });

  it('the same payment retried at once with one key: recorded once, every answer the same', { timeout: 120_000 }, async () => {
    const { maya, loanId } = await servicedLoan();
    await warmUp(maya, loanId);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(maya, loanId, paymentBody(), key)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect((await loanOf(maya, loanId)).payments).toHaveLength(1);
  });
});

function events(list: { type: string }[]): { record: number; confirm: number } {
  return {
    record: list.filter((e) => e.type === 'record-payment').length,
    confirm: list.filter((e) => e.type === 'confirm-payment').length,
  };
}

import { describe, expect, it } from 'vitest';
import type { LoanListResponse, LoanSummaryResponse } from '@kinloan/domain';
import { FIRESTORE_OPS_HEADER, parseOpCount } from '../../functions/src/transport/op-count-header';
import { admin } from './support/api';
import type { Person } from './support/loans';
import { loanOf, pay, paymentAction, paymentBody, servicedLoan, v1 } from './support/servicing';

/**
 * GET /api/v1/loans, the dashboard's list: each loan's summary and the payments waiting for
 * its lender, read from the loan documents alone (the stack runs with KINLOAN_COUNT_FIRESTORE=1,
 * so each answer says what it read).
 */

async function listed(who: Person): Promise<{ loans: LoanSummaryResponse[]; reads: number }> {
  const answer = await v1<LoanListResponse>('GET', '/loans?customerId=me', { token: who.token });
  expect(answer.status).toBe(200);
  const count = parseOpCount(answer.headers.get(FIRESTORE_OPS_HEADER));
  if (!count) throw new Error('GET /loans carried no Firestore count: is KINLOAN_COUNT_FIRESTORE reaching the functions?');
  return { loans: answer.body.loans, reads: count.reads };
}

async function note(who: Person, loanId: string, text: string): Promise<void> {
  const answer = await v1('POST', `/loans/${loanId}/notes`, { token: who.token, body: { text } });
  expect(answer.status).toBe(201);
}

describe('the dashboard’s list of loans', () => {
  it('says which payments wait for the lender, as each is recorded, confirmed, disputed or withdrawn', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    const first = await pay(maya, loanId, paymentBody({ paidOn: '2026-02-01' }));
    const second = await pay(maya, loanId, paymentBody({ paidOn: '2026-03-01', amountCents: 50_000 }));
    const third = await pay(maya, loanId, paymentBody({ paidOn: '2026-04-01', amountCents: 1_000 }));
    const waiting = (who: Person) => listed(who).then(({ loans }) => loans.find((l) => l.id === loanId)?.paymentsToConfirm.map((p) => p.id));

    expect((await listed(daniel)).loans[0]?.paymentsToConfirm).toEqual([
      { id: first.body.id, amountCents: 42_575, paidOn: '2026-02-01' },
      { id: second.body.id, amountCents: 50_000, paidOn: '2026-03-01' },
      { id: third.body.id, amountCents: 1_000, paidOn: '2026-04-01' },
    ]);
    expect(await waiting(maya)).toEqual([first.body.id, second.body.id, third.body.id]);

    expect((await paymentAction(daniel, loanId, first.body.id, 'confirm')).status).toBe(200);
    expect(await waiting(daniel)).toEqual([second.body.id, third.body.id]);
    expect((await paymentAction(daniel, loanId, second.body.id, 'dispute', { reason: 'Not in my account' })).status).toBe(200);
    expect(await waiting(daniel)).toEqual([third.body.id]);
    expect((await paymentAction(maya, loanId, third.body.id, 'withdraw')).status).toBe(200);
    expect(await waiting(daniel)).toEqual([]);
    // A lender's own record is confirmed at once: nothing waits.
    expect((await pay(daniel, loanId, paymentBody({ paidOn: '2026-05-01' }))).status).toBe(201);
    expect(await waiting(daniel)).toEqual([]);

    // The summary agrees with the loan record on everything it carries, and carries no record.
    const [summary] = (await listed(daniel)).loans;
    const full = await loanOf(daniel, loanId);
    expect(summary).toMatchObject({ id: loanId, status: 'active', yourLoanRole: 'lender', balanceCents: full.balanceCents, nextDue: full.nextDue, totals: full.totals });
    expect(summary).not.toHaveProperty('payments');
    expect(summary).not.toHaveProperty('ledger');
    expect(summary).not.toHaveProperty('loanNotes');
  });

  it('reads one document per loan, however many payments and notes the loans have', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    const bare = await listed(daniel);
    expect(bare.loans.map((l) => l.id)).toEqual([loanId]);

    for (const paidOn of ['2026-02-01', '2026-03-01', '2026-04-01']) expect((await pay(daniel, loanId, paymentBody({ paidOn }))).status).toBe(201);
    expect((await pay(maya, loanId, paymentBody({ paidOn: '2026-05-01' }))).status).toBe(201);
    await note(maya, loanId, 'Sent by Zelle as usual.');
    await note(daniel, loanId, 'Thanks, got it.');
    const busy = await listed(daniel);
    expect(busy.loans[0]?.paymentsToConfirm).toHaveLength(1);
    expect(busy.reads).toBe(bare.reads);
  });

  it('works out the payments to confirm for a loan from before the list was kept, and keeps it from the next change', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    const first = await pay(maya, loanId, paymentBody({ paidOn: '2026-02-01' }));
    const second = await pay(maya, loanId, paymentBody({ paidOn: '2026-03-01' }));
    const loanRef = admin().db.collection('loans').doc(loanId);
    // Removed and written back whole: the fallback Firestore neither takes FieldValue.delete() nor replaces on set().
    const { paymentsToConfirm: _kept, ...before } = (await loanRef.get()).data() ?? {};
    await loanRef.delete();
    await loanRef.set(before);
    expect((await loanRef.get()).data()).not.toHaveProperty('paymentsToConfirm');

    expect((await listed(daniel)).loans[0]?.paymentsToConfirm.map((p) => p.id)).toEqual([first.body.id, second.body.id]);
    expect((await paymentAction(daniel, loanId, first.body.id, 'confirm')).status).toBe(200);
    expect((await loanRef.get()).data()?.paymentsToConfirm).toEqual([{ id: second.body.id, amountCents: 42_575, paidOn: '2026-03-01' }]);
  });
});

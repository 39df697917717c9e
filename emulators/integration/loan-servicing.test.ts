import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildLedger, formatLongDate, formatUsd, payoffAmountCents, type LoanPaymentsResponse, type LoanPaymentResponse } from '@kinloan/domain';
import { admin, mailTo } from './support/api';
import { bogusId, eventsOf, person } from './support/loans';
import {
  detailOf,
  expectedBalance,
  loanOf,
  MONTHLY,
  PAST_LEDGER_TERMS,
  pay,
  paymentAction,
  paymentBody,
  servicedLoan,
  v1,
} from './support/servicing';

/** Payments: recording, confirming, disputing, withdrawing, the receipt, idempotency and every refusal. */

function utcDate(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

describe('recording a payment', () => {
  it('the lender records one: confirmed at once, the balance moves, the borrower gets the receipt', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    const answer = await pay(daniel, loanId, paymentBody({ note: 'February' }));
    expect(answer.status).toBe(201);
    const expected = buildLedger(PAST_LEDGER_TERMS, [{ id: answer.body.id, amountCents: MONTHLY, paidOn: '2026-02-01' }], '2026-11-20');
    expect(answer.body).toMatchObject({
      id: 'p000002',
      amountCents: MONTHLY,
      paidOn: '2026-02-01',
      method: 'zelle',
      note: 'February',
      status: 'confirmed',
      recordedBy: 'lender',
      recordedByCustomerId: daniel.uid,
      disputeReason: null,
      allocation: { interestCents: 1_667, principalCents: 40_908, extraPrincipalCents: 0, balanceAfterCents: 459_092 },
    });

    const loan = await loanOf(maya, loanId);
    expect(loan.balanceCents).toBe(expected.balanceCents);
    expect(loan.balanceCents).toBe(459_092);
    expect(loan.payments).toEqual([answer.body]);
    expect(loan.ledger.installments[0]).toMatchObject({ number: 1, paidCents: MONTHLY, paidOn: '2026-02-01', status: 'paid' });
    expect(loan.ledger.totals).toEqual({ paidCents: MONTHLY, interestPaidCents: 1_667, principalPaidCents: 40_908 });
    expect(loan.ledger.chart).toEqual([
      { date: '2026-01-05', balanceCents: 500_000, cumulativeInterestCents: 0 },
      { date: '2026-02-01', balanceCents: 459_092, cumulativeInterestCents: 1_667 },
    ]);
    expect(loan.nextDue).toEqual({ dueDate: '2026-03-01', amountCents: MONTHLY });
    expect(loan.ledger.late).toMatchObject({ number: 2, dueDate: '2026-03-01', lateFeeCents: 2_500 });

    const receipt = await v1<LoanPaymentResponse>('GET', `/loans/${loanId}/payments/${answer.body.id}`, { token: maya.token });
    expect(receipt.status).toBe(200);
    expect(receipt.body).toEqual(answer.body);
    const list = await v1<LoanPaymentsResponse>('GET', `/loans/${loanId}/payments`, { token: daniel.token });
    expect(list.body).toEqual({ payments: [answer.body] });

    const mail = (await mailTo(maya.email)).find((m) => m.message.subject === 'Your loan payment was recorded');
    expect(mail?.message.text).toContain('Daniel Okafor recorded your payment of $425.75 paid on February 1, 2026 by Zelle.');
    expect(mail?.message.text).toContain(`/${loanId}/loan-record/p000002/payment-report`);
    expect((await eventsOf('loans', loanId)).map((e) => [e.seq, e.type, e.role])).toEqual([
      [1, 'create', 'borrower'],
      [2, 'record-payment', 'lender'],
    ]);
  });

  it('the borrower records one: it waits, the balance does not move until the lender confirms', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    const recorded = await pay(maya, loanId, paymentBody({ method: 'cash' }));
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({ status: 'pending-confirmation', recordedBy: 'borrower', allocation: null });
    expect((await loanOf(daniel, loanId)).balanceCents).toBe(500_000);
    const ask = (await mailTo(daniel.email)).find((m) => m.message.subject === 'A loan payment is waiting for your confirmation');
    expect(ask?.message.text).toContain('Maya Okafor recorded a payment of $425.75 paid on February 1, 2026 by Cash.');

    const confirmed = await paymentAction(daniel, loanId, recorded.body.id, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: recorded.body.id, status: 'confirmed', allocation: { balanceAfterCents: 459_092 } });
    expect((await loanOf(maya, loanId)).balanceCents).toBe(459_092);
    expect((await mailTo(maya.email)).map((m) => m.message.subject)).toContain('Your loan payment was confirmed');
    expect((await paymentAction(daniel, loanId, recorded.body.id, 'confirm')).status).toBe(409);
    expect((await paymentAction(maya, loanId, recorded.body.id, 'withdraw')).status).toBe(409);
  });

  it('the lender disputes with a reason; the borrower can withdraw it; neither moves the balance', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    const recorded = await pay(maya, loanId);
    expect((await paymentAction(daniel, loanId, recorded.body.id, 'dispute', {})).status).toBe(400);
    const disputed = await paymentAction(daniel, loanId, recorded.body.id, 'dispute', { reason: 'Nothing arrived in my account.' });
    expect(disputed.status).toBe(200);
    expect(disputed.body).toMatchObject({ status: 'disputed', disputeReason: 'Nothing arrived in my account.' });
    const told = (await mailTo(maya.email)).find((m) => m.message.subject === 'A payment you recorded was disputed');
    expect(told?.message.text).toContain('> Nothing arrived in my account.');

    expect((await paymentAction(daniel, loanId, recorded.body.id, 'withdraw')).status).toBe(403);
    const withdrawn = await paymentAction(maya, loanId, recorded.body.id, 'withdraw');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('withdrawn');
    expect((await paymentAction(daniel, loanId, recorded.body.id, 'confirm')).status).toBe(409);
    expect((await loanOf(daniel, loanId)).balanceCents).toBe(500_000);
    expect((await mailTo(daniel.email)).map((m) => m.message.subject)).toContain('A recorded loan payment was withdrawn');
  });
});

describe('refusals', () => {
  it('400 without an Idempotency-Key, naming the header; 400 for a bad body', async () => {
    const { maya, loanId } = await servicedLoan();
    const missing = await pay(maya, loanId, paymentBody(), null);
    expect(missing.status).toBe(400);
    expect(detailOf(missing)).toContain('Idempotency-Key');
    expect(missing.body.error.fields?.map((f) => f.field)).toEqual(['Idempotency-Key']);
    const bad = await pay(maya, loanId, paymentBody({ amountCents: 0, method: 'gold' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.map((f) => f.field).sort()).toEqual(['amountCents', 'method']);
  });

  it('400 for more than the payoff, saying the payoff amount for that date', async () => {
    const { daniel, loanId } = await servicedLoan();
    const payoff = payoffAmountCents(buildLedger(PAST_LEDGER_TERMS, [], '2026-11-20').position, '2026-03-01');
    const answer = await pay(daniel, loanId, paymentBody({ amountCents: payoff + 1, paidOn: '2026-03-01' }));
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields?.[0]?.field).toBe('amountCents');
    expect(detailOf(answer)).toBe(`This payment is more than the loan's balance. The payoff amount on March 1, 2026 is ${formatUsd(payoff)}: record at most that.`);
    const exact = await pay(daniel, loanId, paymentBody({ amountCents: payoff, paidOn: '2026-03-01' }));
    expect(exact.status).toBe(201);
    expect(exact.body.allocation?.balanceAfterCents).toBe(0);
    const loan = await loanOf(daniel, loanId);
    expect(loan.balanceCents).toBe(0);
    expect(loan.nextDue).toBeNull();
    expect(loan.ledger.installments.every((row) => row.status === 'paid')).toBe(true);
    const more = await pay(daniel, loanId, paymentBody({ amountCents: 1, paidOn: '2026-03-02' }));
    expect(detailOf(more)).toBe(`This payment is more than the loan's balance. The payoff amount on March 2, 2026 is $0.00: record at most that.`);
  });

  it('400 for a date before the loan started or in the future', async () => {
    const { maya, loanId } = await servicedLoan();
    const early = await pay(maya, loanId, paymentBody({ paidOn: '2026-01-04' }));
    expect(early.status).toBe(400);
    expect(detailOf(early)).toBe("Payment date can't be before the loan started on January 5, 2026 (the day the money was handed over).");
    const future = await pay(maya, loanId, paymentBody({ paidOn: utcDate(2) }));
    expect(future.status).toBe(400);
    expect(future.body.error.fields?.[0]?.field).toBe('paidOn');
    expect(detailOf(future)).toMatch(/^Payment date can't be in the future/);
    expect((await v1<LoanPaymentsResponse>('GET', `/loans/${loanId}/payments`, { token: maya.token })).body.payments).toEqual([]);
  });

  it('only the lender confirms or disputes; 404 for an unknown payment', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    const recorded = await pay(maya, loanId);
    expect((await paymentAction(maya, loanId, recorded.body.id, 'confirm')).status).toBe(403);
    expect((await paymentAction(maya, loanId, recorded.body.id, 'dispute', { reason: 'x' })).status).toBe(403);
    expect((await paymentAction(daniel, loanId, 'p999999', 'confirm')).status).toBe(404);
    expect((await v1('GET', `/loans/${loanId}/payments/p999999`, { token: daniel.token })).status).toBe(404);
    expect((await paymentAction(daniel, loanId, recorded.body.id, 'confirm', { extra: true })).status).toBe(400);
  });

  it('confirming re-checks the payoff against the ledger at that moment', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    const payoff = payoffAmountCents(buildLedger(PAST_LEDGER_TERMS, [], '2026-11-20').position, '2026-03-01');
    const first = await pay(maya, loanId, paymentBody({ amountCents: payoff - 10_000, paidOn: '2026-03-01' }));
    const second = await pay(maya, loanId, paymentBody({ amountCents: 20_000, paidOn: '2026-03-01' }));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await paymentAction(daniel, loanId, first.body.id, 'confirm')).status).toBe(200);
    const refused = await paymentAction(daniel, loanId, second.body.id, 'confirm');
    expect(refused.status).toBe(400);
    expect(detailOf(refused)).toBe(`This payment is more than the loan's balance. The payoff amount on March 1, 2026 is $100.00: record at most that.`);
    expect((await loanOf(daniel, loanId)).payments.map((p) => p.status)).toEqual(['confirmed', 'pending-confirmation']);
  });

  it('401 without a token, 403 unverified or not a party, 404 for an unknown loan, on every servicing call', async () => {
    const { daniel, loanId } = await servicedLoan();
    const recorded = await pay(daniel, loanId);
    const [outsider, unverified] = await Promise.all([person({ firstName: 'Eve' }), person({ firstName: 'Una', verified: false })]);
    const calls: [string, string, unknown][] = [
      ['POST', `/loans/${loanId}/payments`, paymentBody()],
      ['GET', `/loans/${loanId}/payments/${recorded.body.id}`, undefined],
      ['POST', `/loans/${loanId}/payments/${recorded.body.id}/confirm`, {}],
      ['POST', `/loans/${loanId}/payments/${recorded.body.id}/dispute`, { reason: 'no' }],
      ['POST', `/loans/${loanId}/payments/${recorded.body.id}/withdraw`, {}],
      ['GET', `/loans/${loanId}/ledger.csv`, undefined],
      ['GET', `/loans/${loanId}/calendar.ics`, undefined],
      ['POST', `/loans/${loanId}/notes`, { text: 'hello' }],
      ['PUT', `/loans/${loanId}/reminders`, { reminders: 'off' }],
      ['POST', `/loans/${loanId}/end`, { endDate: '2026-06-01', status: 'forgiven' }],
      ['POST', `/loans/${loanId}/serviceEnrollment`, {}],
    ];
    const headers = { 'Idempotency-Key': randomUUID() };
    for (const [method, path, body] of calls) {
      const options = { headers, ...(body === undefined ? {} : { body }) };
      expect((await v1(method, path, options)).status, `${method} ${path} without a token`).toBe(401);
      expect((await v1(method, path, { ...options, token: outsider.token })).status, `${method} ${path} as an outsider`).toBe(403);
      expect((await v1(method, path, { ...options, token: unverified.token })).status, `${method} ${path} unverified`).toBe(403);
      const unknown = path.replace(loanId, bogusId());
      expect((await v1(method, unknown, { ...options, token: daniel.token })).status, `${method} ${unknown}`).toBe(404);
    }
    expect((await eventsOf('loans', loanId)).every((e) => e.actorCustomerId === daniel.uid || e.type === 'create')).toBe(true);
  });
});

describe('idempotency', () => {
  it('the same key twice records once and answers the same status and body', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    const key = randomUUID();
    const first = await pay(maya, loanId, paymentBody({ note: 'first try' }), key);
    const again = await pay(maya, loanId, paymentBody({ note: 'first try' }), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    // Still the first answer after the payment moved on.
    await paymentAction(daniel, loanId, first.body.id, 'confirm');
    const later = await pay(maya, loanId, paymentBody({ note: 'first try' }), key);
    expect([later.status, later.body]).toEqual([201, first.body]);
    expect((await v1<LoanPaymentsResponse>('GET', `/loans/${loanId}/payments`, { token: maya.token })).body.payments).toHaveLength(1);
    expect((await eventsOf('loans', loanId)).filter((e) => e.type === 'record-payment')).toHaveLength(1);
    expect((await mailTo(daniel.email)).filter((m) => m.message.subject === 'A loan payment is waiting for your confirmation')).toHaveLength(1);

    const reused = await pay(maya, loanId, paymentBody({ amountCents: 1_000 }), key);
    expect(reused.status).toBe(400);
    expect(detailOf(reused)).toBe('This Idempotency-Key was already used for a different payment on this loan. Use a new key for a new payment.');
    // Keys belong to the caller: the lender's payment with the same key is a different payment.
    expect((await pay(daniel, loanId, paymentBody({ paidOn: '2026-03-01' }), key)).status).toBe(201);
    expect((await loanOf(maya, loanId)).payments).toHaveLength(2);
  });

  it('a refusal is not stored: the same key can succeed once the payment is right', async () => {
    const { maya, loanId } = await servicedLoan();
    const key = randomUUID();
    expect((await pay(maya, loanId, paymentBody({ paidOn: '2026-01-01' }), key)).status).toBe(400);
    expect((await pay(maya, loanId, paymentBody({ paidOn: '2026-02-01' }), key)).status).toBe(201);
  });
});

describe('the loan record', () => {
  it('GET /loans/{id} shows the ledger, next due, late status and the chart from confirmed payments only', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    const payments = [
      { amountCents: MONTHLY, paidOn: '2026-02-01' },
      { amountCents: MONTHLY + 10_000, paidOn: '2026-03-03' },
    ];
    const ids: string[] = [];
    for (const payment of payments) ids.push((await pay(daniel, loanId, paymentBody(payment))).body.id);
    await pay(maya, loanId, paymentBody({ paidOn: '2026-04-01' })); // pending: not in the ledger
    const loan = await loanOf(maya, loanId);
    const expected = buildLedger(PAST_LEDGER_TERMS, payments.map((p, i) => ({ ...p, id: ids[i]! })), loan.ledger.asOf);
    expect(loan.balanceCents).toBe(expected.balanceCents);
    expect(loan.ledger.installments).toEqual(expected.installments);
    expect(loan.ledger.remaining).toEqual(expected.remaining);
    expect(loan.ledger.chart).toEqual(expected.chart);
    expect(loan.ledger.totals).toEqual(expected.totals);
    expect(loan.ledger.late).toEqual(expected.late);
    expect(loan.payments[1]?.allocation?.extraPrincipalCents).toBe(10_000);
    expect(loan.nextDue).toEqual({ dueDate: expected.nextDue?.dueDate, amountCents: expected.nextDue?.amountCents });
    expect(loan.reminders).toEqual({ lender: 'all', borrower: 'all' });
    expect(loan.end).toBeNull();
    expect(loan.ledger.payoffTodayCents).toBe(payoffAmountCents(expected.position, loan.ledger.asOf));
    expect(expectedBalance(payments.map((p, i) => ({ ...p, id: ids[i]! })))).toBe(loan.balanceCents);
    expect(formatLongDate(loan.ledger.asOf)).toBeTruthy();
  });

  it('keeps the payment documents as recorded', async () => {
    const { daniel, loanId } = await servicedLoan();
    const answer = await pay(daniel, loanId);
    const stored = await admin().db.doc(`loans/${loanId}/payments/${answer.body.id}`).get();
    expect(stored.data()).toMatchObject({ loanId, amountCents: MONTHLY, status: 'confirmed', recordedByCustomerId: daniel.uid });
    expect((await admin().db.doc(`loans/${loanId}`).get()).get('confirmedPayments')).toEqual([
      { id: answer.body.id, amountCents: MONTHLY, paidOn: '2026-02-01' },
    ]);
  });
});

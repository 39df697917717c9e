import { formatLongDate, formatUsd, LOAN_FORGIVENESS_TAX_NOTE, type CalendarDate, type GiftListResponse, type LoanListResponse, type LoanRequestListResponse, type LoanResponse, type TaxYearStatementResponse } from '@kinloan/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCalendar } from '../src/demo-calendar';
import { DEMO_STEPS } from '../src/demo-world';
import { call, giftOk, idTokenFor } from '../src/local-api';
import { DEMO_PASSWORD, seedDemoData, type DemoWorldRecord } from '../src/seed-data';
import { admin, clearRateLimits } from './support/api';
import { eventsOf } from './support/loans';

/**
 * The demo world `npm start` seeds: made through the API, so every piece is in a state the API
 * reached, and made once however often seeding runs.
 */

/** A fixed day (its next due date is three days on, so "due in 3 days" goes out); the API's own clock is later or the same. */
const TODAY = '2026-11-24' as CalendarDate;
const MAYA = 'maya.okafor@example.com';
const DANIEL = 'daniel.okafor@example.com';

async function collectionSizes(): Promise<Record<string, number>> {
  const { db } = admin();
  const sizes: Record<string, number> = {};
  for (const name of ['loanRequests', 'loans', 'giftRequests', 'mail', 'loanWishes', 'customers']) sizes[name] = (await db.collection(name).count().get()).data().count;
  for (const group of ['payments', 'events', 'notes']) sizes[group] = (await db.collectionGroup(group).count().get()).data().count;
  return sizes;
}

describe('the demo world', () => {
  let world: DemoWorldRecord;
  let maya: string;
  let daniel: string;

  beforeAll(async () => {
    await clearRateLimits();
    world = (await seedDemoData({ today: TODAY })).world;
    [maya, daniel] = await Promise.all([idTokenFor(MAYA, DEMO_PASSWORD), idTokenFor(DANIEL, DEMO_PASSWORD)]);
  }, 180_000);

  it('makes every piece, dated from the day it was seeded', () => {
    expect(world.seededOn).toBe(TODAY);
    expect(world.madeNow).toEqual(DEMO_STEPS);
    expect(Object.keys(world.ids).sort()).toEqual([...DEMO_STEPS].sort());
  });

  it('has a loan eight months in: confirmed payments, one late with its fee, one extra, one waiting for the lender, notes', async () => {
    const loan = (await call<LoanResponse>('v1', 'GET', `/loans/${world.ids.runningLoan}`, { token: maya })).body;
    expect(loan).toMatchObject({ status: 'active', yourLoanRole: 'lender' });
    const confirmed = loan.payments.filter((payment) => payment.status === 'confirmed');
    const pending = loan.payments.filter((payment) => payment.status === 'pending-confirmation');
    expect(confirmed).toHaveLength(8);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ recordedBy: 'borrower', allocation: null });
    expect(confirmed.filter((payment) => payment.allocation?.extraPrincipalCents === 100_000)).toHaveLength(1);
    expect(confirmed.some((payment) => payment.note?.includes('late fee'))).toBe(true);

    const { running } = demoCalendar(TODAY);
    const installments = loan.ledger.installments;
    expect(installments.slice(0, 8).every((row) => row.status === 'paid')).toBe(true);
    expect(installments[2]!.paidOn).toBe(running.payments[2]!.paidOn);
    expect(installments[8]).toMatchObject({ dueDate: running.nextDue, paidCents: 0 });
    const events = await eventsOf('loans', world.ids.runningLoan!);
    expect(events.filter((event) => event.type === 'add-note')).toHaveLength(2);
  });

  it("runs the day's reminder job: the borrower hears the installment is due in 3 days", async () => {
    const loan = (await call<LoanResponse>('v1', 'GET', `/loans/${world.ids.runningLoan}`, { token: daniel })).body;
    const monthly = formatUsd(loan.ledger.installments[0]!.scheduled.paymentCents);
    const mail = await admin().db.collection('mail').where('to', '==', DANIEL).get();
    const subjects = mail.docs.map((doc) => (doc.data() as { message: { subject: string } }).message.subject);
    expect(subjects).toContain(`Your loan payment of ${monthly} is due on ${formatLongDate(demoCalendar(TODAY).running.nextDue)}`);
  });

  it('has a forgiven loan with its tax note, and a small loan the other way round', async () => {
    const { loans } = (await call<LoanListResponse>('v1', 'GET', '/loans', { token: maya })).body;
    const forgiven = loans.find((loan) => loan.id === world.ids.forgivenLoan);
    expect(forgiven).toMatchObject({ status: 'forgiven', end: { status: 'forgiven', taxNote: LOAN_FORGIVENESS_TAX_NOTE } });
    expect(forgiven!.end!.balanceAtEndCents).toBe(180_000 - 4 * 15_000);
    expect(loans.find((loan) => loan.id === world.ids.borrowedBack)).toMatchObject({ status: 'active', yourLoanRole: 'borrower' });
  });

  it('has a loan paid off, with its payoff letter for both of them', async () => {
    const { loans } = (await call<LoanListResponse>('v1', 'GET', '/loans', { token: daniel })).body;
    const paidOff = loans.find((loan) => loan.id === world.ids.paidOffLoan);
    expect(paidOff).toMatchObject({ status: 'paid-off', yourLoanRole: 'lender', balanceCents: 0, end: { status: 'paid-off', endDate: demoCalendar(TODAY).paidOff.endDate } });
    expect(paidOff!.payoffLetter?.verificationCode).toMatch(/^[0-9A-Z]{12}$/);
    const letter = await call('v1', 'GET', `/loans/${world.ids.paidOffLoan}/payoffLetter.pdf`, { token: maya, raw: true });
    expect(letter.status).toBe(200);
    expect(letter.headers.get('content-type')).toBe('application/pdf');
  });

  it('has requests in every stage: sent for a signature, a draft, changes asked for, a published loan wish', async () => {
    const mine = (await call<LoanRequestListResponse>('v1', 'GET', '/loanRequests', { token: maya })).body.loanRequests;
    const byId = new Map(mine.map((request) => [request.id, request]));
    expect(byId.get(world.ids.sentRequest!)).toMatchObject({ status: 'sent', yourRole: 'recipient' });
    expect(byId.get(world.ids.draft!)).toMatchObject({ status: 'draft', yourRole: 'initiator' });
    const child = (await call<LoanRequestListResponse>('v1', 'GET', '/loanRequests', { token: daniel })).body.loanRequests.find((request) => request.id === world.ids.changesAsked);
    expect(child).toMatchObject({ status: 'draft', yourRole: 'initiator' });
    expect(byId.get(child!.parentLoanId!)).toMatchObject({ status: 'superseded', childRequestId: child!.id });
    const wish = await call('v1', 'GET', `/loanWishes/${world.ids.loanWish}`);
    expect(wish.status).toBe(200);
    expect(wish.body).toMatchObject({ headline: 'A reliable used car for hospital shifts' });
  });

  it('has a gift letter the donor signed, waiting for the buyer', async () => {
    const { gifts } = await giftOk<GiftListResponse>('list', {}, { token: daniel });
    expect(gifts.find((gift) => gift.id === world.ids.giftLetter)).toMatchObject({ yourParty: 'gift-recipient', availableActions: expect.arrayContaining(['sign']) });
  });

  it('has tax-year statements to see: the $12,000 loan\'s year, and a below-AFR loan with its forgone interest', async () => {
    const year = Number(TODAY.slice(0, 4));
    const running = await call<TaxYearStatementResponse>('v1', 'GET', `/loans/${world.ids.runningLoan}/taxStatements/${year}`, { token: maya });
    expect(running.status).toBe(200);
    expect(running.body.payments.length).toBeGreaterThan(0);
    expect(running.body.forgoneInterest).toBeNull();
    const belowAfr = await call<TaxYearStatementResponse>('v1', 'GET', `/loans/${world.ids.belowAfrLoan}/taxStatements/${year}`, { token: daniel });
    expect(belowAfr.body).toMatchObject({ yourLoanRole: 'borrower', payments: expect.any(Array) });
    expect(belowAfr.body.payments).toHaveLength(4);
    expect(belowAfr.body.forgoneInterest?.forgoneInterestCents).toBeGreaterThan(0);
  });

  it('makes nothing twice when seeded again', async () => {
    const before = await collectionSizes();
    const again = await seedDemoData({ today: TODAY });
    expect(again.world).toMatchObject({ madeNow: [], ids: world.ids, seededOn: TODAY });
    expect(await collectionSizes()).toEqual(before);
  }, 60_000);

  it('resumes a seeding that stopped half-way, making only what is missing', async () => {
    const { db } = admin();
    const { giftLetter: _dropped, ...kept } = world.ids;
    await db.doc('demoSeed/world').set({ seededOn: TODAY, ids: kept });
    const before = await collectionSizes();
    const resumed = await seedDemoData({ today: TODAY });
    expect(resumed.world.madeNow).toEqual(['giftLetter']);
    expect((await collectionSizes()).giftRequests).toBe(before.giftRequests! + 1);
  }, 60_000);
});

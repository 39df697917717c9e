import { addCalendarMonths, dueDateOf, formatUsd, type CalendarDate, type LoanPaymentResponse, type LoanRequestResponse, type LoanResponse } from '@kinloan/domain';
import { DEMO_GRACE_DAYS, type DemoCalendar } from './demo-calendar';
import { call, DRAWN_SIGNATURE, expectStatus, giftOk, giftSignData, loanSignBody, SIGN_TOS, type CallOptions } from './local-api';

/**
 * The demo world, made the only way a real one can be: two signed-in people calling the API.
 * Every event, hash, agreement, schedule and allocation is the product's own; nothing here
 * writes a document. Each piece is one step with a name, so a second seeding skips what the
 * first one made (see `seed-data.ts`).
 */

export interface DemoSigner {
  readonly uid: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName: string;
  readonly token: string;
}

export interface DemoCast {
  /** Lends to her brother, borrowed a little from him, gives him money toward a house, drafts a loan for a friend. */
  readonly maya: DemoSigner;
  /** Borrows from his sister, asks for changed terms, wishes for a car loan. */
  readonly daniel: DemoSigner;
}

export const DEMO_STEPS = [
  'runningLoan',
  'forgivenLoan',
  'borrowedBack',
  'paidOffLoan',
  'sentRequest',
  'changesAsked',
  'draft',
  'loanWish',
  'giftLetter',
  // Tax-year statements (issue 16): a loan whose statement shows §7872 forgone interest.
  'belowAfrLoan',
] as const;
export type DemoStep = (typeof DEMO_STEPS)[number];

const v1 = <T>(method: string, path: string, options: CallOptions) => call<T>('v1', method, path, options);
const v2 = <T>(method: string, path: string, options: CallOptions) => call<T>('v2', method, path, options);

interface LoanDates {
  readonly handOver: CalendarDate;
  readonly firstPaymentDate: CalendarDate;
}

function terms(overrides: Record<string, unknown>, { handOver, firstPaymentDate }: LoanDates): Record<string, unknown> {
  return {
    lateFeeCents: 2_500,
    lateFeeGraceDays: DEMO_GRACE_DAYS,
    governingLawState: 'OR',
    firstPaymentDate,
    disbursement: { method: 'bank-transfer', date: handOver },
    ...overrides,
  };
}

async function createRequest(who: DemoSigner, requestType: 'borrow' | 'lend', loanProposalDetails: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<string> {
  const created = await v1<LoanRequestResponse>('POST', '/loanRequest', { token: who.token, body: { requestType, loanProposalDetails, status: 'draft', ...extra } });
  return expectStatus(created, 201, `${who.firstName} creates a request`).id;
}

async function signAs(who: DemoSigner, id: string, signatureData: Record<string, unknown> = { typedFullName: who.fullName }): Promise<void> {
  const body = await loanSignBody(who, id, signatureData);
  expectStatus(await v2('POST', `/loanRequests/${id}/sign`, { token: who.token, body }), 200, `${who.firstName} signs ${id}`);
}

async function reviewAndAccept(who: DemoSigner, id: string): Promise<void> {
  expectStatus(await v2('POST', `/loanRequests/${id}/review`, { token: who.token }), 200, `${who.firstName} reviews ${id}`);
  expectStatus(await v1('POST', `/loanRequests/${id}/signTos`, { token: who.token, body: SIGN_TOS }), 200, `${who.firstName} accepts the terms of service`);
}

/** The initiator reviews, signs and sends the request to the other one. */
async function signAndSend(from: DemoSigner, to: DemoSigner, id: string): Promise<void> {
  await reviewAndAccept(from, id);
  await signAs(from, id);
  const updateParty = { email: to.email, firstName: to.firstName, lastName: to.lastName };
  expectStatus(await v1('POST', `/loanRequests/${id}/send`, { token: from.token, body: { updateParty } }), 200, `${from.firstName} sends ${id}`);
}

/** A request both signed (the recipient, then the initiator's countersignature) and the initiator finalized: a loan. */
async function executedLoan(initiator: DemoSigner, recipient: DemoSigner, requestType: 'borrow' | 'lend', loanTerms: Record<string, unknown>): Promise<string> {
  const id = await createRequest(initiator, requestType, loanTerms);
  await signAndSend(initiator, recipient, id);
  await reviewAndAccept(recipient, id);
  await signAs(recipient, id, { typedFullName: recipient.fullName, drawnSignaturePng: DRAWN_SIGNATURE });
  await signAs(initiator, id);
  expectStatus(await v2('POST', `/loanRequests/${id}/finalize`, { token: initiator.token }), 200, `${initiator.firstName} finalizes ${id}`);
  return id;
}

interface PaymentInput {
  readonly amountCents: number;
  readonly paidOn: CalendarDate;
  readonly method: string;
  readonly note?: string;
}

/** The borrower records a payment (the key makes a retried seeding record it once); the lender confirms it unless told not to. */
async function pay(loanId: string, borrower: DemoSigner, lender: DemoSigner, payment: PaymentInput, key: string, confirm: boolean): Promise<void> {
  const recorded = await v1<LoanPaymentResponse>('POST', `/loans/${loanId}/payments`, { token: borrower.token, body: payment, headers: { 'Idempotency-Key': key } });
  const { id } = expectStatus(recorded, 201, `payment of ${payment.paidOn}`);
  if (!confirm) return;
  expectStatus(await v1('POST', `/loans/${loanId}/payments/${id}/confirm`, { token: lender.token, body: {} }), 200, `confirming the payment of ${payment.paidOn}`);
}

async function note(loanId: string, who: DemoSigner, text: string): Promise<void> {
  expectStatus(await v1('POST', `/loans/${loanId}/notes`, { token: who.token, body: { text } }), 201, `${who.firstName}'s note`);
}

async function scheduledPaymentOf(loanId: string, who: DemoSigner): Promise<number> {
  const loan = expectStatus(await v1<LoanResponse>('GET', `/loans/${loanId}`, { token: who.token }), 200, `reading loan ${loanId}`);
  const first = loan.ledger.installments[0];
  if (!first) throw new Error(`loan ${loanId} has no schedule`);
  return first.scheduled.paymentCents;
}

const LATE_FEE_CENTS = 2_500;
const EXTRA_CENTS = 100_000;

/** Daniel borrows $12,000 from Maya for nursing school: eight months in, one late, one with $1,000 extra, the ninth paid early and waiting for Maya. */
async function runningLoan({ maya, daniel }: DemoCast, calendar: DemoCalendar): Promise<string> {
  const { running } = calendar;
  const loanTerms = terms({ principalCents: 1_200_000, annualRateBps: 425, termMonths: 36, purpose: 'Tuition for the last year of the nursing program' }, running);
  const loanId = await executedLoan(daniel, maya, 'borrow', loanTerms);
  const monthly = await scheduledPaymentOf(loanId, daniel);
  for (const [index, plan] of running.payments.entries()) {
    const payment: PaymentInput =
      plan.extra
        ? { amountCents: monthly + EXTRA_CENTS, paidOn: plan.paidOn, method: 'bank-transfer', note: `Tax refund came in: ${formatUsd(EXTRA_CENTS)} extra toward the principal.` }
        : plan.late
          ? { amountCents: monthly + LATE_FEE_CENTS, paidOn: plan.paidOn, method: 'zelle', note: `Sorry this one is late (car trouble). It includes the ${formatUsd(LATE_FEE_CENTS)} late fee.` }
          : { amountCents: monthly, paidOn: plan.paidOn, method: 'zelle' };
    await pay(loanId, daniel, maya, payment, `demo-running-${loanId}-${index}`, !plan.pending);
  }
  await note(loanId, daniel, 'Clinical placement starts in the spring; the payments stay on the same day each month.');
  await note(loanId, maya, 'Thank you for the extra payment. No rush on anything, just keep me posted.');
  return loanId;
}

/** Maya lent Daniel $1,800 for his apartment deposit, and after four payments forgave the rest. */
async function forgivenLoan({ maya, daniel }: DemoCast, calendar: DemoCalendar): Promise<string> {
  const { forgiven } = calendar;
  const loanTerms = terms({ principalCents: 180_000, annualRateBps: 0, termMonths: 12, purpose: 'Deposit and first month of rent on the Eugene apartment' }, forgiven);
  const loanId = await executedLoan(maya, daniel, 'lend', loanTerms);
  for (const [index, paidOn] of forgiven.paidOn.entries()) {
    await pay(loanId, daniel, maya, { amountCents: 15_000, paidOn, method: 'venmo' }, `demo-forgiven-${loanId}-${index}`, true);
  }
  const end = { endDate: forgiven.endDate, status: 'forgiven', reason: 'A housewarming present: the rest is forgiven.' };
  expectStatus(await v1('POST', `/loans/${loanId}/end`, { token: maya.token, body: end }), 200, 'Maya forgives the deposit loan');
  return loanId;
}

/** Daniel lent Maya $900 for a new laptop two months ago; she has paid two installments, on time. */
async function borrowedBack({ maya, daniel }: DemoCast, calendar: DemoCalendar): Promise<string> {
  const { borrowedBack: dates } = calendar;
  const loanTerms = terms({ principalCents: 90_000, annualRateBps: 0, termMonths: 6, purpose: 'A laptop for work after the old one died' }, dates);
  const loanId = await executedLoan(maya, daniel, 'borrow', loanTerms);
  for (const [index, paidOn] of dates.paidOn.entries()) {
    await pay(loanId, maya, daniel, { amountCents: 15_000, paidOn, method: 'venmo' }, `demo-borrowed-${loanId}-${index}`, true);
  }
  return loanId;
}

/**
 * Daniel lent Maya $1,200 for a road bike at 3%; she paid the four installments on their due
 * dates, and he marked the loan paid off: both have the payoff and release letter.
 */
async function paidOffLoan({ maya, daniel }: DemoCast, calendar: DemoCalendar): Promise<string> {
  const { paidOff } = calendar;
  const loanTerms = terms({ principalCents: 120_000, annualRateBps: 300, termMonths: 4, purpose: 'A road bike for the commute' }, paidOff);
  // Daniel writes it up, so the invitation goes to Maya: the rest of the seeding already sends
  // Daniel's address as many invitations as one address takes in a day.
  const loanId = await executedLoan(daniel, maya, 'lend', loanTerms);
  const loan = expectStatus(await v1<LoanResponse>('GET', `/loans/${loanId}`, { token: maya.token }), 200, `reading loan ${loanId}`);
  for (const installment of loan.schedule) {
    const payment = { amountCents: installment.paymentCents, paidOn: installment.dueDate, method: 'zelle' };
    await pay(loanId, maya, daniel, payment, `demo-paid-off-${loanId}-${installment.number}`, true);
  }
  const end = { endDate: paidOff.endDate, status: 'paid-off' };
  expectStatus(await v1('POST', `/loans/${loanId}/end`, { token: daniel.token, body: end }), 200, 'Daniel marks the bike loan paid off');
  return loanId;
}

/** Daniel asks Maya for $4,000 of moving costs; he has signed, she hasn't yet. */
async function sentRequest({ maya, daniel }: DemoCast, calendar: DemoCalendar): Promise<string> {
  const id = await createRequest(daniel, 'borrow', terms({ principalCents: 400_000, annualRateBps: 300, termMonths: 24, purpose: 'Moving costs for the new job in Portland' }, calendar.upcoming));
  await signAndSend(daniel, maya, id);
  return id;
}

/** Maya offered $6,500 over two years for dental work; Daniel asked for three years at a lower rate, in a draft of his own. */
async function changesAsked({ maya, daniel }: DemoCast, calendar: DemoCalendar): Promise<string> {
  const offer = { principalCents: 650_000, annualRateBps: 500, termMonths: 24, purpose: 'Dental implant and crown' };
  const parentId = await createRequest(maya, 'lend', terms(offer, calendar.upcoming));
  await signAndSend(maya, daniel, parentId);
  expectStatus(await v2('POST', `/loanRequests/${parentId}/review`, { token: daniel.token }), 200, 'Daniel reads the offer');
  const counter = terms({ ...offer, annualRateBps: 400, termMonths: 36 }, calendar.upcoming);
  return createRequest(daniel, 'borrow', counter, { parentLoanId: parentId });
}

/** Maya is writing up a small loan to her friend Priya; nothing sent yet. */
async function draft({ maya }: DemoCast, calendar: DemoCalendar): Promise<string> {
  const recipientRequestDetails = { firstName: 'Priya', lastName: 'Raman', email: 'priya.raman@example.com' };
  return createRequest(maya, 'lend', terms({ principalCents: 250_000, annualRateBps: 200, termMonths: 12, purpose: 'Car repairs after the accident' }, calendar.upcoming), {
    recipientRequestDetails,
  });
}

/** Daniel shows a loan wish for a commuter car, with his first name only. */
async function loanWish({ daniel }: DemoCast, calendar: DemoCalendar): Promise<string> {
  const id = await createRequest(daniel, 'borrow', terms({ principalCents: 800_000, annualRateBps: 300, termMonths: 48, purpose: 'A used car for the commute to the hospital' }, calendar.upcoming));
  const wish = {
    headline: 'A reliable used car for hospital shifts',
    story: 'Night shifts start in the spring and the bus does not run that late. I would repay monthly over four years.',
    showAmount: true,
    showTerms: true,
    showName: 'first-name',
  };
  expectStatus(await v1('POST', `/loanRequests/${id}/publishWish`, { token: daniel.token, body: { loanWish: wish } }), 200, 'Daniel publishes his loan wish');
  return id;
}

/** Maya gives Daniel $25,000 toward his first house; she signed the letter, it waits for him. */
async function giftLetter({ maya, daniel }: DemoCast, calendar: DemoCalendar): Promise<string> {
  const giftDetails = {
    amountCents: 2_500_000,
    transferDate: calendar.upcoming.handOver,
    transferStatus: 'planned',
    source: { kind: 'savings', institutionName: 'Oregon Community Credit Union' },
    propertyAddress: { line1: '2290 Harris St', city: 'Eugene', state: 'OR', zipCode: '97405' },
    mortgageLender: 'Summit Bank',
    loanNumber: 'SB-4471-0926',
  };
  const created = await giftOk('create', { initiatorParty: 'donor', giftDetails, donorRequestDetails: { relationship: 'sibling' } }, maya);
  await giftOk('sign', await giftSignData(created.id, maya), maya);
  await giftOk('send', { id: created.id, updateParty: { email: daniel.email, firstName: daniel.firstName, lastName: daniel.lastName } }, maya);
  return created.id;
}

/**
 * Daniel borrowed $15,000 from Maya for a car at 1%, below the Applicable Federal Rate, five
 * months ago; he has paid four installments. Its tax-year statement shows the year's forgone
 * interest (§7872). Daniel writes it up, so the invitation goes to Maya: Daniel's address
 * already takes as many invitations as one address may in a day.
 */
async function belowAfrLoan({ maya, daniel }: DemoCast, calendar: DemoCalendar): Promise<string> {
  const firstPaymentDate = addCalendarMonths(calendar.running.nextDue, -4);
  const dates = { handOver: addCalendarMonths(firstPaymentDate, -1), firstPaymentDate };
  const loanTerms = terms({ principalCents: 1_500_000, annualRateBps: 100, termMonths: 36, purpose: 'A used car for the commute to the hospital' }, dates);
  const loanId = await executedLoan(daniel, maya, 'borrow', loanTerms);
  const monthly = await scheduledPaymentOf(loanId, daniel);
  for (const n of [1, 2, 3, 4]) {
    await pay(loanId, daniel, maya, { amountCents: monthly, paidOn: dueDateOf(firstPaymentDate, n), method: 'bank-transfer' }, `demo-below-afr-${loanId}-${n}`, true);
  }
  return loanId;
}

export const DEMO_WORLD: Readonly<Record<DemoStep, (cast: DemoCast, calendar: DemoCalendar) => Promise<string>>> = {
  runningLoan,
  forgivenLoan,
  borrowedBack,
  paidOffLoan,
  sentRequest,
  changesAsked,
  draft,
  loanWish,
  giftLetter,
  belowAfrLoan,
};

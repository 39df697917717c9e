import { randomUUID } from 'node:crypto';
import type { LoanRequestResponse, LoanResponse } from '@kinloan/domain';
import { call, DRAWN_SIGNATURE, expectStatus, idTokenFor as localIdTokenFor, loanSignBody, sha256, SIGN_TOS, type ApiVersion } from '../../src/local-api';
import { admin, uniqueEmail, type ErrorAnswerBody } from './api';

/** Helpers for the loan API tests: people with complete profiles, terms, and the flow's steps. */

/** A call through Hosting to /api/v1 or /api/v2. */
export { call, type ApiVersion };

export const v1 = <T = LoanRequestResponse>(method: string, path: string, options: Parameters<typeof call>[3] = {}) =>
  call<T>('v1', method, path, options);
export const v2 = <T = LoanRequestResponse>(method: string, path: string, options: Parameters<typeof call>[3] = {}) =>
  call<T>('v2', method, path, options);

export interface Person {
  uid: string;
  email: string;
  token: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

export const PASSWORD = 'kinloan-test-7';

/** A password sign-in at the Auth emulator: the Firebase ID token the web app would hold. */
export function idTokenFor(email: string, password = PASSWORD): Promise<string> {
  return localIdTokenFor(email, password);
}

const ADDRESSES = [
  { line1: '1420 SE Alder St', line2: '', zipCode: '97214', city: 'Portland', state: 'OR' },
  { line1: '88 Willamette Ave', line2: 'Apt 3', zipCode: '97401', city: 'Eugene', state: 'OR' },
];

/**
 * A customer made with the admin SDK (no sign-up rate limit to spend), verified unless
 * asked otherwise, with a complete profile so they can sign, and signed in.
 */
export async function person(
  options: { firstName?: string; lastName?: string; verified?: boolean; withAddress?: boolean; email?: string } = {},
): Promise<Person> {
  const firstName = options.firstName ?? 'Maya';
  const lastName = options.lastName ?? 'Okafor';
  const email = options.email ?? uniqueEmail(firstName.toLowerCase());
  const { auth, db } = admin();
  const user = await auth.createUser({
    email,
    password: PASSWORD,
    displayName: `${firstName} ${lastName}`,
    emailVerified: options.verified ?? true,
  });
  const address = options.withAddress === false ? { line1: '', line2: '', zipCode: '', city: '', state: '' } : ADDRESSES[0]!;
  await db.doc(`customers/${user.uid}`).set({
    id: user.uid,
    email,
    firstName,
    middleName: '',
    lastName,
    phone: '+15035550142',
    address,
    createdAt: new Date().toISOString(),
  });
  return { uid: user.uid, email, token: await idTokenFor(email), firstName, lastName, fullName: `${firstName} ${lastName}` };
}

/** Terms ready to review and sign. */
export function readyTerms(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    principalCents: 500_000,
    annualRateBps: 400,
    termMonths: 12,
    firstPaymentDate: '2027-02-01',
    purpose: 'A used car to get to work',
    lateFeeCents: 2_500,
    lateFeeGraceDays: 10,
    governingLawState: 'OR',
    disbursement: { method: 'bank-transfer', date: '2027-01-05' },
    ...overrides,
  };
}

export function createBody(requestType: 'borrow' | 'lend', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { requestType, loanProposalDetails: readyTerms(), status: 'draft', ...overrides };
}

export { SIGN_TOS, sha256, DRAWN_SIGNATURE, expectStatus };

/** A sign call's body as the web app makes it (see `loanSignBody`). */
export function signBody(who: Person, id: string, signatureData?: Record<string, unknown>): Promise<Record<string, unknown>> {
  return loanSignBody(who, id, signatureData);
}

/** One signature through the API, as `who`. */
export async function signAs(who: Person, id: string, signatureData?: Record<string, unknown>) {
  return v2<LoanRequestResponse>('POST', `/loanRequests/${id}/sign`, { token: who.token, body: await signBody(who, id, signatureData) });
}

export async function createRequest(who: Person, requestType: 'borrow' | 'lend', overrides: Record<string, unknown> = {}) {
  return expectStatus(await v1('POST', '/loanRequest', { token: who.token, body: createBody(requestType, overrides) }), 201, 'create');
}

/** The initiator's side: create, review, accept the terms of service, sign. */
export async function signedByInitiator(initiator: Person, requestType: 'borrow' | 'lend', overrides: Record<string, unknown> = {}) {
  const { id } = await createRequest(initiator, requestType, overrides);
  expectStatus(await v2('POST', `/loanRequests/${id}/review`, { token: initiator.token }), 200, 'review');
  expectStatus(await v1('POST', `/loanRequests/${id}/signTos`, { token: initiator.token, body: SIGN_TOS }), 200, 'signTos');
  return expectStatus(await signAs(initiator, id), 200, 'initiator sign');
}

export async function sendTo(initiator: Person, id: string, to: { email: string; firstName: string; lastName: string }) {
  const updateParty = { email: to.email, firstName: to.firstName, lastName: to.lastName };
  return expectStatus(await v1('POST', `/loanRequests/${id}/send`, { token: initiator.token, body: { updateParty } }), 200, 'send');
}

export async function sentRequest(
  initiator: Person,
  recipient: Pick<Person, 'email' | 'firstName' | 'lastName'>, requestType: 'borrow' | 'lend') {
  const signed = await signedByInitiator(initiator, requestType);
  return sendTo(initiator, signed.id, recipient);
}

/** The recipient's side up to (not including) their signature. */
export async function readyForRecipientSignature(recipient: Person, id: string) {
  expectStatus(await v2('POST', `/loanRequests/${id}/review`, { token: recipient.token }), 200, 'recipient review');
  return expectStatus(await v1('POST', `/loanRequests/${id}/signTos`, { token: recipient.token, body: SIGN_TOS }), 200, 'recipient signTos');
}

/** The recipient signs the agreement with their own details in it: the initiator's countersignature is then awaited. */
export async function signedByRecipient(initiator: Person, recipient: Person, requestType: 'borrow' | 'lend') {
  const sent = await sentRequest(initiator, recipient, requestType);
  await readyForRecipientSignature(recipient, sent.id);
  return expectStatus(await signAs(recipient, sent.id, { typedFullName: recipient.fullName, drawnSignaturePng: DRAWN_SIGNATURE }), 200, 'recipient sign');
}

/** Both signed the very same text: the recipient, then the initiator's countersignature. */
export async function fullySigned(initiator: Person, recipient: Person, requestType: 'borrow' | 'lend') {
  const signed = await signedByRecipient(initiator, recipient, requestType);
  return expectStatus(await signAs(initiator, signed.id), 200, 'initiator countersign');
}

export async function executed(initiator: Person, recipient: Person, requestType: 'borrow' | 'lend') {
  const signed = await fullySigned(initiator, recipient, requestType);
  return expectStatus(await v2('POST', `/loanRequests/${signed.id}/finalize`, { token: initiator.token }), 200, 'finalize');
}

export interface StoredEvent {
  seq: number;
  type: string;
  actorCustomerId: string;
  role: string;
  fromStatus: string | null;
  toStatus: string;
  at: string;
  ip: string;
  userAgent: string;
  details: Record<string, unknown>;
}

/** The request's (or loan's) event log, in order, with the document ids. */
export async function eventsOf(collection: 'loanRequests' | 'loans', id: string): Promise<(StoredEvent & { docId: string })[]> {
  const snapshot = await admin().db.collection(`${collection}/${id}/events`).get();
  return snapshot.docs
    .map((doc) => ({ ...(doc.data() as StoredEvent), docId: doc.id }))
    .sort((a, b) => a.seq - b.seq);
}

export type LoanAnswer = LoanResponse;
export type ErrorAnswer = ErrorAnswerBody;

export function bogusId(): string {
  return `nope${randomUUID().replace(/-/g, '').slice(0, 16)}`;
}

import { createHash, randomUUID } from 'node:crypto';
import { giftAsSignedBy, giftLetterOf, STATEMENTS_VERSION, type Customer, type GiftRequestResponse } from '@kinloan/domain';
import { HOST, PORTS, PROJECT_ID, URLS } from '../../src/ports';
import { admin, uniqueEmail } from './api';

/**
 * Helpers for the gift callable tests: calls through the Functions emulator exactly as the
 * Firebase client SDK makes them (POST {data}, Authorization: Bearer <ID token>), people with
 * complete profiles, gift details, and the flow's steps.
 */

export const FUNCTIONS_BASE = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1`;

export interface CallableFailure {
  status: string;
  message: string;
  details?: { fields?: { field: string; message: string }[]; reason?: string };
}

export interface CallableAnswer<T> {
  httpStatus: number;
  result?: T;
  error?: CallableFailure;
}

export type GiftAction = 'create' | 'update' | 'send' | 'sign' | 'finalize' | 'reject' | 'delete' | 'getDocument' | 'getAuditTrail' | 'get' | 'list';

/** One callable call; `token` null sends no Authorization header. */
export async function callGift<T = GiftRequestResponse>(
  action: GiftAction,
  data: unknown,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<CallableAnswer<T>> {
  const response = await fetch(`${FUNCTIONS_BASE}/gifts-${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    // As the client SDK sends it: no data is null, never a missing key.
    body: JSON.stringify({ data: data === undefined ? null : data }),
  });
  const text = await response.text();
  let body: { result?: T; error?: CallableFailure } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`gifts-${action}: not JSON (${response.status}): ${text.slice(0, 300)}`);
  }
  return { httpStatus: response.status, ...body };
}

/** The result, or a thrown error that says what came back instead. */
export async function ok<T = GiftRequestResponse>(action: GiftAction, data: unknown, who: { token: string }): Promise<T> {
  const answer = await callGift<T>(action, data, who.token);
  if (answer.result === undefined) throw new Error(`gifts-${action} failed: ${answer.httpStatus} ${JSON.stringify(answer.error)}`);
  return answer.result;
}

export interface GiftPerson {
  uid: string;
  email: string;
  token: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

export const PASSWORD = 'kinloan-test-7';

export async function idTokenFor(email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(`${URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

export const HOME_ADDRESS = { line1: '1420 SE Alder St', line2: '', zipCode: '97214', city: 'Portland', state: 'OR' };

/** A customer made with the admin SDK, verified unless asked otherwise, with a complete profile, signed in. */
export async function giftPerson(
  options: { firstName?: string; lastName?: string; verified?: boolean; withAddress?: boolean; email?: string } = {},
): Promise<GiftPerson> {
  const firstName = options.firstName ?? 'Maya';
  const lastName = options.lastName ?? 'Okafor';
  const email = options.email ?? uniqueEmail(firstName.toLowerCase());
  const { auth, db } = admin();
  const user = await auth.createUser({ email, password: PASSWORD, displayName: `${firstName} ${lastName}`, emailVerified: options.verified ?? true });
  const address = options.withAddress === false ? { line1: '', line2: '', zipCode: '', city: '', state: '' } : HOME_ADDRESS;
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

export function giftDetails(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    amountCents: 2_500_000,
    transferDate: '2026-05-01',
    transferStatus: 'planned',
    source: { kind: 'savings', institutionName: 'Columbia Credit Union' },
    propertyAddress: { line1: '742 Evergreen Ter', city: 'Springfield', state: 'OR', zipCode: '97477' },
    mortgageLender: 'Rocket Mortgage',
    loanNumber: 'RM-2026-0042',
    ...overrides,
  };
}

export function donorDetailsOf(donor: Pick<GiftPerson, 'firstName' | 'lastName'>, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: donor.firstName,
    lastName: donor.lastName,
    phone: '(541) 555-0188',
    address: { line1: '15 Lakeview Dr', city: 'Bend', state: 'OR', zipCode: '97701' },
    relationship: 'parent',
    ...overrides,
  };
}

/**
 * A gifts-sign call's data as the web app makes it: the fingerprint of the letter exactly as
 * this signature would leave it (the gift recipient's own profile in it, unless countersigning),
 * the version of the statements on the page, and all three ticked.
 */
export async function signData(id: string, who: Pick<GiftPerson, 'fullName' | 'token'>, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const gift = await ok('get', { id }, who);
  const profile = (await fetch(`${URLS.hosting}/api/v1/customers/me`, { headers: { authorization: `Bearer ${who.token}` } }).then((r) => r.json())) as Customer;
  const letter = giftLetterOf(giftAsSignedBy(gift, gift.yourParty, profile));
  return {
    id,
    signatureData: { typedFullName: who.fullName },
    documentSha256: letter ? createHash('sha256').update(letter.fullText, 'utf8').digest('hex') : '0'.repeat(64),
    statementsVersion: STATEMENTS_VERSION,
    acceptTermsOfService: true,
    consentToElectronicRecords: true,
    confirmNoRepaymentExpected: true,
    ...extra,
  };
}

/** A tiny real PNG (1×1), as a drawn signature's data URL. */
export const DRAWN_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The buyer asks a relative: created, signed by the buyer, sent to the donor. */
export async function sentByRecipient(recipient: GiftPerson, donor: GiftPerson, gift: Record<string, unknown> = {}) {
  const created = await ok('create', { initiatorParty: 'gift-recipient', giftDetails: giftDetails(gift), donorRequestDetails: donorDetailsOf(donor) }, recipient);
  await ok('sign', await signData(created.id, recipient), recipient);
  return ok('send', { id: created.id, updateParty: { email: donor.email, firstName: donor.firstName, lastName: donor.lastName } }, recipient);
}

/** Both have signed the very same letter (the donor's details as the buyer gave them): ready to finalize. */
export async function fullySignedGift(recipient: GiftPerson, donor: GiftPerson) {
  const sent = await sentByRecipient(recipient, donor);
  return ok('sign', await signData(sent.id, donor), donor);
}

export interface StoredGiftEvent {
  seq: number;
  type: string;
  actorCustomerId: string;
  role: string;
  party: string;
  fromStatus: string | null;
  toStatus: string;
  at: string;
  ip: string;
  userAgent: string;
  details: Record<string, unknown>;
  docId: string;
}

export async function giftEvents(id: string): Promise<StoredGiftEvent[]> {
  const snapshot = await admin().db.collection(`giftRequests/${id}/events`).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as Omit<StoredGiftEvent, 'docId'>), docId: doc.id })).sort((a, b) => a.seq - b.seq);
}

export function bogusGiftId(): string {
  return `nope${randomUUID().replace(/-/g, '').slice(0, 16)}`;
}

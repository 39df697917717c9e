import { randomUUID } from 'node:crypto';
import {
  callGift,
  DRAWN_SIGNATURE,
  FUNCTIONS_BASE,
  giftOk,
  giftSignData,
  idTokenFor as localIdTokenFor,
  type CallableAnswer,
  type CallableFailure,
  type GiftAction,
} from '../../src/local-api';
import { admin, uniqueEmail } from './api';

/**
 * Helpers for the gift callable tests: calls through the Functions emulator exactly as the
 * Firebase client SDK makes them (POST {data}, Authorization: Bearer <ID token>), people with
 * complete profiles, gift details, and the flow's steps.
 */

export { FUNCTIONS_BASE, callGift, type CallableFailure, type CallableAnswer, type GiftAction };

/** The result, or a thrown error that says what came back instead. */
export const ok = giftOk;

export interface GiftPerson {
  uid: string;
  email: string;
  token: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

export const PASSWORD = 'kinloan-test-7';

export function idTokenFor(email: string, password = PASSWORD): Promise<string> {
  return localIdTokenFor(email, password);
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

/** A gifts-sign call's data as the web app makes it (see `giftSignData`). */
export function signData(id: string, who: Pick<GiftPerson, 'fullName' | 'token'>, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return giftSignData(id, who, extra);
}

export { DRAWN_SIGNATURE };

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

import type { Address, UsStateCode } from '../api/fields';
import { US_STATE_CODES } from '../api/fields';
import type { Customer, CustomerAddress } from '../api/customer-schemas';
import type { GiftRecipientDetails } from '../api/gift-responses';
import type { InitiatorRequestDetails, RecipientRequestDetails } from '../api/loan-request-schemas';
import type { PartyDetailsSnapshot } from '../signing/signatures';

/**
 * The people in a document: how a profile becomes a party's details, when those details are
 * complete enough to sign with, and how a person is named. One rule each, for loan agreements
 * and gift letters, the API and the web app alike.
 */

export interface PersonName {
  readonly firstName?: string | undefined;
  readonly middleName?: string | undefined;
  readonly lastName?: string | undefined;
}

const words = (...parts: readonly (string | undefined)[]) => parts.map((part) => (part ?? '').trim()).filter(Boolean);

/** "Maya Adaeze Okafor": the legal name, first middle last; "" when nothing is known. */
export function fullName(person: PersonName): string {
  return words(person.firstName, person.middleName, person.lastName).join(' ');
}

/** "Maya Okafor": how people are addressed in emails and lists. */
export function displayName(person: Pick<PersonName, 'firstName' | 'lastName'>): string {
  return words(person.firstName, person.lastName).join(' ');
}

function isStateCode(state: string): state is UsStateCode {
  return (US_STATE_CODES as readonly string[]).includes(state);
}

/**
 * A signer needs a complete address: street, city, a US state and a ZIP code (the document
 * names where each person lives). The address as a document prints it, or null.
 */
export function completeAddress(address: Partial<CustomerAddress> | null | undefined): Address | null {
  if (!address) return null;
  const line1 = address.line1 ?? '';
  const line2 = address.line2 ?? '';
  const city = address.city ?? '';
  const state = address.state ?? '';
  const zipCode = address.zipCode ?? '';
  if (!line1.trim() || !city.trim() || !zipCode.trim() || !isStateCode(state)) return null;
  return { line1, ...(line2.trim() ? { line2 } : {}), city, state, zipCode };
}

export function hasCompleteAddress(customer: Pick<Customer, 'address'>): boolean {
  return completeAddress(customer.address) !== null;
}

export const COMPLETE_YOUR_ADDRESS =
  'Please complete your profile with your street address, city, state and ZIP code before signing: the document names where you live.';

/** What a profile knows about a person, as a party's details (empty values left out). */
export function detailsFromProfile(customer: Customer): RecipientRequestDetails {
  const address = completeAddress(customer.address);
  return {
    ...(customer.firstName ? { firstName: customer.firstName } : {}),
    ...(customer.middleName ? { middleName: customer.middleName } : {}),
    ...(customer.lastName ? { lastName: customer.lastName } : {}),
    ...(customer.email ? { email: customer.email.toLowerCase() } : {}),
    ...(customer.phone ? { phone: customer.phone } : {}),
    ...(address ? { address } : {}),
  };
}

/** A new request's initiator details: what the client sent, its gaps filled from the profile. */
export function fillFromProfile<T extends RecipientRequestDetails>(details: T, customer: Customer): T {
  const filled: Record<string, unknown> = { ...detailsFromProfile(customer) };
  for (const [key, value] of Object.entries(details)) {
    if (value !== undefined && value !== '') filled[key] = value;
  }
  return filled as T;
}

/**
 * At signing, the signer's side of a loan request becomes exactly their profile (names, email,
 * phone, address): what the agreement prints is who signed it. The initiator's loan wish stays.
 */
export function signerSnapshot<T extends RecipientRequestDetails>(current: T, customer: Customer): T {
  const loanWish = (current as InitiatorRequestDetails).loanWish;
  return { ...detailsFromProfile(customer), ...(loanWish ? { loanWish } : {}) } as T;
}

/** The gift recipient as their profile names them, for a letter. */
export function giftRecipientFromProfile(profile: Customer, source: 'profile' | 'signature'): GiftRecipientDetails {
  const address = completeAddress(profile.address);
  return {
    firstName: profile.firstName,
    middleName: profile.middleName,
    lastName: profile.lastName,
    address: address ? { ...address, line2: address.line2 ?? '' } : null,
    source,
  };
}

/**
 * A person's details as a document prints them, for seeing what changed between two versions:
 * legal name, email, address on one line, phone, empty where not given.
 */
export function partySnapshot(details: PersonName & { readonly email?: string | undefined; readonly phone?: string | undefined; readonly address?: Partial<CustomerAddress> | null | undefined }): PartyDetailsSnapshot {
  const address = details.address;
  const stateZip = words(address?.state, address?.zipCode).join(' ');
  return {
    name: fullName(details),
    email: (details.email ?? '').trim().toLowerCase(),
    address: words(address?.line1, address?.line2, address?.city, stateZip).join(', '),
    phone: (details.phone ?? '').trim(),
  };
}

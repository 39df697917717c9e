import {
  REQUEST_WRITABLE_FIELDS,
  US_STATE_CODES,
  type Address,
  type AgreementParty,
  type Customer,
  type CustomerAddress,
  type InitiatorRequestDetails,
  type LoanRole,
  type RecipientRequestDetails,
  type RequestWritableField,
  type UsStateCode,
} from '@kinloan/domain';
import type { LoanRequestDocument } from './loan-request-document';

/**
 * Mapping between a customer's profile, the parties' request details and the agreement's
 * parties. Pure, so the rules about what is copied where are tested without Firestore.
 */

type PartyDetails = RecipientRequestDetails;

function isStateCode(state: string): state is UsStateCode {
  return (US_STATE_CODES as readonly string[]).includes(state);
}

/** The profile's address when it is complete enough to print on an agreement; else undefined. */
export function completeAddressOf(address: CustomerAddress): Address | undefined {
  const { line1, line2, city, state, zipCode } = address;
  if (!line1.trim() || !city.trim() || !zipCode.trim() || !isStateCode(state)) return undefined;
  return { line1, ...(line2 ? { line2 } : {}), city, state, zipCode };
}

export function hasCompleteAddress(customer: Customer): boolean {
  return completeAddressOf(customer.address) !== undefined;
}

/** What the profile knows about a person, as request details (empty values left out). */
export function detailsFromProfile(customer: Customer): PartyDetails {
  const address = completeAddressOf(customer.address);
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
export function fillFromProfile<T extends PartyDetails>(details: T, customer: Customer): T {
  const filled: Record<string, unknown> = { ...detailsFromProfile(customer) };
  for (const [key, value] of Object.entries(details)) {
    if (value !== undefined && value !== '') filled[key] = value;
  }
  return filled as T;
}

/**
 * At signing, the signer's side becomes exactly their profile (names, email, phone,
 * address): what the agreement prints is who signed it. The initiator's loan wish stays.
 */
export function signerSnapshot<T extends PartyDetails>(current: T, customer: Customer): T {
  const loanWish = (current as InitiatorRequestDetails).loanWish;
  return { ...detailsFromProfile(customer), ...(loanWish ? { loanWish } : {}) } as T;
}

const EMPTY_ADDRESS: CustomerAddress = { line1: '', line2: '', zipCode: '', city: '', state: '' };

export function agreementParty(role: LoanRole, details: PartyDetails): AgreementParty {
  return {
    role,
    firstName: details.firstName ?? '',
    middleName: details.middleName ?? '',
    lastName: details.lastName ?? '',
    email: details.email ?? '',
    phone: details.phone ?? '',
    address: details.address
      ? { ...EMPTY_ADDRESS, ...details.address, line2: details.address.line2 ?? '' }
      : { ...EMPTY_ADDRESS },
  };
}

export function fullNameOf(details: { firstName?: string; middleName?: string; lastName?: string }): string {
  return [details.firstName, details.middleName, details.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** "Maya Okafor", from details or a profile. */
export function displayName(details: { firstName?: string; lastName?: string }): string {
  return [details.firstName, details.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * JSON with sorted keys, where an absent key, undefined and '' are the same: a form that
 * echoes an empty middle name has not changed anything.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined && item !== '')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, sortKeys(item)]),
  );
}

export type WritableFields = Pick<LoanRequestDocument, RequestWritableField>;

/** The writable fields whose values differ between what is stored and what a PATCH sends. */
export function changedWritableFields(stored: WritableFields, incoming: WritableFields): RequestWritableField[] {
  return REQUEST_WRITABLE_FIELDS.filter((field) => canonicalJson(stored[field]) !== canonicalJson(incoming[field]));
}

import type { UserRecord } from 'firebase-admin/auth';
import type { Customer, CustomerAddress } from '@kinloan/domain';

/** `customers/{uid}`: the Customer of spec §3 plus when it was made. */
export const CUSTOMERS = 'customers';

export interface CustomerDocument extends Customer {
  /** ISO instants. */
  createdAt: string;
  updatedAt?: string;
}

const EMPTY_ADDRESS: CustomerAddress = { line1: '', line2: '', zipCode: '', city: '', state: '' };

/** A new account's document: names and email known, the rest filled in on the profile. */
export function newCustomerDocument(
  person: { uid: string; email: string; firstName: string; lastName: string },
  now: Date = new Date(),
): CustomerDocument {
  return {
    id: person.uid,
    email: person.email,
    firstName: person.firstName,
    middleName: '',
    lastName: person.lastName,
    phone: '',
    address: { ...EMPTY_ADDRESS },
    createdAt: now.toISOString(),
  };
}

/** The API's Customer from a stored document; a missing field reads as empty, never undefined. */
export function customerFromDocument(id: string, document: object): Customer {
  const data = document as Record<string, unknown>;
  const address = (typeof data.address === 'object' && data.address !== null ? data.address : {}) as Record<string, unknown>;
  return {
    id,
    email: text(data.email),
    firstName: text(data.firstName),
    middleName: text(data.middleName),
    lastName: text(data.lastName),
    phone: text(data.phone),
    address: {
      line1: text(address.line1),
      line2: text(address.line2),
      zipCode: text(address.zipCode),
      city: text(address.city),
      state: text(address.state),
    },
  };
}

/**
 * For an Auth user whose document was never written (a sign-up that failed half way): the
 * names come from the display name, which sign-up sets to "First Last".
 */
export function customerFromAuthUser(user: Pick<UserRecord, 'uid' | 'email' | 'displayName'>): Customer {
  const [firstName = '', ...rest] = (user.displayName ?? '').trim().split(/\s+/).filter(Boolean);
  return {
    id: user.uid,
    email: (user.email ?? '').toLowerCase(),
    firstName,
    middleName: '',
    lastName: rest.join(' '),
    phone: '',
    address: { ...EMPTY_ADDRESS },
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}


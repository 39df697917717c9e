import {
  US_STATE_CODES,
  type Address,
  type Customer,
  type CustomerAddress,
  type GiftRecipientDetails,
  type UsStateCode,
} from '@kinloan/domain';

function isStateCode(state: string): state is UsStateCode {
  return (US_STATE_CODES as readonly string[]).includes(state);
}

/** The profile's address when it is complete enough to print on a letter; else null. */
export function completeAddressOf(address: CustomerAddress): CustomerAddress | null {
  return addressForLetter(address) ? { ...address } : null;
}

/** The same, as the gift schemas' Address (line2 left out when empty). */
export function addressForLetter(address: CustomerAddress): Address | null {
  const { line1, line2, city, state, zipCode } = address;
  if (!line1.trim() || !city.trim() || !zipCode.trim() || !isStateCode(state)) return null;
  return { line1, ...(line2.trim() ? { line2 } : {}), city, state, zipCode };
}

/** The gift recipient as a profile names them. */
export function recipientFromProfile(profile: Customer, source: 'profile' | 'signature'): GiftRecipientDetails {
  return {
    firstName: profile.firstName,
    middleName: profile.middleName,
    lastName: profile.lastName,
    address: completeAddressOf(profile.address),
    source,
  };
}

/** "Maya Okafor", or "" when the profile has no name yet. */
export function displayName(person: { firstName?: string | undefined; lastName?: string | undefined }): string {
  return [person.firstName, person.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** "Maya Adaeze Okafor". */
export function fullLegalName(person: { firstName?: string | undefined; middleName?: string | undefined; lastName?: string | undefined }): string {
  return [person.firstName, person.middleName, person.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

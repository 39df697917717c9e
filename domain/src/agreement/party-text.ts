import type { CustomerAddress } from '../api/customer-schemas';
import { fullName } from '../parties/party-details';
import type { AgreementParty } from './loan-agreement-types';

/** Printed where the party has not filled a detail in yet (the recipient does so after the initiator signs). */
export function toBeCompleted(role: AgreementParty['role']): string {
  return `[to be completed by the ${role}]`;
}

export function roleTitle(role: AgreementParty['role']): 'Lender' | 'Borrower' {
  return role === 'lender' ? 'Lender' : 'Borrower';
}

const words = (...parts: readonly string[]) => parts.map((part) => part.trim()).filter(Boolean);

/** "Maya Adaeze Okafor": the legal name as on the profile, first middle last. */
export function partyLegalName(party: AgreementParty): string {
  return fullName(party) || toBeCompleted(party.role);
}

/** "12 Main St, Apt 3, Portland, OR 97201". */
export function partyAddress(party: AgreementParty): string {
  const a: CustomerAddress = party.address;
  if (!a.line1.trim() && !a.city.trim()) return toBeCompleted(party.role);
  const stateZip = words(a.state, a.zipCode).join(' ');
  return words(a.line1, a.line2, a.city, stateZip).join(', ');
}

/** "+15035550142" → "(503) 555-0142"; anything else as stored. */
export function formatUsPhone(phone: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone.trim());
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone.trim();
}

export function partyEmail(party: AgreementParty): string {
  return party.email.trim() || toBeCompleted(party.role);
}

export function partyPhone(party: AgreementParty): string {
  return formatUsPhone(party.phone) || toBeCompleted(party.role);
}

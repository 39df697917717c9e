import type { PersonName } from '../parties/party-details';

/**
 * The verification code printed on every executed document: 12 characters of Crockford's
 * base-32 (digits and capitals without I, L, O and U, so nothing reads as something else),
 * shown as three groups, 7K3M-Q9XD-2PHA. Sixty random bits: at a thousand guesses a second
 * someone would need millions of years to hit one of a million documents, and lookups are
 * rate-limited besides. The code proves nothing by itself; it finds the record, and the
 * record says what was executed and which bytes.
 */

export const VERIFICATION_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 12;
/** One random byte per character (each byte's low 5 bits: 256 is a multiple of 32, so uniform). */
export const VERIFICATION_CODE_BYTES = VERIFICATION_CODE_LENGTH;

/** The example the page and its error show. */
export const VERIFICATION_CODE_EXAMPLE = '7K3M-Q9XD-2PHA';

export const VERIFICATION_CODE_FORMAT_MESSAGE = `A verification code has 12 letters and digits, like ${VERIFICATION_CODE_EXAMPLE}. You'll find it at the foot of every page of the document.`;

export const VERIFICATION_NOT_FOUND_MESSAGE =
  'No Kinloan document has this verification code. Check the code against the foot of the document’s pages; a document with a code we don’t know was not executed on Kinloan.';

/** The code for 12 random bytes, without dashes (how it is stored). */
export function verificationCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < VERIFICATION_CODE_BYTES) throw new Error(`a verification code needs ${VERIFICATION_CODE_BYTES} random bytes`);
  let code = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i += 1) code += VERIFICATION_ALPHABET[bytes[i]! & 31];
  return code;
}

/** "7K3MQ9XD2PHA" → "7K3M-Q9XD-2PHA". */
export function formatVerificationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * What someone typed, as the stored code, or null when it can't be one. Forgiving the way
 * Crockford meant: any case, spaces and dashes anywhere, O read as 0, I and L as 1.
 */
export function normalizeVerificationCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s\-‐‑‒–—]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (code.length !== VERIFICATION_CODE_LENGTH) return null;
  for (const character of code) if (!VERIFICATION_ALPHABET.includes(character)) return null;
  return code;
}

/**
 * "M. A. O." for Maya Adaeze Okafor: enough for someone holding the document to match it,
 * not enough to tell a stranger with a code who borrowed from whom.
 */
export function initialsOf(person: PersonName): string {
  return [person.firstName, person.middleName, person.lastName]
    .flatMap((part) => (part ?? '').trim().split(/[\s-]+/))
    .filter(Boolean)
    .map((word) => `${[...word][0]!.toLocaleUpperCase('en-US')}.`)
    .join(' ');
}

/** The two people a loan agreement names, as the public check shows them. */
export function loanAgreementCheckParties(parties: { readonly lender: PersonName; readonly borrower: PersonName }): { role: string; initials: string }[] {
  return [
    { role: 'Lender', initials: initialsOf(parties.lender) },
    { role: 'Borrower', initials: initialsOf(parties.borrower) },
  ];
}

/** The two people a gift letter names, as the public check shows them. */
export function giftLetterCheckParties(donor: PersonName, recipient: PersonName | null): { role: string; initials: string }[] {
  return [
    { role: 'Donor', initials: initialsOf(donor) },
    { role: 'Gift recipient', initials: recipient ? initialsOf(recipient) : '' },
  ];
}

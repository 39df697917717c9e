import { z } from 'zod';
import { isCalendarDate } from '../dates';
import { formatUsd, type Cents } from '../money';
import { formatPercent, type BasisPoints } from '../rates';

/**
 * Field builders shared by every body schema. Each takes the field's name in plain words so
 * every message says which field is wrong and what would be right, in a sentence a person
 * filling a form can act on.
 */

const required = (label: string, expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be ${expected}.`;

// Control characters never belong in a name or an address and break the PDF text layer.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// Paragraphs (notes, reasons) may keep tabs and line breaks.
// eslint-disable-next-line no-control-regex
const PARAGRAPH_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function requiredText(label: string, max: number) {
  return z
    .string({ error: required(label, 'text') })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .refine((value) => !CONTROL.test(value), { error: `${label} must not contain control characters.` });
}

/** May be absent or empty; empty stays empty so a PATCH can clear it. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .refine((value) => !CONTROL.test(value), { error: `${label} must not contain control characters.` })
    .optional();
}

/** Multi-line text (notes, reasons): newlines and tabs allowed, other control characters not. */
export function requiredParagraph(label: string, max: number) {
  return z
    .string({ error: required(label, 'text') })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .refine((value) => !PARAGRAPH_CONTROL.test(value), {
      error: `${label} must not contain control characters.`,
    });
}

/** Like requiredParagraph, but may be absent or empty. */
export function optionalParagraph(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .refine((value) => !PARAGRAPH_CONTROL.test(value), {
      error: `${label} must not contain control characters.`,
    })
    .optional();
}

export function personName(label: string) {
  return requiredText(label, 100).refine((value) => /\p{L}/u.test(value), { error: `${label} must contain letters.`, abort: true });
}

/** Emails are compared lower-cased everywhere (spec §5), so they are stored that way. */
export function emailAddress(label = 'Email') {
  return z
    .string({ error: required(label, 'text') })
    .trim()
    .toLowerCase()
    .min(1, { error: `${label} is required.` })
    .max(254, { error: `${label} must be at most 254 characters.` })
    .pipe(z.email({ error: `${label} must be a valid email address, like name@example.com.` }));
}

const ID_CHARACTERS = /^[A-Za-z0-9_-]+$/;
/** Firestore reserves ids of the form __name__ and refuses them with an internal error. */
const RESERVED_ID = /^__.*__$/;
const MAX_ID_LENGTH = 128;

/**
 * Could this be the id of something we store (a Firebase uid, a Firestore id we made)? Letters,
 * digits, "-" and "_", at most 128 of them, and none of Firestore's reserved `__x__` names: an
 * id that fails this is simply not found, and never reaches Firestore.
 */
export function isDocumentId(id: string): boolean {
  return id.length > 0 && id.length <= MAX_ID_LENGTH && ID_CHARACTERS.test(id) && !RESERVED_ID.test(id) && !isObjectMember(id);
}

/**
 * `constructor`, `toString` and the like are valid Firestore ids but never ones we make (auto-ids
 * and uids are random), and the local fallback Firestore keeps documents in plain objects where
 * such a name finds Object.prototype and answers 500: so they are simply not found.
 */
function isObjectMember(id: string): boolean {
  return id in Object.prototype;
}

/** Firebase uids and Firestore ids: no slashes, nothing that could address another path. */
export function documentId(label: string) {
  return z
    .string({ error: required(label, 'text') })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(MAX_ID_LENGTH, { error: `${label} must be at most ${MAX_ID_LENGTH} characters.` })
    .regex(ID_CHARACTERS, { error: `${label} must be an id of letters, digits, "-" or "_".` })
    .refine((id) => !RESERVED_ID.test(id), { error: `${label} must not start and end with "__".` })
    .refine((id) => !isObjectMember(id), { error: `${label} is not an id Kinloan gave out.` });
}

export function centsAmount(label: string, min: Cents, max: Cents) {
  return z
    .number({ error: required(label, 'a number of cents') })
    .int({ error: `${label} must be a whole number of cents.` })
    .min(min, { error: `${label} must be at least ${formatUsd(min)}.` })
    .max(max, { error: `${label} must be at most ${formatUsd(max)}.` });
}

export function basisPoints(label: string, min: BasisPoints, max: BasisPoints) {
  return z
    .number({ error: required(label, 'a number of basis points') })
    .int({ error: `${label} must be a whole number of basis points (5% is 500).` })
    .min(min, { error: `${label} must be at least ${formatPercent(min)}.` })
    .max(max, { error: `${label} must be at most ${formatPercent(max)}.` });
}

export function wholeNumber(label: string, min: number, max: number, unit: string) {
  return z
    .number({ error: required(label, `a whole number of ${unit}`) })
    .int({ error: `${label} must be a whole number of ${unit}.` })
    .min(min, { error: `${label} must be at least ${min} ${unit}.` })
    .max(max, { error: `${label} must be at most ${max} ${unit}.` });
}

export function calendarDateField(label: string) {
  return z
    .string({ error: required(label, 'a date') })
    // abort: a date that isn't one stops here, so no later check (an object's date order)
    // ever runs date arithmetic on it.
    .refine(isCalendarDate, { error: `${label} must be a real date written as YYYY-MM-DD.`, abort: true });
}

export function mustBeTrue(message: string) {
  return z.literal(true, { error: message });
}

/** The 50 states and DC: where our customers live and whose law can govern a loan. */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

export function usState(label: string) {
  return z
    .string({ error: required(label, 'a state code') })
    .trim()
    .toUpperCase()
    .pipe(z.enum(US_STATE_CODES, { error: `${label} must be a two-letter US state code, like CA or DC.` }));
}

/** "12345", "12345-6789" or "123456789" → "12345" / "12345-6789"; null otherwise. */
export function normalizeZipCode(text: string): string | null {
  const match = /^(\d{5})(?:-?(\d{4}))?$/.exec(text.trim());
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : (match[1] ?? null);
}

export function zipCode(label = 'ZIP code') {
  return z.string({ error: required(label, 'text') }).transform((value, ctx) => {
    const zip = normalizeZipCode(value);
    if (zip === null) {
      ctx.issues.push({ code: 'custom', input: value, message: `${label} must be 5 digits, or 9 digits like 12345-6789.` });
      return z.NEVER;
    }
    return zip;
  });
}

/**
 * A US (NANP) phone number as typed → E.164 "+15551234567", or null. Area code and exchange
 * cannot start with 0 or 1, which catches most typos that still have ten digits.
 */
export function normalizeUsPhone(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  else if (trimmed.startsWith('+')) return null; // another country code
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `+1${digits}`;
}

export function usPhone(label = 'Phone number') {
  return z.string({ error: required(label, 'text') }).transform((value, ctx) => {
    const phone = normalizeUsPhone(value);
    if (phone === null) {
      ctx.issues.push({ code: 'custom', input: value, message: `${label} must be a 10-digit US number, like (555) 123-4567.` });
      return z.NEVER;
    }
    return phone;
  });
}

export const addressSchema = z.object(
  {
    line1: requiredText('Street address', 200),
    line2: optionalText('Apartment, suite or unit', 200),
    city: requiredText('City', 100),
    state: usState('State'),
    zipCode: zipCode('ZIP code'),
  },
  { error: 'Address must be an object with line1, city, state and zipCode.' },
);
export type Address = z.infer<typeof addressSchema>;

/** A JSON body must be an object; bodies that carry nothing also refuse unknown keys. */
export function bodyObjectError(name: string) {
  return (issue: { code?: string; keys?: readonly string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `${name} does not accept ${(issue.keys ?? []).map((key) => `"${key}"`).join(', ')}.`
      : `${name} must be a JSON object.`;
}

/** The hex SHA-256 of a document's text, as the page that showed it received it. */
export function sha256Field(label: string) {
  return z
    .string({ error: required(label, 'the document fingerprint shown on the page') })
    .regex(/^[0-9a-f]{64}$/, { error: `${label} must be the 64-character fingerprint of the document shown on the page.` });
}

/** Which wording of the statements the page showed (signing/statements.ts); checked by the command. */
export function statementsVersionField() {
  return z
    .string({ error: required('Statements version', 'the version of the statements shown on the page') })
    .min(1, { error: 'Statements version is required.' })
    .max(40, { error: 'Statements version must be at most 40 characters.' });
}

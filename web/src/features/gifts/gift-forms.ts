import {
  compareDates,
  donorRequestDetailsSchema,
  formatUsd,
  formatUsPhone,
  giftDetailsSchema,
  isCalendarDate,
  parseDollars,
  updatePartySchema,
  type DonorRequestDetails,
  type DonorRequestDetailsDraft,
  type GiftDetails,
  type GiftDetailsDraft,
  type UpdateParty,
} from '@kinloan/domain';
import type { FieldMessages } from '../accounts/form-fields';
import { validate, type Schema } from '../accounts/validation';

/**
 * The gift forms, one per step: what a person types (strings) read into the callables' data.
 * Typing mistakes are explained here; the rules come from the domain's schemas, the same the
 * callables check, so a message here is the one the server would give. Each form's inputs are
 * named by their path inside giftDetails or donorRequestDetails ("propertyAddress.zipCode"),
 * so the server's field errors land on the same inputs.
 */

export type Read<T> = { ok: true; value: T } | { ok: false; errors: FieldMessages };

const dollarsText = (cents: number) => formatUsd(cents).replace(/^\$/, '').replace(/\.00$/, '');

function fromSchema<T>(schema: Schema<T>, values: unknown, errors: FieldMessages): Read<T> {
  const checked = validate(schema, values);
  if (!checked.ok) return { ok: false, errors: { ...checked.errors, ...errors } };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: checked.data };
}

// ---------- gift-terms: amount and date ----------

export interface TermsInput {
  amountCents: string;
  transferStatus: '' | 'planned' | 'transferred';
  transferDate: string;
}

export type GiftTerms = Pick<GiftDetails, 'amountCents' | 'transferStatus' | 'transferDate'>;

export function termsInputOf(details: GiftDetailsDraft): TermsInput {
  return {
    amountCents: details.amountCents === undefined ? '' : dollarsText(details.amountCents),
    transferStatus: details.transferStatus ?? '',
    transferDate: details.transferDate ?? '',
  };
}

const termsSchema = giftDetailsSchema.pick({ amountCents: true, transferStatus: true, transferDate: true });

/** `today` is the person's own date: a gift already given can't be dated after it. */
export function readTerms(input: TermsInput, today: string): Read<GiftTerms> {
  const errors: FieldMessages = {};
  const amountCents = parseDollars(input.amountCents);
  if (input.amountCents.trim() === '') errors.amountCents = 'Enter the amount of the gift, for example 25,000.';
  else if (amountCents === null) errors.amountCents = 'Enter the amount in dollars and cents, for example 25,000 or 2500.50.';
  if (input.transferStatus === '') errors.transferStatus = 'Say whether the money has already been given.';
  if (input.transferDate.trim() === '') {
    errors.transferDate = input.transferStatus === 'transferred' ? 'Enter the date the money was given.' : 'Enter the date the money will be given.';
  } else if (!isCalendarDate(input.transferDate)) errors.transferDate = 'Enter a real date, like 2026-05-01.';
  else if (input.transferStatus === 'transferred' && compareDates(input.transferDate, today) > 0) {
    errors.transferDate = 'A gift already given can’t be dated in the future. If it is still to come, choose “Not yet”.';
  }
  return fromSchema(termsSchema, { amountCents: amountCents ?? undefined, transferStatus: input.transferStatus || undefined, transferDate: input.transferDate }, errors);
}

// ---------- Addresses (the home, the donor's) ----------

export interface AddressInput {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zipCode: string;
}

export const EMPTY_ADDRESS: AddressInput = { line1: '', line2: '', city: '', state: '', zipCode: '' };

export function addressInputOf(address: Partial<AddressInput> | undefined): AddressInput {
  return { ...EMPTY_ADDRESS, ...Object.fromEntries(Object.entries(address ?? {}).filter(([, v]) => typeof v === 'string')) };
}

// ---------- gift-info: the home being bought ----------

export interface InfoInput {
  propertyAddress: AddressInput;
  mortgageLender: string;
  loanNumber: string;
}

export type GiftInfo = Pick<GiftDetails, 'propertyAddress' | 'mortgageLender' | 'loanNumber'>;

export function infoInputOf(details: GiftDetailsDraft): InfoInput {
  return {
    propertyAddress: addressInputOf(details.propertyAddress),
    mortgageLender: details.mortgageLender ?? '',
    loanNumber: details.loanNumber ?? '',
  };
}

const infoSchema = giftDetailsSchema.pick({ propertyAddress: true, mortgageLender: true, loanNumber: true });

export function readInfo(input: InfoInput): Read<GiftInfo> {
  // Empty optional fields are sent empty (not left out), so clearing one clears it in the draft.
  return fromSchema(infoSchema, input, {});
}

// ---------- gift-donor: the donor's legal name, contact, relationship ----------

export interface DonorInput {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phone: string;
  address: AddressInput;
  relationship: string;
}

export function donorInputOf(details: DonorRequestDetailsDraft): DonorInput {
  return {
    firstName: details.firstName ?? '',
    middleName: details.middleName ?? '',
    lastName: details.lastName ?? '',
    email: details.email ?? '',
    phone: details.phone ? formatUsPhone(details.phone) : '',
    address: addressInputOf(details.address),
    relationship: details.relationship ?? '',
  };
}

/**
 * `askEmail`: the buyer names the donor, and the letter is sent to this email; a donor writing
 * their own details keeps the email of their account.
 */
export function readDonor(input: DonorInput, { askEmail }: { askEmail: boolean }): Read<DonorRequestDetails> {
  const errors: FieldMessages = {};
  if (askEmail && input.email.trim() === '') errors.email = 'Enter the donor’s email: we send them the letter to sign there.';
  if (input.relationship === '') errors.relationship = 'Choose how the donor is related to the gift recipient.';
  const { email, relationship, ...rest } = input;
  return fromSchema(
    donorRequestDetailsSchema,
    { ...rest, ...(askEmail ? { email: email.trim().toLowerCase() } : {}), ...(relationship ? { relationship } : {}) },
    errors,
  );
}

// ---------- gift-source: where the money comes from ----------

export interface SourceInput {
  kind: string;
  institutionName: string;
  description: string;
}

export function sourceInputOf(details: GiftDetailsDraft): SourceInput {
  return {
    kind: details.source?.kind ?? '',
    institutionName: details.source?.institutionName ?? '',
    description: details.source?.description ?? '',
  };
}

const sourceSchema = giftDetailsSchema.pick({ source: true });

export function readSource(input: SourceInput): Read<Pick<GiftDetails, 'source'>> {
  const errors: FieldMessages = {};
  if (input.kind === '') errors['source.kind'] = 'Choose where the money comes from.';
  if (input.kind === 'other' && input.description.trim() === '') errors['source.description'] = 'Describe where the money comes from.';
  return fromSchema(sourceSchema, { source: { ...input, kind: input.kind || undefined } }, errors);
}

// ---------- gift-taker (a donor names the recipient) and the send step ----------

export interface InviteeInput {
  firstName: string;
  lastName: string;
  email: string;
}

export function readInvitee(input: InviteeInput): Read<UpdateParty> {
  const errors: FieldMessages = {};
  if (input.email.trim() === '') errors.email = 'Enter their email: we send them the letter to sign there.';
  return fromSchema(updatePartySchema, { ...input, email: input.email.trim().toLowerCase() }, errors);
}

/** Whether a step's values differ from what the letter holds (unchanged steps are not saved again). */
export function changesAnything<T extends object>(current: Partial<T>, next: T): boolean {
  return (Object.keys(next) as (keyof T)[]).some((key) => JSON.stringify(normalized(current[key])) !== JSON.stringify(normalized(next[key])));
}

/** Empty optional strings and absent values count as the same. */
function normalized(value: unknown): unknown {
  if (value === '' || value === undefined) return undefined;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .map(([k, v]) => [k, normalized(v)] as const)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

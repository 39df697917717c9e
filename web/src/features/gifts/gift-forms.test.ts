import { describe, expect, it } from 'vitest';
import {
  changesAnything,
  donorInputOf,
  infoInputOf,
  readDonor,
  readInfo,
  readInvitee,
  readSource,
  readTerms,
  termsInputOf,
  type DonorInput,
} from './gift-forms';
import { GIFT_DETAILS, GRACE_DONOR } from './test-fixtures';

const TODAY = '2026-03-15';

describe('gift-terms: amount and date', () => {
  it('reads dollars into cents and keeps the date and whether it was given', () => {
    expect(readTerms({ amountCents: '$25,000.50', transferStatus: 'planned', transferDate: '2026-05-01' }, TODAY)).toEqual({
      ok: true,
      value: { amountCents: 2_500_050, transferStatus: 'planned', transferDate: '2026-05-01' },
    });
  });

  it('explains each typing mistake on its own input', () => {
    const read = readTerms({ amountCents: '25k', transferStatus: '', transferDate: '2026-02-30' }, TODAY);
    expect(read).toEqual({
      ok: false,
      errors: {
        amountCents: 'Enter the amount in dollars and cents, for example 25,000 or 2500.50.',
        transferStatus: 'Say whether the money has already been given.',
        transferDate: 'Enter a real date, like 2026-05-01.',
      },
    });
  });

  it('applies the domain’s limits with the domain’s words', () => {
    const read = readTerms({ amountCents: '0.50', transferStatus: 'planned', transferDate: '2026-05-01' }, TODAY);
    expect(read.ok ? null : read.errors.amountCents).toBe('Gift amount must be at least $1.00.');
  });

  it('refuses a gift already given with a date after today, but not a planned one', () => {
    const given = readTerms({ amountCents: '5000', transferStatus: 'transferred', transferDate: '2026-03-16' }, TODAY);
    expect(given.ok ? null : given.errors.transferDate).toMatch(/can’t be dated in the future/);
    expect(readTerms({ amountCents: '5000', transferStatus: 'transferred', transferDate: TODAY }, TODAY).ok).toBe(true);
    expect(readTerms({ amountCents: '5000', transferStatus: 'planned', transferDate: '2026-03-16' }, TODAY).ok).toBe(true);
  });

  it('shows a saved amount the way people type it', () => {
    expect(termsInputOf(GIFT_DETAILS)).toEqual({ amountCents: '25,000', transferStatus: 'planned', transferDate: '2026-05-01' });
    expect(termsInputOf({})).toEqual({ amountCents: '', transferStatus: '', transferDate: '' });
  });
});

describe('gift-info: the home being bought', () => {
  it('reads the property address, and sends an emptied lender as empty so the draft forgets it', () => {
    const input = { ...infoInputOf(GIFT_DETAILS), mortgageLender: '  ', loanNumber: '' };
    expect(readInfo(input)).toEqual({
      ok: true,
      value: {
        propertyAddress: { line1: '742 Evergreen Ter', line2: '', city: 'Springfield', state: 'OR', zipCode: '97477' },
        mortgageLender: '',
        loanNumber: '',
      },
    });
  });

  it('names the address fields by their path, as the callables do', () => {
    const read = readInfo({ propertyAddress: { line1: '', line2: '', city: 'Bend', state: 'XX', zipCode: '123' }, mortgageLender: '', loanNumber: '' });
    expect(read.ok ? [] : Object.keys(read.errors).sort()).toEqual(['propertyAddress.line1', 'propertyAddress.state', 'propertyAddress.zipCode']);
  });
});

describe('gift-donor: the donor’s details', () => {
  const filled: DonorInput = donorInputOf(GRACE_DONOR);

  it('shows a stored phone number the way people write it', () => {
    expect(filled.phone).toBe('(541) 555-0188');
  });

  it('asks the buyer for the donor’s email and sends it lower-cased, with the phone normalized', () => {
    const read = readDonor({ ...filled, email: ' Grace.Okafor@Example.com ' }, { askEmail: true });
    expect(read).toMatchObject({ ok: true, value: { email: 'grace.okafor@example.com', phone: '+15415550188', relationship: 'parent' } });
    const missing = readDonor({ ...filled, email: '' }, { askEmail: true });
    expect(missing.ok ? null : missing.errors.email).toMatch(/we send them the letter/);
  });

  it('leaves the email out for a donor writing their own details (their account’s stays)', () => {
    const read = readDonor({ ...filled, email: '' }, { askEmail: false });
    expect(read.ok && 'email' in read.value).toBe(false);
  });

  it('needs a relationship from the list and a US phone number', () => {
    const read = readDonor({ ...filled, relationship: '', phone: '555-0100' }, { askEmail: false });
    expect(read.ok ? {} : read.errors).toMatchObject({
      relationship: 'Choose how the donor is related to the gift recipient.',
      phone: "Donor's phone number must be a 10-digit US number, like (555) 123-4567.",
    });
  });
});

describe('gift-source and the invitee', () => {
  it('reads where the money comes from, asking for words when it is “other”', () => {
    expect(readSource({ kind: 'savings', institutionName: 'Columbia Credit Union', description: '' })).toEqual({
      ok: true,
      value: { source: { kind: 'savings', institutionName: 'Columbia Credit Union', description: '' } },
    });
    const other = readSource({ kind: 'other', institutionName: '', description: '' });
    expect(other.ok ? {} : other.errors).toEqual({ 'source.description': 'Describe where the money comes from.' });
    const none = readSource({ kind: '', institutionName: '', description: '' });
    expect(none.ok ? {} : none.errors['source.kind']).toBe('Choose where the money comes from.');
  });

  it('reads the person a letter is sent to', () => {
    expect(readInvitee({ firstName: 'Maya', lastName: 'Okafor', email: 'Maya@Example.com' })).toEqual({
      ok: true,
      value: { firstName: 'Maya', lastName: 'Okafor', email: 'maya@example.com' },
    });
    const bad = readInvitee({ firstName: '', lastName: 'Okafor', email: 'maya@' });
    expect(bad.ok ? [] : Object.keys(bad.errors).sort()).toEqual(['email', 'firstName']);
  });
});

describe('changesAnything', () => {
  it('treats empty and absent optional values as the same, and key order as irrelevant', () => {
    expect(changesAnything(GIFT_DETAILS, { mortgageLender: 'Rocket Mortgage', loanNumber: 'RM-2026-0042' })).toBe(false);
    expect(changesAnything<{ propertyAddress: object }>({ propertyAddress: { ...GIFT_DETAILS.propertyAddress } }, { propertyAddress: { zipCode: '97477', state: 'OR', city: 'Springfield', line2: '', line1: '742 Evergreen Ter' } })).toBe(false);
    expect(changesAnything<{ mortgageLender?: string }>({}, { mortgageLender: '' })).toBe(false);
    expect(changesAnything(GIFT_DETAILS, { amountCents: 2_500_001 })).toBe(true);
  });
});

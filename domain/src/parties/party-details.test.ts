import { describe, expect, it } from 'vitest';
import type { Customer } from '../api/customer-schemas';
import { agreementParty } from '../agreement/documents-of';
import {
  completeAddress,
  detailsFromProfile,
  displayName,
  fillFromProfile,
  fullName,
  giftRecipientFromProfile,
  partySnapshot,
  signerSnapshot,
} from './party-details';

const MAYA: Customer = {
  id: 'uid-maya',
  email: 'maya@example.com',
  firstName: 'Maya',
  middleName: '',
  lastName: 'Okafor',
  phone: '+15035550142',
  address: { line1: '1420 SE Alder St', line2: '', zipCode: '97214', city: 'Portland', state: 'OR' },
};
const DANIEL: Customer = {
  id: 'uid-daniel',
  email: 'daniel@example.com',
  firstName: 'Daniel',
  middleName: 'James',
  lastName: 'Okafor',
  phone: '+15415550187',
  address: { line1: '88 Willamette Ave', line2: 'Apt 3', zipCode: '97401', city: 'Eugene', state: 'OR' },
};

describe('profile to party details', () => {
  it('copies only what the profile knows, and an address only when it could be printed', () => {
    expect(detailsFromProfile(DANIEL)).toEqual({
      firstName: 'Daniel',
      middleName: 'James',
      lastName: 'Okafor',
      email: 'daniel@example.com',
      phone: '+15415550187',
      address: { line1: '88 Willamette Ave', line2: 'Apt 3', city: 'Eugene', state: 'OR', zipCode: '97401' },
    });
    const fresh = { ...MAYA, phone: '', middleName: '', address: { line1: '', line2: '', zipCode: '', city: '', state: '' } };
    expect(detailsFromProfile(fresh)).toEqual({ firstName: 'Maya', lastName: 'Okafor', email: 'maya@example.com' });
  });

  it('needs a street, a city, a US state and a ZIP code for a signer’s address', () => {
    expect(completeAddress(MAYA.address)).toEqual({ line1: '1420 SE Alder St', city: 'Portland', state: 'OR', zipCode: '97214' });
    expect(completeAddress({ ...MAYA.address, state: 'XX' })).toBeNull();
    expect(completeAddress({ ...MAYA.address, line1: ' ' })).toBeNull();
    expect(completeAddress({ ...MAYA.address, zipCode: '' })).toBeNull();
    expect(completeAddress(null)).toBeNull();
  });

  it('fills a new request’s empty details from the profile, keeping what the client wrote', () => {
    expect(fillFromProfile({ firstName: 'Maya-Rose', phone: '' }, MAYA)).toMatchObject({
      firstName: 'Maya-Rose',
      lastName: 'Okafor',
      email: 'maya@example.com',
      phone: '+15035550142',
    });
  });

  it('makes the signer’s side exactly their profile at signing, keeping the loan wish', () => {
    const wish = { headline: 'Car', showAmount: true, showTerms: true, showName: 'first-name' as const };
    expect(signerSnapshot({ firstName: 'Old', phone: '+12065550111', loanWish: wish }, MAYA)).toEqual({ ...detailsFromProfile(MAYA), loanWish: wish });
  });

  it('names a gift recipient from their profile, with no address when it could not be printed', () => {
    expect(giftRecipientFromProfile(DANIEL, 'signature')).toMatchObject({ firstName: 'Daniel', middleName: 'James', source: 'signature', address: { city: 'Eugene', line2: 'Apt 3' } });
    expect(giftRecipientFromProfile({ ...DANIEL, address: { ...DANIEL.address, city: '' } }, 'profile').address).toBeNull();
  });

  it('turns details into an agreement party with empty strings for what is unknown', () => {
    expect(agreementParty('lender', { firstName: 'Daniel', email: 'd@example.com' })).toEqual({
      role: 'lender',
      firstName: 'Daniel',
      middleName: '',
      lastName: '',
      email: 'd@example.com',
      phone: '',
      address: { line1: '', line2: '', zipCode: '', city: '', state: '' },
    });
  });

  it('names people one way: legal name, display name, and a snapshot for comparing versions', () => {
    expect(fullName({ firstName: 'Daniel', middleName: 'James', lastName: 'Okafor' })).toBe('Daniel James Okafor');
    expect(fullName({ firstName: ' Maya ', lastName: '' })).toBe('Maya');
    expect(displayName(DANIEL)).toBe('Daniel Okafor');
    expect(partySnapshot(detailsFromProfile(DANIEL))).toEqual({
      name: 'Daniel James Okafor',
      email: 'daniel@example.com',
      address: '88 Willamette Ave, Apt 3, Eugene, OR 97401',
      phone: '+15415550187',
    });
  });
});

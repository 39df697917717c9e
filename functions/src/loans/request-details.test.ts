import { describe, expect, it } from 'vitest';
import { DANIEL, MAYA, READY_TERMS, requestDoc } from './loan-test-support';
import {
  agreementParty,
  canonicalJson,
  changedWritableFields,
  completeAddressOf,
  detailsFromProfile,
  fillFromProfile,
  fullNameOf,
  signerSnapshot,
} from './request-details';

describe('profile to request details', () => {
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
    expect(completeAddressOf({ ...MAYA.address, state: 'XX' })).toBeUndefined();
    expect(completeAddressOf(MAYA.address)).toEqual({ line1: '1420 SE Alder St', city: 'Portland', state: 'OR', zipCode: '97214' });
  });

  it('fills a new request\'s empty details from the profile, keeping what the client wrote', () => {
    expect(fillFromProfile({ firstName: 'Maya-Rose', phone: '' }, MAYA)).toMatchObject({
      firstName: 'Maya-Rose',
      lastName: 'Okafor',
      email: 'maya@example.com',
      phone: '+15035550142',
    });
  });

  it('makes the signer\'s side exactly their profile at signing, keeping the loan wish', () => {
    const wish = { headline: 'Car', showAmount: true, showName: 'first-name' as const };
    const snapshot = signerSnapshot({ firstName: 'Old', phone: '+12065550111', loanWish: wish }, MAYA);
    expect(snapshot).toEqual({ ...detailsFromProfile(MAYA), loanWish: wish });
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
    expect(fullNameOf({ firstName: 'Daniel', middleName: 'James', lastName: 'Okafor' })).toBe('Daniel James Okafor');
  });
});

describe('which writable fields a PATCH changes', () => {
  it('ignores key order and absent keys, and sees a changed value', () => {
    const stored = requestDoc();
    const reordered = { ...stored, loanProposalDetails: Object.fromEntries(Object.entries(READY_TERMS).reverse()) as typeof READY_TERMS };
    expect(changedWritableFields(stored, reordered)).toEqual([]);
    expect(canonicalJson({ a: 1, b: undefined, c: '' })).toBe(canonicalJson({ a: 1 }));
    const echoedEmpty = { ...stored, recipientRequestDetails: { ...stored.recipientRequestDetails, middleName: '' } };
    expect(changedWritableFields(stored, echoedEmpty)).toEqual([]);
    expect(
      changedWritableFields(stored, {
        ...stored,
        requestType: 'lend',
        recipientRequestDetails: { ...stored.recipientRequestDetails, phone: '+15415550187' },
      }),
    ).toEqual(['requestType', 'recipientRequestDetails']);
  });
});

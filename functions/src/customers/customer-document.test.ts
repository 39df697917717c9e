import { describe, expect, it } from 'vitest';
import { displayName } from '@kinloan/domain';
import { customerFromAuthUser, customerFromDocument, newCustomerDocument } from './customer-document';
import { resolveCustomerId } from './customer-id';

describe('customer documents', () => {
  it('starts a new account with empty contact details', () => {
    const doc = newCustomerDocument(
      { uid: 'u1', email: 'maya@example.com', firstName: 'Maya', lastName: 'Okafor' },
      new Date('2026-01-15T18:00:00Z'),
    );
    expect(doc).toEqual({
      id: 'u1',
      email: 'maya@example.com',
      firstName: 'Maya',
      middleName: '',
      lastName: 'Okafor',
      phone: '',
      address: { line1: '', line2: '', zipCode: '', city: '', state: '' },
      createdAt: '2026-01-15T18:00:00.000Z',
    });
  });

  it('answers only the Customer fields, with empty strings for anything missing', () => {
    expect(customerFromDocument('u1', { email: 'a@b.co', firstName: 'A', createdAt: 'x', address: { city: 'Eugene' } })).toEqual({
      id: 'u1',
      email: 'a@b.co',
      firstName: 'A',
      middleName: '',
      lastName: '',
      phone: '',
      address: { line1: '', line2: '', zipCode: '', city: 'Eugene', state: '' },
    });
  });

  it('makes a Customer from the Auth user when the document is missing', () => {
    expect(customerFromAuthUser({ uid: 'u2', email: 'Mary.Ann@Example.com', displayName: 'Mary Ann Smith' })).toMatchObject({
      id: 'u2',
      email: 'mary.ann@example.com',
      firstName: 'Mary',
      lastName: 'Ann Smith',
    });
    expect(customerFromAuthUser({ uid: 'u3', email: undefined, displayName: undefined })).toMatchObject({ firstName: '', lastName: '', email: '' });
  });

  it('shows "First Last" as the display name', () => {
    expect(displayName({ firstName: 'Maya', lastName: 'Okafor' })).toBe('Maya Okafor');
  });
});

describe('customer ids in paths', () => {
  it('reads "me" and "1" as the caller (the menu links to /profile/1)', () => {
    expect(resolveCustomerId('me', 'uid-9')).toBe('uid-9');
    expect(resolveCustomerId('1', 'uid-9')).toBe('uid-9');
    expect(resolveCustomerId('uid-9', 'uid-9')).toBe('uid-9');
    expect(resolveCustomerId('uid-8', 'uid-9')).toBe('uid-8');
  });
});

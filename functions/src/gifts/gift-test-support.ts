import type { Customer } from '@kinloan/domain';
import type { CallContext } from '../platform/context';
import { NO_GIFT_SIGNATURES, type GiftRequestDocument } from './gift-document';

/** Test-only fixtures: a complete letter the buyer (Maya) asks her mother (Grace) to sign. */

export const MAYA: Customer = {
  id: 'maya',
  email: 'maya@example.com',
  firstName: 'Maya',
  middleName: 'Adaeze',
  lastName: 'Okafor',
  phone: '+15035550142',
  address: { line1: '1420 SE Alder St', line2: '', zipCode: '97214', city: 'Portland', state: 'OR' },
};

export const GRACE: Customer = {
  id: 'grace',
  email: 'grace@example.com',
  firstName: 'Grace',
  middleName: '',
  lastName: 'Okafor',
  phone: '+15415550188',
  address: { line1: '15 Lakeview Dr', line2: 'Unit 2', zipCode: '97701', city: 'Bend', state: 'OR' },
};

export function contextOf(uid: string, now = '2026-03-01T12:00:00.000Z'): CallContext {
  return { caller: { uid, email: `${uid}@example.com`, emailVerified: true, name: null }, ip: '203.0.113.9', forwardedFor: '203.0.113.9', userAgent: 'vitest', now };
}

export function readyGiftDoc(overrides: Partial<GiftRequestDocument> = {}): GiftRequestDocument {
  return {
    id: 'g1',
    status: 'draft',
    initiatorParty: 'gift-recipient',
    initiatingCustomerId: 'maya',
    initiatorContact: { email: 'maya@example.com', firstName: 'Maya', lastName: 'Okafor' },
    inviteeCustomerId: null,
    inviteeEmail: null,
    inviteeName: null,
    giftDetails: {
      amountCents: 2_500_000,
      transferDate: '2026-05-01',
      transferStatus: 'planned',
      source: { kind: 'savings' },
      propertyAddress: { line1: '742 Evergreen Ter', city: 'Springfield', state: 'OR', zipCode: '97477' },
    },
    donorRequestDetails: {
      firstName: 'Grace',
      lastName: 'Okafor',
      phone: '+15415550188',
      address: { line1: '15 Lakeview Dr', line2: 'Unit 2', city: 'Bend', state: 'OR', zipCode: '97701' },
      relationship: 'parent',
    },
    recipientDetails: { firstName: 'Maya', middleName: 'Adaeze', lastName: 'Okafor', address: MAYA.address, source: 'profile' },
    rejectionReason: null,
    signatures: NO_GIFT_SIGNATURES,
    partyIds: ['maya'],
    eventCount: 1,
    createdAt: '2026-03-01T11:00:00.000Z',
    updatedAt: '2026-03-01T11:00:00.000Z',
    executedAt: null,
    executedDocument: null,
    ...overrides,
  };
}

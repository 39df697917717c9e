import { availableEvents, giftMachine, type GiftRequestResponse } from '@kinloan/domain';

/** Test data: a complete letter Maya (the buyer) asks her mother Grace for, as the callables answer it. */

export const GIFT_DETAILS = {
  amountCents: 2_500_000,
  transferDate: '2026-05-01',
  transferStatus: 'planned',
  source: { kind: 'savings', institutionName: 'Columbia Credit Union' },
  propertyAddress: { line1: '742 Evergreen Ter', city: 'Springfield', state: 'OR', zipCode: '97477' },
  mortgageLender: 'Rocket Mortgage',
  loanNumber: 'RM-2026-0042',
} as const satisfies GiftRequestResponse['giftDetails'];

export const GRACE_DONOR = {
  firstName: 'Grace',
  lastName: 'Okafor',
  email: 'grace.okafor@example.com',
  phone: '+15415550188',
  address: { line1: '15 Lakeview Dr', city: 'Bend', state: 'OR', zipCode: '97701' },
  relationship: 'parent',
} as const satisfies GiftRequestResponse['donorRequestDetails'];

/** A letter as the callables answer it: its available actions follow the gift machine, as theirs do. */
export function giftResponse(overrides: Partial<GiftRequestResponse> = {}): GiftRequestResponse {
  return {
    availableActions: availableEvents(giftMachine, overrides.status ?? 'draft', overrides.yourRole ?? 'initiator'),
    countersignChanges: [],
    executedDocument: null,
    id: 'gift1',
    status: 'draft',
    initiatorParty: 'gift-recipient',
    yourRole: 'initiator',
    yourParty: 'gift-recipient',
    initiatingCustomerId: 'demo-maya',
    inviteeCustomerId: null,
    inviteeEmail: null,
    inviteeName: null,
    giftDetails: GIFT_DETAILS,
    donorRequestDetails: GRACE_DONOR,
    recipientDetails: {
      firstName: 'Maya',
      middleName: '',
      lastName: 'Okafor',
      address: { line1: '1420 SE Alder St', line2: '', zipCode: '97214', city: 'Portland', state: 'OR' },
      source: 'profile',
    },
    rejectionReason: null,
    signatures: { donor: null, giftRecipient: null },
    giftTaxNotice: null,
    readyToSign: true,
    missingFields: [],
    documentSha256: null,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    executedAt: null,
    ...overrides,
  };
}

export const SIGNATURE = {
  signedAt: '2026-01-11T09:30:00.000Z',
  typedFullName: 'Maya Okafor',
  hasDrawnSignature: true,
  documentSha256: 'a'.repeat(64),
  termsSha256: 'b'.repeat(64),
} as const;

// Test-only: stored documents as the loan handlers write them.
import type { Customer } from '@kinloan/domain';
import type { StoredSignature } from '../signing/signature-evidence';
import { NO_CONSENTS, NO_SIGNATURES, type LoanRequestDocument } from './loan-request-document';

export const MAYA: Customer = {
  id: 'uid-maya',
  email: 'maya@example.com',
  firstName: 'Maya',
  middleName: '',
  lastName: 'Okafor',
  phone: '+15035550142',
  address: { line1: '1420 SE Alder St', line2: '', zipCode: '97214', city: 'Portland', state: 'OR' },
};

export const DANIEL: Customer = {
  id: 'uid-daniel',
  email: 'daniel@example.com',
  firstName: 'Daniel',
  middleName: 'James',
  lastName: 'Okafor',
  phone: '+15415550187',
  address: { line1: '88 Willamette Ave', line2: 'Apt 3', zipCode: '97401', city: 'Eugene', state: 'OR' },
};

export const READY_TERMS = {
  principalCents: 500_000,
  annualRateBps: 400,
  termMonths: 12,
  firstPaymentDate: '2027-02-01',
  purpose: 'A used car',
  lateFeeCents: 2_500,
  lateFeeGraceDays: 10,
  prepaymentAllowed: true as const,
  extraPaymentMode: 'keep-payment-shorten-term' as const,
  governingLawState: 'OR' as const,
  disbursement: { method: 'bank-transfer' as const, date: '2027-01-05' },
};

export function requestDoc(overrides: Partial<LoanRequestDocument> = {}): LoanRequestDocument {
  return {
    id: 'req1',
    initiatingCustomerId: MAYA.id,
    initiatorRequestDetails: { firstName: 'Maya', lastName: 'Okafor', email: MAYA.email, phone: MAYA.phone, address: { line1: '1420 SE Alder St', city: 'Portland', state: 'OR', zipCode: '97214' } },
    loanProposalDetails: READY_TERMS,
    recipientCustomerId: DANIEL.id,
    recipientRequestDetails: { firstName: 'Daniel', lastName: 'Okafor', email: DANIEL.email },
    requestType: 'borrow',
    status: 'sent',
    parentLoanId: null,
    rejectionReason: null,
    recipientEmail: DANIEL.email,
    childRequestId: null,
    loanId: null,
    partyIds: [MAYA.id, DANIEL.id],
    consents: NO_CONSENTS,
    signatures: NO_SIGNATURES,
    wishPublished: false,
    wishPublishedAt: null,
    eventCount: 6,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export function signature(overrides: Partial<StoredSignature> = {}): StoredSignature {
  return {
    signedAt: '2026-11-02T10:00:00.000Z',
    typedFullName: 'Maya Okafor',
    hasDrawnSignature: false,
    documentSha256: 'a'.repeat(64),
    signerCustomerId: MAYA.id,
    signerEmail: MAYA.email,
    statements: [],
    consentAt: '2026-11-02T09:59:00.000Z',
    ip: '203.0.113.7',
    forwardedFor: '203.0.113.7',
    userAgent: 'Firefox',
    drawnSignaturePng: null,
    drawnSignatureSha256: null,
    ...overrides,
  };
}

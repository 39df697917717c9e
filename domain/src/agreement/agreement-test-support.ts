import type { ReadyLoanProposalDetails } from '../api/loan-request-schemas';
import type { AgreementParty, LoanAgreementInput } from './loan-agreement';

/** Test-only fixtures: a complete 24-month agreement between two people who know each other. */
export const SAMPLE_TERMS: ReadyLoanProposalDetails = {
  principalCents: 1_200_000,
  annualRateBps: 500,
  termMonths: 24,
  firstPaymentDate: '2026-03-01',
  purpose: 'Car repair and a used car for commuting',
  lateFeeCents: 2_500,
  lateFeeGraceDays: 10,
  prepaymentAllowed: true,
  extraPaymentMode: 'keep-payment-shorten-term',
  governingLawState: 'CA',
  disbursement: { method: 'bank-transfer', date: '2026-02-01' },
};

export const SAMPLE_LENDER: AgreementParty = {
  role: 'lender',
  firstName: 'Maya',
  middleName: 'Adaeze',
  lastName: 'Okafor',
  email: 'maya.okafor@example.com',
  phone: '+15035550142',
  address: { line1: '1200 SE Morrison St', line2: 'Apt 4', city: 'Portland', state: 'OR', zipCode: '97214' },
};

export const SAMPLE_BORROWER: AgreementParty = {
  role: 'borrower',
  firstName: 'Daniel',
  middleName: '',
  lastName: 'Okafor',
  email: 'daniel.okafor@example.com',
  phone: '+14155550199',
  address: { line1: '88 Valencia St', line2: '', city: 'San Francisco', state: 'CA', zipCode: '94103' },
};

/** A party who has not filled anything in yet: the recipient before they sign. */
export function emptyParty(role: AgreementParty['role']): AgreementParty {
  return {
    role,
    firstName: '',
    middleName: '',
    lastName: '',
    email: '',
    phone: '',
    address: { line1: '', line2: '', city: '', state: '', zipCode: '' },
  };
}

export function sampleAgreementInput(overrides: Partial<LoanAgreementInput> = {}): LoanAgreementInput {
  return { requestId: 'req_7Hq2', terms: SAMPLE_TERMS, lender: SAMPLE_LENDER, borrower: SAMPLE_BORROWER, ...overrides };
}

import { availableEvents, loanRequestMachine, type LoanRequestResponse, type LoanResponse, type LoanSummaryResponse, type ReadyLoanProposalDetails } from '@kinloan/domain';

/** Test data for the loan screens: one request between Maya (borrower) and Daniel (lender). */

export const READY_TERMS: ReadyLoanProposalDetails = {
  principalCents: 1_200_000,
  annualRateBps: 500,
  termMonths: 24,
  firstPaymentDate: '2026-03-01',
  purpose: 'Car repair',
  lateFeeCents: 2_500,
  lateFeeGraceDays: 10,
  prepaymentAllowed: true,
  extraPaymentMode: 'keep-payment-shorten-term',
  governingLawState: 'OR',
  disbursement: { method: 'bank-transfer', date: '2026-02-01' },
};

export const MAYA_DETAILS = {
  firstName: 'Maya',
  lastName: 'Okafor',
  email: 'maya.okafor@example.com',
  phone: '+15035550142',
  address: { line1: '1420 SE Alder St', city: 'Portland', state: 'OR' as const, zipCode: '97214' },
};

export const DANIEL_DETAILS = { firstName: 'Daniel', lastName: 'Okafor', email: 'daniel.okafor@example.com' };

/** A request as the API answers it: its available actions follow the request machine, as the API's do. */
export function loanRequest(overrides: Partial<LoanRequestResponse> = {}): LoanRequestResponse {
  const status = overrides.status ?? 'draft';
  const yourRole = overrides.yourRole ?? 'initiator';
  return {
    availableActions: availableEvents(loanRequestMachine, status, yourRole),
    countersignChanges: [],
    executedDocument: null,
    id: 'req1',
    status: 'draft',
    requestType: 'borrow',
    initiatingCustomerId: 'demo-maya',
    initiatorRequestDetails: MAYA_DETAILS,
    loanProposalDetails: READY_TERMS,
    recipientCustomerId: null,
    recipientRequestDetails: DANIEL_DETAILS,
    recipientEmail: null,
    parentLoanId: null,
    childRequestId: null,
    rejectionReason: null,
    loanId: null,
    yourRole: 'initiator',
    yourLoanRole: 'borrower',
    consents: { initiator: null, recipient: null },
    signatures: { initiator: null, recipient: null },
    agreementSha256: null,
    wishPublished: false,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A loan as GET /loans answers it, with the fields the loan screens read. (Servicing adds more
 * to LoanResponse, such as the ledger and reminders, which these screens don't use.)
 */
export function executedLoan(overrides: Partial<LoanResponse> = {}): LoanResponse {
  const loan: Partial<LoanResponse> = {
    id: 'req9',
    loanRequestId: 'req9',
    status: 'active',
    terms: READY_TERMS,
    lender: { customerId: 'demo-daniel', role: 'lender', firstName: 'Daniel', middleName: '', lastName: 'Okafor', email: DANIEL_DETAILS.email },
    borrower: { customerId: 'demo-maya', role: 'borrower', firstName: 'Maya', middleName: '', lastName: 'Okafor', email: MAYA_DETAILS.email },
    yourLoanRole: 'borrower',
    schedule: [],
    totals: { totalPaidCents: 0, totalInterestCents: 0, totalPrincipalCents: 0 },
    balanceCents: 1_200_000,
    nextDue: { dueDate: '2026-03-01', amountCents: 52_645 },
    agreementSha256: 'ab'.repeat(32),
    executedAt: '2026-01-20T10:00:00.000Z',
    loanNotes: [],
    payments: [],
    serviceEnrollment: null,
    endDate: null,
    end: null,
    ...overrides,
  };
  return loan as LoanResponse;
}

/** A loan as GET /loans lists it on the dashboard: the summary, with the payments to confirm. */
export function listedLoan(overrides: Partial<LoanSummaryResponse> = {}): LoanSummaryResponse {
  const { schedule: _schedule, loanNotes: _notes, payments: _payments, ledger: _ledger, ...summary } = executedLoan();
  return { ...summary, paymentsToConfirm: [], ...overrides };
}

import type { CalendarDate } from '../dates';
import type { Cents } from '../money';
import type { Installment, ScheduleTotals } from '../loan/amortization';
import type { LoanRole, LoanStatus } from '../loan/loan-machine';
import type { RequestRole, RequestStatus, RequestType } from '../loan/request-machine';
import type {
  InitiatorRequestDetails,
  LoanProposalDetails,
  ReadyLoanProposalDetails,
  RecipientRequestDetails,
} from './loan-request-schemas';

/**
 * Success bodies of the loan API (spec §7). Every loan-request action answers with the whole
 * request (`LoanRequestResponse`), so the client never has to re-fetch after an action.
 */

/** What a party agreed to, as the event log recorded it; IP and user agent stay in the log. */
export interface SignatureSummary {
  /** ISO instant. */
  readonly signedAt: string;
  readonly typedFullName: string;
  readonly hasDrawnSignature: boolean;
  /** SHA-256 (hex) of the whole agreement text at the moment of signing. */
  readonly agreementSha256: string;
  /** SHA-256 (hex) of the terms section alone: equal for both signers, or the signatures don't match. */
  readonly termsSha256: string;
}

export interface ConsentSummary {
  /** ISO instant of accepting the terms of service and the consent to electronic records. */
  readonly acceptedAt: string;
}

/** 200/201 from every /loanRequest(s) call. */
export interface LoanRequestResponse {
  readonly id: string;
  readonly status: RequestStatus;
  readonly requestType: RequestType;
  readonly initiatingCustomerId: string;
  readonly initiatorRequestDetails: InitiatorRequestDetails;
  readonly loanProposalDetails: LoanProposalDetails;
  readonly recipientCustomerId: string | null;
  readonly recipientRequestDetails: RecipientRequestDetails;
  /** Where the request was sent (lower-cased), before and after the recipient is linked. */
  readonly recipientEmail: string | null;
  readonly parentLoanId: string | null;
  /** Set when the recipient asked for changed terms: the request that replaced this one. */
  readonly childRequestId: string | null;
  readonly rejectionReason: string | null;
  /** The executed loan (same id as the request), once finalized. */
  readonly loanId: string | null;
  /** The caller's side. */
  readonly yourRole: RequestRole;
  readonly yourLoanRole: LoanRole;
  readonly consents: { readonly initiator: ConsentSummary | null; readonly recipient: ConsentSummary | null };
  readonly signatures: { readonly initiator: SignatureSummary | null; readonly recipient: SignatureSummary | null };
  /** SHA-256 of the agreement text as it stands now (what a signature now would cover). */
  readonly agreementSha256: string | null;
  readonly wishPublished: boolean;
  /** ISO instants. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** 200 from GET /api/v1/loanRequests?customerId= */
export interface LoanRequestListResponse {
  readonly loanRequests: LoanRequestResponse[];
}

/** 200 from the public GET /api/v1/loanWishes/{id}: only what the borrower chose to show. */
export interface LoanWishResponse {
  readonly id: string;
  readonly headline: string;
  readonly story: string | null;
  /** Absent when the borrower hid it. */
  readonly principalCents: Cents | null;
  readonly termMonths: number;
  readonly annualRateBps: number;
  readonly purpose: string;
  /** "Maya O." / "Maya Okafor" / null for anonymous, per `LoanWish.showName`. */
  readonly borrowerName: string | null;
  readonly publishedAt: string;
}

export interface LoanPartySnapshot {
  readonly customerId: string;
  readonly role: LoanRole;
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly email: string;
}

/** 200 from GET /api/v1/loans/{id}. */
export interface LoanResponse {
  readonly id: string;
  readonly loanRequestId: string;
  readonly status: LoanStatus;
  readonly terms: ReadyLoanProposalDetails;
  readonly lender: LoanPartySnapshot;
  readonly borrower: LoanPartySnapshot;
  readonly yourLoanRole: LoanRole;
  readonly schedule: readonly Installment[];
  readonly totals: ScheduleTotals;
  /** Balance today from confirmed payments (equals principal until servicing records payments). */
  readonly balanceCents: Cents;
  readonly nextDue: { readonly dueDate: CalendarDate; readonly amountCents: Cents } | null;
  /** SHA-256 of the executed agreement text (the recipient's signed version). */
  readonly agreementSha256: string;
  readonly executedAt: string;
  readonly loanNotes: readonly LoanNote[];
  readonly payments: readonly LoanPaymentResponse[];
  readonly serviceEnrollment: null | { readonly status: string; readonly enrolledAt: string };
  readonly endDate: CalendarDate | null;
}

export interface LoanNote {
  readonly id: string;
  readonly authorCustomerId: string | null; // null: written by Kinloan (e.g. "executed")
  readonly text: string;
  readonly createdAt: string;
}

export interface LoanPaymentResponse {
  readonly id: string;
  readonly amountCents: Cents;
  readonly paidOn: CalendarDate;
  readonly method: string;
  readonly note: string | null;
  readonly status: string;
  readonly recordedBy: LoanRole;
  readonly createdAt: string;
}

/** 200 from GET /api/v1/loans?customerId= (the dashboard). */
export interface LoanListResponse {
  readonly loans: LoanResponse[];
}

/** 200 from GET /api/v1/loans/{id}/payments. */
export interface LoanPaymentsResponse {
  readonly payments: LoanPaymentResponse[];
}

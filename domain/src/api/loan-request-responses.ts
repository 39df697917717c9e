import type { CalendarDate } from '../dates';
import type { Cents } from '../money';
import type { Installment, ScheduleTotals } from '../loan/amortization';
import type { Ledger, LedgerInstallment } from '../loan/ledger';
import type { LoanRole, LoanStatus } from '../loan/loan-machine';
import type { ServiceEnrollmentStatus } from '../loan/service-enrollment';
import type { PaymentToConfirm } from '../loan/payment-machine';
import type { ReminderLevel } from './loan-schemas';
import type { RequestEvent, RequestRole, RequestStatus, RequestType } from '../loan/request-machine';
import type { ExecutedDocumentSummary } from './audit-responses';
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
  /** SHA-256 (hex) of the whole agreement text, both parties included, at the moment of signing. */
  readonly agreementSha256: string;
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
  /** What the caller could do now per the request machine (guards such as complete terms aside). */
  readonly availableActions: readonly RequestEvent[];
  /**
   * For the initiator while their countersignature is awaited: what is different about the
   * other party from the text they signed, or from how they named them ("name: A → B").
   */
  readonly countersignChanges: readonly string[];
  /** The executed agreement as kept, byte for byte; null until executed. */
  readonly executedDocument: ExecutedDocumentSummary | null;
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
  /** The rate, term and purpose: each null when the borrower hid them (`LoanWish.showTerms`). */
  readonly termMonths: number | null;
  readonly annualRateBps: number | null;
  readonly purpose: string | null;
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
  /** The executed agreement as kept, byte for byte (null for loans executed before documents were kept and not backfilled). */
  readonly executedDocument: ExecutedDocumentSummary | null;
  readonly executedAt: string;
  readonly loanNotes: readonly LoanNote[];
  readonly payments: readonly LoanPaymentResponse[];
  readonly serviceEnrollment: null | ServiceEnrollmentSummary;
  readonly endDate: CalendarDate | null;
  /** Each party's own reminder setting for this loan. */
  readonly reminders: LoanReminderSettings;
  /** The loan record: scheduled vs paid, from the confirmed payments, as of `ledger.asOf`. */
  readonly ledger: LoanLedgerResponse;
  /** How the loan ended; null while it is active. */
  readonly end: LoanEndSummary | null;
  /** The payoff and release letter as kept when the loan was marked paid off; null otherwise. */
  readonly payoffLetter: ExecutedDocumentSummary | null;
}

export interface LoanReminderSettings {
  readonly lender: ReminderLevel;
  readonly borrower: ReminderLevel;
}

/**
 * The managed-service subscription. Enrolling records 'checkout-started': the party was sent to
 * the provider's checkout. From there the provider's webhook moves it (loan/service-enrollment.ts):
 * active once paid, past-due when a renewal fails, cancelled when the subscription ends.
 */
export interface ServiceEnrollmentSummary {
  readonly status: ServiceEnrollmentStatus;
  /** ISO instant of the latest enrollment attempt. */
  readonly enrolledAt: string;
  readonly byCustomerId: string;
  /** The monthly subscription checkout link the party was given. */
  readonly checkoutUrl: string;
  /** The provider's customer and subscription (cus_…, sub_…), once a checkout is paid; absent before. */
  readonly customerId?: string | null;
  readonly subscriptionId?: string | null;
  /** The provider's `created` (Unix seconds) of the latest event applied; absent before the first. */
  readonly lastEventCreated?: number | null;
  /** ISO instant the provider's latest applied event reached us. */
  readonly updatedAt?: string | null;
  /** The provider's customer portal, where a party manages or cancels a live subscription. */
  readonly portalUrl?: string | null;
}

export interface LoanLedgerResponse {
  /** The day late status and the chart are computed for (UTC). */
  readonly asOf: CalendarDate;
  readonly installments: readonly LedgerInstallment[];
  /** The rest of the schedule from today's position, if each installment is paid on time. */
  readonly remaining: readonly Installment[];
  readonly totals: Ledger['totals'];
  readonly late: Ledger['late'];
  readonly chart: Ledger['chart'];
  /** What pays the loan off today (principal and interest accrued to today). */
  readonly payoffTodayCents: Cents;
}

export interface LoanEndSummary {
  readonly status: Exclude<LoanStatus, 'active'>;
  readonly endDate: CalendarDate;
  readonly reason: string | null;
  readonly endedByCustomerId: string;
  /** ISO instant. */
  readonly endedAt: string;
  /** Principal and interest owed on the end date: for "forgiven", the amount forgiven. */
  readonly balanceAtEndCents: Cents;
  /** For a forgiven loan: forgiving counts as a gift (LOAN_FORGIVENESS_TAX_NOTE). */
  readonly taxNote: string | null;
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
  readonly recordedByCustomerId: string;
  /** The lender's reason, once disputed. */
  readonly disputeReason: string | null;
  /** ISO instant of the latest change (confirmed, disputed, withdrawn). */
  readonly updatedAt: string;
  /** How a confirmed payment was applied (the receipt); null until it is confirmed. */
  readonly allocation: LoanPaymentAllocation | null;
}

export interface LoanPaymentAllocation {
  readonly interestCents: Cents;
  /** Includes extraPrincipalCents. */
  readonly principalCents: Cents;
  readonly extraPrincipalCents: Cents;
  readonly balanceAfterCents: Cents;
  readonly cumulativeInterestCents: Cents;
}

/** 200 from PUT /api/v1/loans/{id}/reminders. */
export interface LoanRemindersResponse {
  readonly reminders: LoanReminderSettings;
}

/** 200 from POST /api/v1/loans/{id}/serviceEnrollment: send the party to `checkoutUrl`. */
export interface ServiceEnrollmentResponse {
  readonly serviceEnrollment: ServiceEnrollmentSummary;
  readonly checkoutUrl: string;
}

/**
 * One loan as the dashboard lists it: what the loan is and where it stands, without the
 * record (ledger, schedule, payments, notes) that GET /api/v1/loans/{id} answers. Everything
 * here comes from the loan document alone, so a list costs one read per loan however many
 * payments each has.
 */
export type LoanSummaryResponse = Omit<LoanResponse, 'schedule' | 'loanNotes' | 'payments' | 'ledger'> & {
  /** Payments the borrower recorded that wait for the lender's confirmation, in the order recorded. */
  readonly paymentsToConfirm: readonly PaymentToConfirm[];
};

/** 200 from GET /api/v1/loans?customerId= (the dashboard). */
export interface LoanListResponse {
  readonly loans: LoanSummaryResponse[];
}

/** 200 from GET /api/v1/loans/{id}/payments. */
export interface LoanPaymentsResponse {
  readonly payments: LoanPaymentResponse[];
}

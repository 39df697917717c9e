import {
  formatLongDate,
  type CalendarDate,
  partyRoles,
  type ExecutedDocumentSummary,
  type Installment,
  type LedgerPayment,
  type LoanEndSummary,
  type LoanNote,
  type LoanPartySnapshot,
  type LoanReminderSettings,
  type LoanRole,
  type LoanStatus,
  type PaymentToConfirm,
  type ReadyLoanProposalDetails,
  type RecipientRequestDetails,
  type ServiceEnrollmentSummary,
} from '@kinloan/domain';
import type { StoredSignature } from '../signing/signature-evidence';
import type { LoanRequestDocument } from './loan-request-document';
import type { CurrentAgreement } from './request-agreement';
import { reminderDatesOf } from './ledger-terms';

/**
 * `loans/{id}`, with the same id as the request it executes, and its own `events/{seq}`.
 * Servicing adds `payments/{paymentId}`, `notes/{seq}` and `idempotency/{hash}` beside them.
 */
export const LOANS = 'loans';

/** The audit copy of a signature on the loan; the drawn image stays on the request (and in the PDF). */
export type LoanSignatureCopy = Omit<StoredSignature, 'drawnSignaturePng'>;

export interface LoanDocument {
  readonly id: string;
  readonly loanRequestId: string;
  readonly status: LoanStatus;
  readonly terms: ReadyLoanProposalDetails;
  readonly lender: LoanPartySnapshot;
  readonly borrower: LoanPartySnapshot;
  readonly lenderCustomerId: string;
  readonly borrowerCustomerId: string;
  readonly partyIds: readonly string[];
  readonly schedule: readonly Installment[];
  /** SHA-256 of the executed agreement text, which both signatures cover. */
  readonly agreementSha256: string;
  /** The executed agreement as kept, byte for byte (absent on loans executed before it was kept). */
  readonly executedDocument?: ExecutedDocumentSummary | null;
  readonly signatures: { readonly lender: LoanSignatureCopy; readonly borrower: LoanSignatureCopy };
  readonly executedAt: string;
  /** Kinloan's own notes (the "executed" line); the parties' notes are in `notes/{seq}`. */
  readonly loanNotes: readonly LoanNote[];
  readonly serviceEnrollment: null | ServiceEnrollmentSummary;
  readonly endDate: string | null;
  /**
   * The ledger's input: every confirmed payment, amount and date only. Kept on the loan so
   * one read gives the balance, and a change to it always goes with a new loan event.
   * Absent on loans finalized before servicing existed (read through servicing-state.ts).
   */
  readonly confirmedPayments?: readonly LedgerPayment[];
  /**
   * The payments waiting for the lender's confirmation, kept in the same commit as each
   * payment's own change so the dashboard's list reads loans only. Absent on loans that took
   * payments before it was kept: those are read from the payments (servicing-state.ts).
   */
  readonly paymentsToConfirm?: readonly PaymentToConfirm[];
  /**
   * Every day the reminder job has something to look at for this loan (servicing-state.ts
   * reminderDatesOf): it asks for the loans whose list holds its day. Written with each change
   * to the payments or status; absent on loans from before it was kept until
   * `npm run backfill:reminders` (or their next payment) writes it.
   */
  readonly reminderDates?: readonly CalendarDate[];
  readonly reminders?: LoanReminderSettings;
  readonly end?: LoanEndSummary | null;
  /** The payoff and release letter, kept in the commit that marked the loan paid off. */
  readonly payoffLetter?: ExecutedDocumentSummary | null;
  readonly eventCount: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

function snapshotOf(customerId: string, role: LoanRole, details: RecipientRequestDetails): LoanPartySnapshot {
  return {
    customerId,
    role,
    firstName: details.firstName ?? '',
    middleName: details.middleName ?? '',
    lastName: details.lastName ?? '',
    email: details.email ?? '',
  };
}

function copyOf(signature: StoredSignature): LoanSignatureCopy {
  const { drawnSignaturePng: _image, ...copy } = signature;
  return copy;
}

/** "Agreement signed by both parties and executed on March 3, 2027." */
export function executedNoteText(executedAt: string): string {
  return `Agreement signed by both parties and executed on ${formatLongDate(executedAt.slice(0, 10))}.`;
}

/**
 * The loan a fully signed request becomes. Throws when the request is not what the machine
 * promised (both signed, recipient known): that would be our bug, not the caller's.
 */
export function newLoanDocument(
  request: LoanRequestDocument,
  agreement: CurrentAgreement,
  executedAt: string,
  executedDocument: ExecutedDocumentSummary | null,
): LoanDocument {
  const { initiator, recipient } = request.signatures;
  if (!initiator || !recipient || !request.recipientCustomerId) {
    throw new Error(`loan request ${request.id} is finalized without both signatures and a recipient`);
  }
  const initiatorRole = partyRoles(request.requestType, 'initiator');
  const initiatorSnapshot = snapshotOf(request.initiatingCustomerId, initiatorRole, request.initiatorRequestDetails);
  const recipientSnapshot = snapshotOf(request.recipientCustomerId, partyRoles(request.requestType, 'recipient'), request.recipientRequestDetails);
  const lender = initiatorRole === 'lender' ? initiatorSnapshot : recipientSnapshot;
  const borrower = initiatorRole === 'borrower' ? initiatorSnapshot : recipientSnapshot;
  const terms = agreement.terms;
  return {
    id: request.id,
    loanRequestId: request.id,
    status: 'active',
    terms,
    lender,
    borrower,
    lenderCustomerId: lender.customerId,
    borrowerCustomerId: borrower.customerId,
    partyIds: [lender.customerId, borrower.customerId],
    schedule: agreement.agreement.schedule,
    agreementSha256: agreement.agreementSha256,
    executedDocument,
    signatures: {
      lender: copyOf(initiatorRole === 'lender' ? initiator : recipient),
      borrower: copyOf(initiatorRole === 'borrower' ? initiator : recipient),
    },
    executedAt,
    loanNotes: [{ id: 'executed', authorCustomerId: null, text: executedNoteText(executedAt), createdAt: executedAt }],
    ...freshServicing(terms, executedAt),
  };
}

/** How every loan starts being serviced: nothing paid, reminders on for both, its first event. */
export function freshServicing(terms: LoanDocument['terms'], executedAt: string) {
  return {
    serviceEnrollment: null,
    endDate: null,
    confirmedPayments: [],
    paymentsToConfirm: [],
    reminderDates: reminderDatesOf({ status: 'active', terms, confirmedPayments: [] }),
    reminders: { lender: 'all', borrower: 'all' },
    end: null,
    eventCount: 1,
    createdAt: executedAt,
    updatedAt: executedAt,
  } satisfies Partial<LoanDocument>;
}

export function loanRoleOf(loan: Pick<LoanDocument, 'lenderCustomerId' | 'borrowerCustomerId'>, uid: string): LoanRole | null {
  if (loan.lenderCustomerId === uid) return 'lender';
  if (loan.borrowerCustomerId === uid) return 'borrower';
  return null;
}

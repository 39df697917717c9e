import {
  counterpartRequestType,
  fillFromProfile,
  type Customer,
  type InitiatorRequestDetails,
  type LoanProposalDetails,
  type RecipientRequestDetails,
  type RequestStatus,
  type RequestType,
} from '@kinloan/domain';
import { NO_CONSENTS, NO_SIGNATURES, partyIdsOf, type LoanRequestDocument } from './loan-request-document';

/** What a new request needs besides its id and time; pure, so the copying rules are tested alone. */
export interface NewRequestInput {
  readonly id: string;
  readonly initiator: Customer;
  readonly requestType: RequestType;
  readonly initiatorRequestDetails: InitiatorRequestDetails;
  readonly loanProposalDetails: LoanProposalDetails;
  readonly recipientRequestDetails: RecipientRequestDetails;
  readonly status: RequestStatus;
  readonly now: string;
}

/**
 * A new draft. The initiator's empty details are filled from their profile. The recipient
 * is named by send, not here: a create that names a customer id would let anyone put a
 * request in someone else's list, so `recipientCustomerId` in the body is not taken.
 */
export function newRequestDocument(input: NewRequestInput): LoanRequestDocument {
  return {
    id: input.id,
    initiatingCustomerId: input.initiator.id,
    initiatorRequestDetails: fillFromProfile(input.initiatorRequestDetails, input.initiator),
    loanProposalDetails: input.loanProposalDetails,
    recipientCustomerId: null,
    recipientRequestDetails: input.recipientRequestDetails,
    requestType: input.requestType,
    status: input.status,
    parentLoanId: null,
    rejectionReason: null,
    recipientEmail: null,
    childRequestId: null,
    loanId: null,
    partyIds: partyIdsOf(input.initiator.id, null),
    consents: NO_CONSENTS,
    signatures: NO_SIGNATURES,
    wishPublished: false,
    wishPublishedAt: null,
    eventCount: 1,
    createdAt: input.now,
    updatedAt: input.now,
  };
}

/**
 * The recipient's request for changed terms: their own new draft, answering the parent.
 * The old initiator becomes its recipient, and from the new initiator's side the request
 * type flips (answering "I want to borrow" with a counter-offer is "I want to lend").
 */
export function childRequestDocument(
  parent: LoanRequestDocument,
  /** The parent initiator's email: from their details, or their profile when the details lack it. */
  parentInitiatorEmail: string | null,
  input: Omit<NewRequestInput, 'requestType'>,
): LoanRequestDocument {
  const { loanWish: _notCarried, ...parentInitiator } = parent.initiatorRequestDetails;
  const recipientEmail = parentInitiatorEmail ? parentInitiatorEmail.toLowerCase() : null;
  return {
    ...newRequestDocument({ ...input, requestType: counterpartRequestType(parent.requestType) }),
    parentLoanId: parent.id,
    recipientCustomerId: parent.initiatingCustomerId,
    recipientEmail,
    recipientRequestDetails: { ...parentInitiator, ...(recipientEmail ? { email: recipientEmail } : {}) },
    partyIds: partyIdsOf(input.initiator.id, parent.initiatingCustomerId),
  };
}

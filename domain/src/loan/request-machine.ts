import { decide, type Decision, type Machine, type Refusal } from '../machine';
import type { LoanRole } from './loan-machine';

/**
 * The loan request: from a draft to an executed loan.
 *
 * The two people are the initiator (who started it) and the recipient (named by `updateParty`
 * when it is sent). Lender and borrower are derived from `requestType`, because either of them
 * may start: "borrow" means the initiator borrows, "lend" means the initiator lends.
 *
 * Events map one-to-one to the API: PATCH → update (initiator) or update-recipient-details
 * (recipient, see `patchEvent`); POST review / signTos (accept-tos) / sign / send / reject /
 * finalize; DELETE → delete. Asking for changed terms is a POST /loanRequest with
 * `parentLoanId`: a request-changes on the parent plus the start of the child.
 */

export const REQUEST_TYPES = ['borrow', 'lend'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const REQUEST_ROLES = ['initiator', 'recipient'] as const;
export type RequestRole = (typeof REQUEST_ROLES)[number];

export const REQUEST_STATUSES = [
  'draft',
  'wish-published',
  'reviewed',
  'tos-accepted',
  'initiator-signed',
  'sent',
  'recipient-reviewed',
  'recipient-tos-accepted',
  'awaiting-countersignature',
  'fully-signed',
  'executed',
  'rejected',
  'superseded',
  'deleted',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_EVENTS = [
  'update',
  'update-recipient-details',
  'review',
  'accept-tos',
  'sign',
  'sign-for-countersignature',
  'send',
  'reject',
  'request-changes',
  'delete',
  'publish-wish',
  'unpublish-wish',
  'finalize',
] as const;
export type RequestEvent = (typeof REQUEST_EVENTS)[number];

/** What the functions layer must do besides writing the status and the event. */
export type RequestEffect =
  | 'apply-changes' // write the PATCHed fields
  | 'void-signatures' // terms changed after a signature: the signed text no longer exists
  | 'record-consent' // ToS + consent to electronic records and signatures, from the signTos body
  | 'record-signature' // typed name, drawn image, agreement hash, IP, user agent
  | 'void-initiator-signature' // the recipient signed a text the initiator's signature does not cover
  | 'assign-recipient' // store updateParty; link the customer with that email, now or at sign-up
  | 'notify-recipient'
  | 'notify-initiator'
  | 'record-rejection-reason'
  | 'create-child-request' // the request with changed terms, parentLoanId = this one
  | 'publish-wish' // (re)write the public projection with only what the borrower chose to show
  | 'unpublish-wish'
  | 'execute-loan'; // create the Loan with its schedule and notes, linked from the request

export interface RequestContext {
  readonly requestType: RequestType;
}

export const TERMINAL_REQUEST_STATUSES = ['executed', 'rejected', 'superseded', 'deleted'] as const satisfies readonly RequestStatus[];

/** Lender or borrower, for one side of a request. */
export function partyRoles(requestType: RequestType, role: RequestRole): LoanRole {
  const initiatorBorrows = requestType === 'borrow';
  return (role === 'initiator') === initiatorBorrows ? 'borrower' : 'lender';
}

/** The side of the request a lender or borrower is on. */
export function requestRoleOf(requestType: RequestType, party: LoanRole): RequestRole {
  return partyRoles(requestType, 'initiator') === party ? 'initiator' : 'recipient';
}

/**
 * A request with changed terms is started by the old recipient, so from their side the
 * type flips: answering "I want to borrow" with a counter-offer is "I want to lend".
 */
export function counterpartRequestType(requestType: RequestType): RequestType {
  return requestType === 'borrow' ? 'lend' : 'borrow';
}

/** Which side `customerId` is on, or null for an outsider (403 before any decision). */
export function requestRoleOfCustomer(
  request: { readonly initiatingCustomerId: string; readonly recipientCustomerId?: string | null },
  customerId: string,
): RequestRole | null {
  if (request.initiatingCustomerId === customerId) return 'initiator';
  if (request.recipientCustomerId && request.recipientCustomerId === customerId) return 'recipient';
  return null;
}

const onlyTheBorrower = (context: RequestContext, role: RequestRole): Refusal | null =>
  partyRoles(context.requestType, role) === 'borrower'
    ? null
    : {
        kind: 'wrong-party',
        reason: 'Only the borrower can publish a loan wish, and the person who started this request is lending.',
      };

// Initiator-only edits before sending. Any edit goes back to draft because review, consent
// and signature were all given to the old terms.
const initiatorEditsDraft = { roles: ['initiator'], next: 'draft', effects: ['apply-changes'] } as const;
const initiatorEditsSigned = { roles: ['initiator'], next: 'draft', effects: ['apply-changes', 'void-signatures'] } as const;
// After sending, the recipient may be reading the old terms: tell them they were withdrawn.
const initiatorEditsSent = {
  roles: ['initiator'],
  next: 'draft',
  effects: ['apply-changes', 'void-signatures', 'notify-recipient'],
} as const;
const publishWish = { roles: ['initiator'], next: 'wish-published', effects: ['publish-wish'], guard: onlyTheBorrower } as const;
const deleteUnsent = { roles: ['initiator'], next: 'deleted', effects: [] } as const;
// "Delete only before the other party has signed": until the recipient signs, the initiator
// may withdraw, and the recipient hears about it.
const deleteSent = { roles: ['initiator'], next: 'deleted', effects: ['notify-recipient'] } as const;
const reject = { roles: ['recipient'], next: 'rejected', effects: ['record-rejection-reason', 'notify-initiator'] } as const;
const requestChanges = {
  roles: ['recipient'],
  next: 'superseded',
  effects: ['create-child-request', 'notify-initiator'],
} as const;

export const loanRequestMachine: Machine<RequestStatus, RequestEvent, RequestRole, RequestEffect, RequestContext> = {
  noun: 'loan request',
  statuses: REQUEST_STATUSES,
  events: REQUEST_EVENTS,
  roles: REQUEST_ROLES,
  terminal: TERMINAL_REQUEST_STATUSES,
  chosenByServer: ['sign-for-countersignature'],
  start: { initiator: { next: 'draft', effects: [] } },
  table: {
    draft: {
      update: { roles: ['initiator'], next: 'draft', effects: ['apply-changes'] },
      review: { roles: ['initiator'], next: 'reviewed', effects: [] },
      'publish-wish': publishWish,
      delete: deleteUnsent,
    },
    'wish-published': {
      update: { roles: ['initiator'], next: 'wish-published', effects: ['apply-changes', 'publish-wish'] },
      'unpublish-wish': { roles: ['initiator'], next: 'draft', effects: ['unpublish-wish'] },
      delete: { roles: ['initiator'], next: 'deleted', effects: ['unpublish-wish'] },
    },
    reviewed: {
      update: initiatorEditsDraft,
      'accept-tos': { roles: ['initiator'], next: 'tos-accepted', effects: ['record-consent'] },
      'publish-wish': publishWish,
      delete: deleteUnsent,
    },
    'tos-accepted': {
      update: initiatorEditsDraft,
      sign: { roles: ['initiator'], next: 'initiator-signed', effects: ['record-signature'] },
      'publish-wish': publishWish,
      delete: deleteUnsent,
    },
    'initiator-signed': {
      update: initiatorEditsSigned,
      send: { roles: ['initiator'], next: 'sent', effects: ['assign-recipient', 'notify-recipient'] },
      delete: deleteUnsent,
    },
    sent: {
      update: initiatorEditsSent,
      'update-recipient-details': { roles: ['recipient'], next: 'sent', effects: ['apply-changes'] },
      // Until the recipient has looked at it, the initiator may fix the address or nudge.
      send: { roles: ['initiator'], next: 'sent', effects: ['assign-recipient', 'notify-recipient'] },
      review: { roles: ['recipient'], next: 'recipient-reviewed', effects: [] },
      reject,
      'request-changes': requestChanges,
      delete: deleteSent,
    },
    'recipient-reviewed': {
      update: initiatorEditsSent,
      'update-recipient-details': { roles: ['recipient'], next: 'recipient-reviewed', effects: ['apply-changes'] },
      'accept-tos': { roles: ['recipient'], next: 'recipient-tos-accepted', effects: ['record-consent'] },
      reject,
      'request-changes': requestChanges,
      delete: deleteSent,
    },
    'recipient-tos-accepted': {
      update: initiatorEditsSent,
      'update-recipient-details': { roles: ['recipient'], next: 'recipient-tos-accepted', effects: ['apply-changes'] },
      // signing/signatures.ts decides which: the recipient's signature is on the very text the
      // initiator signed (complete), or on a text with the recipient's own details (countersign).
      sign: { roles: ['recipient'], next: 'fully-signed', effects: ['record-signature', 'notify-initiator'] },
      'sign-for-countersignature': {
        roles: ['recipient'],
        next: 'awaiting-countersignature',
        effects: ['record-signature', 'void-initiator-signature', 'notify-initiator'],
      },
      reject,
      'request-changes': requestChanges,
      delete: deleteSent,
    },
    // The recipient signed the final text; the initiator reviews it (the recipient's details
    // included) and countersigns, or takes it back.
    'awaiting-countersignature': {
      sign: { roles: ['initiator'], next: 'fully-signed', effects: ['record-signature', 'notify-recipient'] },
      update: initiatorEditsSent,
      delete: deleteSent,
    },
    // Both have signed the same text: nothing may change it, only execute it, and the initiator,
    // who signed last, does.
    'fully-signed': {
      finalize: {
        roles: ['initiator'],
        next: 'executed',
        effects: ['execute-loan', 'notify-initiator', 'notify-recipient'],
      },
    },
    executed: {},
    rejected: {},
    superseded: {},
    deleted: {},
  },
  labels: {
    status: {
      draft: 'still a draft',
      'wish-published': 'published as a loan wish',
      reviewed: 'reviewed but the terms of service are not yet accepted',
      'tos-accepted': 'waiting for the first signature',
      'initiator-signed': 'signed but not yet sent',
      sent: 'sent and not yet reviewed by the other party',
      'recipient-reviewed': 'being reviewed by the other party',
      'recipient-tos-accepted': "waiting for the other party's signature",
      'awaiting-countersignature': 'waiting for the countersignature of the person who started it',
      'fully-signed': 'signed by both parties',
      executed: 'already executed',
      rejected: 'rejected',
      superseded: 'replaced by a request with changed terms',
      deleted: 'deleted',
    },
    event: {
      update: 'change its terms',
      'update-recipient-details': "change the recipient's details",
      review: 'review it',
      'accept-tos': 'accept the terms of service',
      sign: 'sign it',
      'sign-for-countersignature': 'sign it',
      send: 'send it',
      reject: 'reject it',
      'request-changes': 'ask for changed terms',
      delete: 'delete it',
      'publish-wish': 'publish it as a loan wish',
      'unpublish-wish': 'take the loan wish down',
      finalize: 'finalize it',
    },
    role: {
      initiator: 'the person who started the request',
      recipient: 'the person it was sent to',
    },
  },
};

export function decideLoanRequest(
  status: RequestStatus,
  event: RequestEvent,
  role: RequestRole,
  context: RequestContext,
): Decision<RequestStatus, RequestEffect> {
  return decide(loanRequestMachine, status, event, role, context);
}

/** The request fields a PATCH may change; the rest move only through their own actions. */
export const REQUEST_WRITABLE_FIELDS = [
  'requestType',
  'loanProposalDetails',
  'initiatorRequestDetails',
  'recipientRequestDetails',
] as const;
export type RequestWritableField = (typeof REQUEST_WRITABLE_FIELDS)[number];

/**
 * Which event a PATCH is, given who sends it and which writable fields it changes.
 * The recipient states their own details but never edits terms: they ask for changed terms,
 * which leaves both versions and both sets of signatures on record.
 * `event: null` means nothing changed, so no transition and no event.
 */
export function patchEvent(
  role: RequestRole,
  changedFields: readonly RequestWritableField[],
): { ok: true; event: 'update' | 'update-recipient-details' | null } | { ok: false; refusal: Refusal } {
  if (changedFields.length === 0) return { ok: true, event: null };
  if (role === 'initiator') return { ok: true, event: 'update' };
  if (changedFields.every((field) => field === 'recipientRequestDetails')) {
    return { ok: true, event: 'update-recipient-details' };
  }
  return {
    ok: false,
    refusal: {
      kind: 'wrong-party',
      reason: 'Only the person who started the request can change its terms. Ask for changed terms instead.',
    },
  };
}

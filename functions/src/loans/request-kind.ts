import type { Firestore } from 'firebase-admin/firestore';
import {
  decideLoanRequest,
  requestRoleOfCustomer,
  type RequestEffect,
  type RequestEvent,
  type RequestRole,
  type RequestStatus,
} from '@kinloan/domain';
import { refusalError } from '../platform/app-error';
import type { MailEffects } from '../platform/effects';
import type { ReleasableKind } from '../platform/invitations';
import { LOAN_REQUESTS, partyIdsOf, type LoanRequestDocument } from './loan-request-document';
import {
  changesRequestedMail,
  countersignedMail,
  countersignNeededMail,
  executedMail,
  requestRejectedMail,
  requestSentMail,
  requestWithdrawnMail,
  signedByRecipientMail,
} from './request-mail';

export const REQUEST_NOT_FOUND = 'There is no loan request with this id. It may have been mistyped.';
export const NOT_A_PARTY = 'Only the two people on this loan request can see it or act on it.';
export const RACE_LOST = 'Someone else changed this loan request at the same moment. Refresh and try again.';

/** A request waits for its recipient from sending until they sign it, decline it, or it ends. */
const AWAITING_RECIPIENT: readonly RequestStatus[] = ['sent', 'recipient-reviewed', 'recipient-tos-accepted'];

/** Loan requests as the platform loads, links and logs them. */
export const LOAN_REQUEST_DOCS: ReleasableKind<LoanRequestDocument, RequestRole> = {
  collection: LOAN_REQUESTS,
  notFound: REQUEST_NOT_FOUND,
  notAParty: NOT_A_PARTY,
  raceLost: RACE_LOST,
  roleOf: requestRoleOfCustomer,
  inviteeRole: 'recipient',
  invitation: (doc) => ({
    invitedEmail: doc.recipientEmail,
    linkedCustomerId: doc.recipientCustomerId,
    initiatingCustomerId: doc.initiatingCustomerId,
    awaitingInvitee: AWAITING_RECIPIENT.includes(doc.status),
  }),
  linkChanges: (doc, uid) => ({ recipientCustomerId: uid, partyIds: partyIdsOf(doc.initiatingCustomerId, uid) }),
  waitingFor: (db: Firestore, email: string) => db.collection(LOAN_REQUESTS).where('recipientEmail', '==', email),
  heldBy: (db: Firestore, uid: string) => db.collection(LOAN_REQUESTS).where('recipientCustomerId', '==', uid),
  inviteeHasSigned: (doc) => doc.signatures.recipient !== null,
  // What the recipient entered about themselves goes with them; the invitation as sent stays.
  unlinkChanges: (doc) => ({
    recipientCustomerId: null,
    partyIds: partyIdsOf(doc.initiatingCustomerId, null),
    recipientRequestDetails: doc.recipientAsSent ?? { email: doc.recipientEmail ?? undefined },
  }),
};

export interface RequestDecision {
  readonly next: RequestStatus;
  readonly effects: ReadonlySet<RequestEffect | 'append-event'>;
}

/** The machine's answer for this party, or its refusal as 409 (not now) / 403 (not you). */
export function decideOrRefuse(loaded: { readonly doc: Pick<LoanRequestDocument, 'status' | 'requestType'>; readonly role: RequestRole }, event: RequestEvent): RequestDecision {
  const decision = decideLoanRequest(loaded.doc.status, event, loaded.role, { requestType: loaded.doc.requestType });
  if (!decision.ok) throw refusalError(decision.refusal);
  return { next: decision.next, effects: new Set(decision.effects) };
}

/** Which message each notify effect sends, per event. */
export const REQUEST_MAIL: MailEffects<LoanRequestDocument, RequestEvent, RequestEffect> = {
  send: { 'notify-recipient': requestSentMail },
  update: { 'notify-recipient': (doc, base) => requestWithdrawnMail(doc, base, 'changed') },
  delete: { 'notify-recipient': (doc, base) => requestWithdrawnMail(doc, base, 'deleted') },
  reject: { 'notify-initiator': requestRejectedMail },
  'request-changes': { 'notify-initiator': changesRequestedMail },
  sign: { 'notify-initiator': signedByRecipientMail, 'notify-recipient': countersignedMail },
  'sign-for-countersignature': { 'notify-initiator': countersignNeededMail },
  finalize: {
    'notify-initiator': (doc, base) => executedMail(doc, base, 'initiator'),
    'notify-recipient': (doc, base) => executedMail(doc, base, 'recipient'),
  },
};

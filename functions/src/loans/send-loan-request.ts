import type { RequestHandler } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { partyRoles, sendBodySchema, type RecipientRequestDetails, type UpdateParty } from '@kinloan/domain';
import { CUSTOMERS } from '../customers/customer-document';
import type { ApiDependencies } from '../http/api-app';
import { fieldError, parseBody } from '../http/errors';
import { actionContext } from './action-context';
import { appendTransition, commitOrConflict, decideOrRefuse } from './event-log';
import { LoanBatch, runQuery } from './firestore-ops';
import { loadRequestForParty } from './load-request';
import { partyIdsOf, type LoanRequestDocument } from './loan-request-document';
import { sendRequest } from './request-answer';
import { appBaseUrl } from '../config/environment';
import { requestSentMail } from './request-mail';

/**
 * POST /api/v1/loanRequests/{id}/send {updateParty}: names the other party and emails them
 * a link. A customer with that email becomes the recipient now; otherwise whoever signs up
 * (or signs in verified) with it later does.
 */
export function sendLoanRequest(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    const { updateParty } = parseBody(sendBodySchema, req.body);
    const db = deps.firestore();
    const loaded = await loadRequestForParty(db, String(req.params.id), context.caller);
    const decision = decideOrRefuse(loaded, 'send');

    const ownEmails = [context.caller.email, loaded.doc.initiatorRequestDetails.email?.toLowerCase()];
    const recipientCustomerId = await customerIdWithEmail(db, updateParty.email);
    if (ownEmails.includes(updateParty.email) || recipientCustomerId === context.caller.uid) {
      throw fieldError('updateParty.email', notYourself(loaded.doc));
    }

    const batch = new LoanBatch(db);
    const updated = appendTransition(batch, loaded, context, {
      event: 'send',
      next: decision.next,
      changes: {
        recipientEmail: updateParty.email,
        recipientCustomerId,
        recipientRequestDetails: recipientDetails(loaded.doc, updateParty),
        partyIds: partyIdsOf(loaded.doc.initiatingCustomerId, recipientCustomerId),
      },
      details: {
        recipientEmail: updateParty.email,
        recipientFirstName: updateParty.firstName,
        recipientLastName: updateParty.lastName,
        recipientCustomerId,
      },
    });
    if (decision.effects.has('notify-recipient')) batch.mail(requestSentMail(updated, appBaseUrl(deps.environment())));
    await commitOrConflict(batch);
    sendRequest(res, updated, loaded.role);
  };
}

function notYourself(doc: LoanRequestDocument): string {
  const other = partyRoles(doc.requestType, 'recipient') === 'lender' ? 'lending you the money' : 'borrowing the money';
  return `That is your own email. Enter the email of the person ${other}.`;
}

async function customerIdWithEmail(db: Firestore, email: string): Promise<string | null> {
  const found = await runQuery(db.collection(CUSTOMERS).where('email', '==', email).limit(1));
  return found.docs[0]?.id ?? null;
}

/**
 * The recipient's details: what the initiator already wrote about the same person is kept
 * (a phone, an address); a different person starts from the names and email alone.
 */
export function recipientDetails(doc: LoanRequestDocument, party: UpdateParty): RecipientRequestDetails {
  const existing = doc.recipientRequestDetails;
  const samePerson = (existing.email ?? doc.recipientEmail ?? party.email) === party.email;
  return {
    ...(samePerson ? existing : {}),
    firstName: party.firstName,
    lastName: party.lastName,
    email: party.email,
  };
}

import type { RequestHandler } from 'express';
import { loanRequestPatchBodySchema, partyRoles, patchEvent } from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { fieldError, parseBody } from '../http/errors';
import { actionContext } from './action-context';
import { withDefault } from './body';
import { appendTransition, commitOrConflict, decideOrRefuse, refusalError } from './event-log';
import { LoanBatch } from './firestore-ops';
import { loadRequestForParty } from './load-request';
import { NO_CONSENTS, NO_SIGNATURES, type LoanRequestDocument } from './loan-request-document';
import { sendRequest } from './request-answer';
import { changedWritableFields, type WritableFields } from './request-details';
import { appBaseUrl } from '../config/environment';
import { requestWithdrawnMail } from './request-mail';
import { writeWishProjection } from './wish-projection';

/**
 * PATCH /api/v1/loanRequest/{id} with the full request as the client last saw it. Only the
 * writable fields count; which of them changed decides the event (patchEvent), and nothing
 * changed means no event at all. Changing signed terms voids the signatures.
 */
export function patchLoanRequest(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    const db = deps.firestore();
    const loaded = await loadRequestForParty(db, String(req.params.id), context.caller);
    const stored = loaded.doc;
    const body = parseBody(loanRequestPatchBodySchema, withDefault(req.body, 'initiatingCustomerId', stored.initiatingCustomerId));

    const incoming: WritableFields = {
      requestType: body.requestType,
      loanProposalDetails: body.loanProposalDetails,
      // The loan wish has its own call; a PATCH that leaves it out keeps it.
      initiatorRequestDetails: {
        ...body.initiatorRequestDetails,
        ...(body.initiatorRequestDetails.loanWish || !stored.initiatorRequestDetails.loanWish
          ? {}
          : { loanWish: stored.initiatorRequestDetails.loanWish }),
      },
      recipientRequestDetails: body.recipientRequestDetails,
    };
    const changed = changedWritableFields(stored, incoming);
    const patch = patchEvent(loaded.role, changed);
    if (!patch.ok) throw refusalError(patch.refusal);
    if (patch.event === null) {
      sendRequest(res, stored, loaded.role);
      return;
    }

    const decision = decideOrRefuse(loaded, patch.event);
    const changes: Partial<LoanRequestDocument> = Object.fromEntries(changed.map((field) => [field, incoming[field]]));
    if (decision.effects.has('void-signatures')) Object.assign(changes, { signatures: NO_SIGNATURES, consents: NO_CONSENTS });

    const batch = new LoanBatch(db);
    const updated = appendTransition(batch, loaded, context, {
      event: patch.event,
      next: decision.next,
      changes,
      details: { changedFields: changed, signaturesVoided: decision.effects.has('void-signatures') },
    });
    if (decision.effects.has('publish-wish')) {
      if (partyRoles(updated.requestType, 'initiator') !== 'borrower') {
        throw fieldError('requestType', 'Take the loan wish down before changing this request from borrowing to lending.');
      }
      writeWishProjection(batch, db, updated);
    }
    if (decision.effects.has('notify-recipient')) {
      batch.mail(requestWithdrawnMail(stored, appBaseUrl(deps.environment()), 'changed'));
    }
    await commitOrConflict(batch);
    sendRequest(res, updated, loaded.role);
  };
}

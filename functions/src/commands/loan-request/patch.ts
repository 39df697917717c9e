import { partyRoles, patchEvent } from '@kinloan/domain';
import { NO_CONSENTS, NO_SIGNATURES, type LoanRequestDocument } from '../../loans/loan-request-document';
import { requestAnswer } from '../../loans/request-answer';
import { changedWritableFields, type WritableFields } from '../../loans/request-details';
import { decideOrRefuse, LOAN_REQUEST_DOCS } from '../../loans/request-kind';
import { writeWishProjection } from '../../loans/wish-projection';
import { fieldError, refusalError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import { commitPendingLink, loadForPartyOrInvitee } from '../../platform/invitations';
import { commitRequestEvent } from './transition';

/**
 * PATCH /api/v1/loanRequest/{id} with the full request as the client last saw it. Only the
 * writable fields count; which of them changed decides the event (patchEvent), and nothing
 * changed means no event at all. Changing signed terms voids the signatures.
 */
export const patchLoanRequest: HttpCommand<'loanRequest.patch'> = async (ctx, { params, body }, deps) => {
  const loaded = await loadForPartyOrInvitee(deps, LOAN_REQUEST_DOCS, params.id, ctx.caller);
  const stored = loaded.doc;
  const incoming: WritableFields = {
    requestType: body.requestType,
    loanProposalDetails: body.loanProposalDetails,
    // The loan wish has its own call; a PATCH that leaves it out keeps it.
    initiatorRequestDetails: {
      ...body.initiatorRequestDetails,
      ...(body.initiatorRequestDetails.loanWish || !stored.initiatorRequestDetails.loanWish ? {} : { loanWish: stored.initiatorRequestDetails.loanWish }),
    },
    recipientRequestDetails: body.recipientRequestDetails,
  };
  const changed = changedWritableFields(stored, incoming);
  const patch = patchEvent(loaded.role, changed);
  if (!patch.ok) throw refusalError(patch.refusal);
  if (patch.event === null) {
    const linked = await commitPendingLink(deps.firestore(), loaded, ctx, LOAN_REQUEST_DOCS);
    return requestAnswer(linked.doc, linked.role);
  }

  const decision = decideOrRefuse(loaded, patch.event);
  const changes: Partial<LoanRequestDocument> = Object.fromEntries(changed.map((field) => [field, incoming[field]]));
  if (decision.effects.has('void-signatures')) Object.assign(changes, { signatures: NO_SIGNATURES, consents: NO_CONSENTS });
  const updated = await commitRequestEvent(deps, ctx, loaded, patch.event, decision, {
    changes,
    details: { changedFields: changed, signaturesVoided: decision.effects.has('void-signatures') },
    alsoWrite: (batch, next) => {
      if (!decision.effects.has('publish-wish')) return;
      if (partyRoles(next.requestType, 'initiator') !== 'borrower') {
        throw fieldError('requestType', 'Take the loan wish down before changing this request from borrowing to lending.');
      }
      writeWishProjection(batch, deps.firestore(), next);
    },
  });
  return requestAnswer(updated, loaded.role);
};

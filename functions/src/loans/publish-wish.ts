import type { RequestHandler } from 'express';
import { emptyBodySchema, loanWishSchema } from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { parseBody } from '../http/errors';
import { actionContext } from './action-context';
import { parseBodyField } from './body';
import { appendTransition, commitOrConflict, decideOrRefuse } from './event-log';
import { LoanBatch } from './firestore-ops';
import { loadRequestForParty } from './load-request';
import { sendRequest } from './request-answer';
import { removeWishProjection, writeWishProjection } from './wish-projection';

const unpublishBodySchema = emptyBodySchema('Taking a loan wish down');

/** POST /api/v1/loanRequests/{id}/publishWish {loanWish}: the borrower-initiator shows their wish. */
export function publishWish(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    const loanWish = parseBodyField(loanWishSchema, req.body, 'loanWish', 'Loan wish details are required: at least a headline.');
    const db = deps.firestore();
    const loaded = await loadRequestForParty(db, String(req.params.id), context.caller);
    const decision = decideOrRefuse(loaded, 'publish-wish');

    const batch = new LoanBatch(db);
    const updated = appendTransition(batch, loaded, context, {
      event: 'publish-wish',
      next: decision.next,
      changes: {
        initiatorRequestDetails: { ...loaded.doc.initiatorRequestDetails, loanWish },
        wishPublished: true,
        wishPublishedAt: context.now,
      },
      details: { loanWish },
    });
    writeWishProjection(batch, db, updated);
    await commitOrConflict(batch);
    sendRequest(res, updated, loaded.role);
  };
}

/** POST /api/v1/loanRequests/{id}/unpublishWish: the wish goes back to being a draft. */
export function unpublishWish(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    parseBody(unpublishBodySchema, req.body);
    const db = deps.firestore();
    const loaded = await loadRequestForParty(db, String(req.params.id), context.caller);
    const decision = decideOrRefuse(loaded, 'unpublish-wish');

    const batch = new LoanBatch(db);
    const updated = appendTransition(batch, loaded, context, {
      event: 'unpublish-wish',
      next: decision.next,
      changes: { wishPublished: false, wishPublishedAt: null },
    });
    removeWishProjection(batch, db, loaded.doc.id);
    await commitOrConflict(batch);
    sendRequest(res, updated, loaded.role);
  };
}

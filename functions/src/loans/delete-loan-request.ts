import type { RequestHandler } from 'express';
import type { ApiDependencies } from '../http/api-app';
import { actionContext } from './action-context';
import { appendTransition, commitOrConflict, decideOrRefuse } from './event-log';
import { LoanBatch } from './firestore-ops';
import { loadRequestForParty } from './load-request';
import { sendRequest } from './request-answer';
import { appBaseUrl } from '../config/environment';
import { requestWithdrawnMail } from './request-mail';
import { removeWishProjection } from './wish-projection';

/**
 * DELETE /api/v1/loanRequests/{id} → 200 with the request, now "deleted". The initiator may
 * withdraw it until the other party has signed. The document and its events stay: they are
 * the audit trail; the list simply stops showing it.
 */
export function deleteLoanRequest(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    const db = deps.firestore();
    const loaded = await loadRequestForParty(db, String(req.params.id), context.caller);
    const decision = decideOrRefuse(loaded, 'delete');

    const batch = new LoanBatch(db);
    const unpublish = decision.effects.has('unpublish-wish');
    const updated = appendTransition(batch, loaded, context, {
      event: 'delete',
      next: decision.next,
      changes: unpublish ? { wishPublished: false, wishPublishedAt: null } : {},
    });
    if (unpublish) removeWishProjection(batch, db, loaded.doc.id);
    if (decision.effects.has('notify-recipient')) batch.mail(requestWithdrawnMail(updated, appBaseUrl(deps.environment()), 'deleted'));
    await commitOrConflict(batch);
    sendRequest(res, updated, loaded.role);
  };
}

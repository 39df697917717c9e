import type { RequestHandler } from 'express';
import { rejectBodySchema } from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { parseBody } from '../http/errors';
import { actionContext } from './action-context';
import { appendTransition, commitOrConflict, decideOrRefuse } from './event-log';
import { LoanBatch } from './firestore-ops';
import { loadRequestForParty } from './load-request';
import { sendRequest } from './request-answer';
import { appBaseUrl } from '../config/environment';
import { requestRejectedMail } from './request-mail';

/** POST /api/v1/loanRequests/{id}/reject {rejectionReason}: the recipient declines, saying why. */
export function rejectLoanRequest(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    const { rejectionReason } = parseBody(rejectBodySchema, req.body);
    const db = deps.firestore();
    const loaded = await loadRequestForParty(db, String(req.params.id), context.caller);
    const decision = decideOrRefuse(loaded, 'reject');

    const batch = new LoanBatch(db);
    const updated = appendTransition(batch, loaded, context, {
      event: 'reject',
      next: decision.next,
      changes: { rejectionReason },
      details: { rejectionReason },
    });
    if (decision.effects.has('notify-initiator')) batch.mail(requestRejectedMail(updated, appBaseUrl(deps.environment())));
    await commitOrConflict(batch);
    sendRequest(res, updated, loaded.role);
  };
}

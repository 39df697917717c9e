import type { RequestHandler } from 'express';
import { decideStart, finalizeBodySchema, loanMachine, partyRoles } from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { HttpError, parseBody } from '../http/errors';
import { actionContext } from './action-context';
import { appendTransition, commitOrConflict, decideOrRefuse, eventRef, refusalError } from './event-log';
import { LoanBatch } from './firestore-ops';
import { loadRequestForParty } from './load-request';
import { LOANS, newLoanDocument } from './loan-document';
import { sendRequest } from './request-answer';
import { currentAgreement } from './request-agreement';
import { appBaseUrl } from '../config/environment';
import { executedMails } from './request-mail';

/**
 * POST /api/v2/loanRequests/{id}/finalize: a fully signed request becomes an executed loan.
 * The loan is created with a create-if-absent precondition in the same commit as the
 * request's event, so however many finalize calls race, exactly one loan exists.
 */
export function finalizeLoanRequest(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    parseBody(finalizeBodySchema, req.body);
    const db = deps.firestore();
    const loaded = await loadRequestForParty(db, String(req.params.id), context.caller);
    const decision = decideOrRefuse(loaded, 'finalize');
    const loanRole = partyRoles(loaded.doc.requestType, loaded.role);
    const start = decideStart(loanMachine, loanRole);
    if (!start.ok) throw refusalError(start.refusal);
    const agreement = currentAgreement(loaded.doc);
    if (!agreement) throw new HttpError('conflict', 'The loan terms are not complete, so there is no agreement to execute.');

    const loan = newLoanDocument(loaded.doc, agreement, context.now);
    const loanRef = db.collection(LOANS).doc(loan.id);
    const batch = new LoanBatch(db);
    const updated = appendTransition(batch, loaded, context, {
      event: 'finalize',
      next: decision.next,
      changes: { loanId: loan.id },
      details: { loanId: loan.id, agreementSha256: loan.agreementSha256 },
    });
    batch.create(eventRef(loanRef, 1), {
      seq: 1,
      type: 'create',
      actorCustomerId: context.caller.uid,
      role: loanRole,
      fromStatus: null,
      toStatus: start.next,
      at: context.now,
      ip: context.ip,
      userAgent: context.userAgent,
      details: { loanRequestId: loaded.doc.id, agreementSha256: loan.agreementSha256 },
    });
    batch.create(loanRef, loan);
    for (const mail of executedMails(updated, appBaseUrl(deps.environment()))) batch.mail(mail);
    await commitOrConflict(batch);
    sendRequest(res, updated, loaded.role);
  };
}

import type { RequestHandler } from 'express';
import { fieldErrors, loanProposalReadySchema, reviewBodySchema } from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { HttpError, parseBody } from '../http/errors';
import { actionContext } from './action-context';
import { appendTransition, commitOrConflict, decideOrRefuse } from './event-log';
import { LoanBatch } from './firestore-ops';
import { loadRequestForParty } from './load-request';
import type { LoanRequestDocument } from './loan-request-document';
import { sendRequest } from './request-answer';
import { currentAgreement } from './request-agreement';

/**
 * POST /api/v2/loanRequests/{id}/review. The initiator reviews a complete proposal: terms that
 * could not be printed and signed (no governing law, no hand-over) are a 400 naming them.
 */
export function reviewLoanRequest(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    parseBody(reviewBodySchema, req.body);
    const db = deps.firestore();
    const loaded = await loadRequestForParty(db, String(req.params.id), context.caller);
    const decision = decideOrRefuse(loaded, 'review');
    if (loaded.role === 'initiator') refuseIncompleteTerms(loaded.doc);

    const batch = new LoanBatch(db);
    const updated = appendTransition(batch, loaded, context, { event: 'review', next: decision.next });
    await commitOrConflict(batch);
    sendRequest(res, updated, loaded.role);
  };
}

/** 400 naming every missing or impossible term, as "loanProposalDetails.<field>". */
export function refuseIncompleteTerms(doc: LoanRequestDocument): void {
  const ready = loanProposalReadySchema.safeParse(doc.loanProposalDetails);
  if (!ready.success) {
    const fields = fieldErrors(ready.error).map((problem) => ({
      field: problem.field === 'body' ? 'loanProposalDetails' : `loanProposalDetails.${problem.field}`,
      message: problem.message,
    }));
    const detail = `Complete the loan terms before reviewing them: ${fields.map((field) => field.message).join(' ')}`;
    throw new HttpError('bad-request', detail, { fields });
  }
  if (!currentAgreement(doc)) {
    throw new HttpError('bad-request', 'These terms do not make a workable monthly schedule: the amount is too small for the number of months.', {
      fields: [{ field: 'loanProposalDetails.principalCents', message: 'Loan amount is too small for this many monthly payments.' }],
    });
  }
}

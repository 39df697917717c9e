import { decideStart, loanMachine, partyRoles } from '@kinloan/domain';
import { LOANS, newLoanDocument } from '../../loans/loan-document';
import { currentAgreement } from '../../loans/request-agreement';
import { AppError, refusalError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import { eventRecord, eventRef } from '../../platform/event-log';
import { transitionAndAnswer } from './transition';

/**
 * POST /api/v2/loanRequests/{id}/finalize: a fully signed request becomes an executed loan.
 * The loan is created with a create-if-absent precondition in the same commit as the
 * request's event, so however many finalize calls race, exactly one loan exists.
 */
export const finalizeLoanRequest: HttpCommand<'loanRequest.finalize'> = (ctx, { params }, deps) =>
  transitionAndAnswer(deps, ctx, params.id, 'finalize', (loaded) => {
    const loanRole = partyRoles(loaded.doc.requestType, loaded.role);
    const start = decideStart(loanMachine, loanRole);
    if (!start.ok) throw refusalError(start.refusal);
    const agreement = currentAgreement(loaded.doc);
    if (!agreement) throw new AppError('conflict', 'The loan terms are not complete, so there is no agreement to execute.');
    const loan = newLoanDocument(loaded.doc, agreement, ctx.now);
    const loanRef = deps.firestore().collection(LOANS).doc(loan.id);
    return {
      changes: { loanId: loan.id },
      details: { loanId: loan.id, agreementSha256: loan.agreementSha256 },
      alsoWrite: (batch) => {
        batch.create(eventRef(loanRef, 1), {
          ...eventRecord(1, ctx, loanRole, null, { type: 'create', next: start.next, details: { loanRequestId: loaded.doc.id, agreementSha256: loan.agreementSha256 } }),
        });
        batch.create(loanRef, loan);
      },
    };
  });

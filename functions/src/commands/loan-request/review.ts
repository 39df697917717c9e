import { fieldErrors, loanProposalReadySchema } from '@kinloan/domain';
import type { LoanRequestDocument } from '../../loans/loan-request-document';
import { currentAgreement } from '../../loans/request-agreement';
import { AppError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import { transitionAndAnswer } from './transition';

/** 400 naming every missing or impossible term, as "loanProposalDetails.<field>". */
export function refuseIncompleteTerms(doc: LoanRequestDocument): void {
  const ready = loanProposalReadySchema.safeParse(doc.loanProposalDetails);
  if (!ready.success) {
    const fields = fieldErrors(ready.error).map((problem) => ({
      field: problem.field === 'body' ? 'loanProposalDetails' : `loanProposalDetails.${problem.field}`,
      message: problem.message,
    }));
    const detail = `Complete the loan terms before reviewing them: ${fields.map((field) => field.message).join(' ')}`;
    throw new AppError('bad-request', detail, { fields });
  }
  if (!currentAgreement(doc)) {
    throw new AppError('bad-request', 'These terms do not make a workable monthly schedule: the amount is too small for the number of months.', {
      fields: [{ field: 'loanProposalDetails.principalCents', message: 'Loan amount is too small for this many monthly payments.' }],
    });
  }
}

/**
 * POST /api/v2/loanRequests/{id}/review. The initiator reviews a complete proposal: terms that
 * could not be printed and signed (no governing law, no hand-over) are a 400 naming them.
 */
export const reviewLoanRequest: HttpCommand<'loanRequest.review'> = (ctx, { params }, deps) =>
  transitionAndAnswer(deps, ctx, params.id, 'review', (loaded) => {
    if (loaded.role === 'initiator') refuseIncompleteTerms(loaded.doc);
    return {};
  });

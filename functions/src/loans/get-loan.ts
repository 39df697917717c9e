import type { RequestHandler } from 'express';
import type { LoanPaymentsResponse } from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { verifiedCaller } from './action-context';
import { loanResponse } from './loan-document';
import { loadLoanForParty } from './load-loan';

/** GET /api/v1/loans/{id} → LoanResponse for the lender or the borrower. */
export function getLoan(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const { loan, role } = await loadLoanForParty(deps.firestore(), String(req.params.id), verifiedCaller(req));
    res.set('Cache-Control', 'no-store').json(loanResponse(loan, role));
  };
}

/** GET /api/v1/loans/{id}/payments → { payments }: none until servicing records them. */
export function getLoanPayments(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    await loadLoanForParty(deps.firestore(), String(req.params.id), verifiedCaller(req));
    res.set('Cache-Control', 'no-store').json({ payments: [] } satisfies LoanPaymentsResponse);
  };
}

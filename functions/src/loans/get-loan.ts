import type { RequestHandler } from 'express';
import type { ApiDependencies } from '../http/api-app';
import { verifiedCaller } from './action-context';
import { sendLoan } from './loan-view';

/** GET /api/v1/loans/{id} → LoanResponse for the lender or the borrower, with the loan record. */
export function getLoan(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    await sendLoan(res, deps, String(req.params.id), verifiedCaller(req));
  };
}

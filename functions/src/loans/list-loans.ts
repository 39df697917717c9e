import type { RequestHandler } from 'express';
import type { LoanListResponse } from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { verifiedCaller } from './action-context';
import { runQuery } from './firestore-ops';
import { ownCustomerId } from './list-loan-requests';
import { LOANS, loanResponse, loanRoleOf, type LoanDocument } from './loan-document';

/** GET /api/v1/loans?customerId={id} → { loans } the caller lends or borrows, newest first (the dashboard). */
export function listLoans(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const caller = verifiedCaller(req);
    const uid = ownCustomerId(req.query.customerId, caller.uid);
    const snapshot = await runQuery(deps.firestore().collection(LOANS).where('partyIds', 'array-contains', uid));
    const loans = snapshot.docs
      .map((doc) => doc.data() as LoanDocument)
      .sort((a, b) => b.executedAt.localeCompare(a.executedAt))
      .flatMap((loan) => {
        const role = loanRoleOf(loan, uid);
        return role ? [loanResponse(loan, role)] : [];
      });
    res.set('Cache-Control', 'no-store').json({ loans } satisfies LoanListResponse);
  };
}

import type { RequestHandler } from 'express';
import type { LoanListResponse } from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { verifiedCaller } from './action-context';
import { runQuery } from './firestore-ops';
import { ownCustomerId } from './list-loan-requests';
import { LOANS, loanRoleOf, type LoanDocument } from './loan-document';
import { loadLoanView, loanResponse } from './loan-view';
import { todayUtc } from './servicing-state';

/** GET /api/v1/loans?customerId={id} → { loans } the caller lends or borrows, newest first (the dashboard). */
export function listLoans(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const caller = verifiedCaller(req);
    const uid = ownCustomerId(req.query.customerId, caller.uid);
    const db = deps.firestore();
    const snapshot = await runQuery(db.collection(LOANS).where('partyIds', 'array-contains', uid));
    const today = todayUtc();
    const mine = snapshot.docs
      .map((doc) => doc.data() as LoanDocument)
      .sort((a, b) => b.executedAt.localeCompare(a.executedAt))
      .flatMap((loan) => {
        const role = loanRoleOf(loan, uid);
        return role ? [{ loan, role }] : [];
      });
    const loans = await Promise.all(mine.map(async ({ loan, role }) => loanResponse(await loadLoanView(db, loan, today), role)));
    res.set('Cache-Control', 'no-store').json({ loans } satisfies LoanListResponse);
  };
}

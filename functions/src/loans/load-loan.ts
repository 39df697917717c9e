import type { Firestore } from 'firebase-admin/firestore';
import type { LoanRole } from '@kinloan/domain';
import { HttpError } from '../http/errors';
import type { LoanCaller } from './action-context';
import { readDocument } from './firestore-ops';
import { isDocumentId } from './load-request';
import { LOANS, loanRoleOf, type LoanDocument } from './loan-document';

export const LOAN_NOT_FOUND = 'There is no loan with this id. A loan exists once both parties have signed and it is finalized.';
const NOT_YOUR_LOAN = 'Only the lender and the borrower can see this loan.';

/** The loan and the caller's role in it: 404 unknown, 403 anyone else. */
export async function loadLoanForParty(db: Firestore, id: string, caller: LoanCaller): Promise<{ loan: LoanDocument; role: LoanRole }> {
  if (!isDocumentId(id)) throw new HttpError('not-found', LOAN_NOT_FOUND);
  const snapshot = await readDocument(db.collection(LOANS).doc(id));
  const loan = snapshot.data() as LoanDocument | undefined;
  if (!snapshot.exists || !loan) throw new HttpError('not-found', LOAN_NOT_FOUND);
  const role = loanRoleOf(loan, caller.uid);
  if (!role) throw new HttpError('forbidden', NOT_YOUR_LOAN);
  return { loan, role };
}

import { decideLoan, type LoanEvent, type LoanRole, type LoanStatus } from '@kinloan/domain';
import { refusalError } from '../platform/app-error';
import type { CallContext, Caller } from '../platform/context';
import type { Dependencies } from '../platform/deps';
import { appendEvent, withRetries, type EventPlan, type Loaded } from '../platform/event-log';
import type { CommitBatch } from '../platform/store';
import { reminderDatesOf } from './ledger-terms';
import { loadForParty, type PartyDocumentKind } from '../platform/load-for-party';
import { LOANS, loanRoleOf, type LoanDocument } from './loan-document';

export const LOAN_NOT_FOUND = 'There is no loan with this id. A loan exists once both parties have signed and it is finalized.';
export const NOT_YOUR_LOAN = 'Only the lender and the borrower can see this loan.';
export const LOAN_RACE_LOST =
  'Many changes reached this loan at the same moment and yours could not be saved. Refresh and try again.';

/** Executed loans as the platform loads and logs them. */
export const LOAN_DOCS: PartyDocumentKind<LoanDocument, LoanRole> = {
  collection: LOANS,
  notFound: LOAN_NOT_FOUND,
  notAParty: NOT_YOUR_LOAN,
  roleOf: loanRoleOf,
};

export type LoadedLoan = Loaded<LoanDocument, LoanRole>;

export function loadLoan(deps: Dependencies, id: string, caller: Caller): Promise<LoadedLoan> {
  return loadForParty(deps.firestore(), LOAN_DOCS, id, caller);
}

/** The loan machine's answer for this party: the next status, or 409 (not now) / 403 (not you). */
export function decideLoanOrRefuse(loaded: Pick<LoadedLoan, 'doc' | 'role'>, event: LoanEvent, balanceCents: number): LoanStatus {
  const decision = decideLoan(loaded.doc.status, event, loaded.role, { balanceCents, payoffLetterKept: Boolean(loaded.doc.payoffLetter) });
  if (!decision.ok) throw refusalError(decision.refusal);
  return decision.next;
}

/**
 * Unlike a request, a loan has many legitimate writers at once (twenty payments recorded in
 * the same second are twenty payments), so the loser of a race does not answer 409: it reads
 * the loan again and decides afresh, a bounded number of times (platform/event-log.ts).
 */
export function withLoanRetries<T>(attempt: () => Promise<T>): Promise<T> {
  return withRetries(attempt, LOAN_RACE_LOST);
}

/**
 * A loan's event and its changes, as platform/event-log.ts appends them, plus what the loan
 * keeps for the reminder job: when the payments that move the balance or the status change,
 * its reminder days are worked out again in the same commit.
 */
export function appendLoanEvent(batch: CommitBatch, loaded: LoadedLoan, ctx: CallContext, plan: EventPlan<LoanDocument, LoanEvent, LoanStatus>): LoanDocument {
  const after = { ...loaded.doc, ...plan.changes, status: plan.next };
  const moved = plan.changes?.confirmedPayments !== undefined || plan.next !== loaded.doc.status;
  const changes = moved ? { ...plan.changes, reminderDates: reminderDatesOf(after) } : plan.changes;
  return appendEvent(batch, loaded, ctx, { ...plan, ...(changes ? { changes } : {}) });
}

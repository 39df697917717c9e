import type { RequestHandler } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import {
  endEventFor,
  endLoanBodySchema,
  formatLongDate,
  LOAN_FORGIVENESS_TAX_NOTE,
  payoffAmountCents,
  type CalendarDate,
  type EndLoanBody,
  type Ledger,
  type LoanEndSummary,
} from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { fieldError, parseBody } from '../http/errors';
import { actionContext, type ActionContext } from './action-context';
import { LoanBatch } from './firestore-ops';
import { appendLoanEvent, commitLoanAction, decideLoanOrRefuse, loadLoanForAction, withLoanRetries } from './loan-action';
import { sendLoan } from './loan-view';
import { appBaseUrl } from '../config/environment';
import { loanEndedMails } from './servicing-mail';
import { ledgerOf, ledgerTermsOf, todayUtc } from './servicing-state';

/**
 * POST /api/v1/loans/{id}/end {endDate, status, reason?}: paid off (only at a zero balance,
 * by either party), forgiven (only by the lender, with the gift-tax note), or ended for
 * another reason (the lender, with the reason). The loan machine decides; an ended loan takes
 * no more payments and gets no more reminders. Both parties are told. 200 with the loan.
 */
export function endLoan(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    const body = parseBody(endLoanBodySchema, req.body);
    const db = deps.firestore();
    const base = appBaseUrl(deps.environment());
    await withLoanRetries(() => attempt(db, String(req.params.id), context, body, base));
    await sendLoan(res, deps, String(req.params.id), context.caller);
  };
}

/** The end date lies within the loan's life as recorded: not before the last confirmed payment, not ahead. */
function checkEndDate(endDate: CalendarDate, ledger: Ledger, loanStartDate: CalendarDate, today: CalendarDate): void {
  const earliest = ledger.position.accruedThrough > loanStartDate ? ledger.position.accruedThrough : loanStartDate;
  if (endDate < earliest) {
    throw fieldError('endDate', `End date can't be before ${formatLongDate(earliest)}, the loan's start or its latest confirmed payment.`);
  }
  if (endDate > today) throw fieldError('endDate', `End date can't be in the future (today is ${formatLongDate(today)}).`);
}

async function attempt(db: Firestore, loanId: string, context: ActionContext, body: EndLoanBody, base: string): Promise<void> {
  const loaded = await loadLoanForAction(db, loanId, context);
  const today = todayUtc();
  const ledger = ledgerOf(loaded.loan, today);
  const next = decideLoanOrRefuse(loaded, endEventFor(body.status), ledger.balanceCents);
  checkEndDate(body.endDate, ledger, ledgerTermsOf(loaded.loan).loanStartDate, today);
  if (next === 'active') throw new Error(`the loan machine kept loan ${loanId} active on ${body.status}`);
  const end: LoanEndSummary = {
    status: next,
    endDate: body.endDate,
    reason: body.reason ?? null,
    endedByCustomerId: context.caller.uid,
    endedAt: context.now,
    balanceAtEndCents: payoffAmountCents(ledger.position, body.endDate),
    taxNote: next === 'forgiven' ? LOAN_FORGIVENESS_TAX_NOTE : null,
  };
  const batch = new LoanBatch(db);
  appendLoanEvent(batch, loaded, context, {
    event: endEventFor(body.status),
    next,
    changes: { endDate: body.endDate, end },
    details: { endDate: end.endDate, reason: end.reason, balanceAtEndCents: end.balanceAtEndCents },
  });
  for (const mail of loanEndedMails(loaded.loan, end, base)) batch.mail(mail);
  await commitLoanAction(batch);
}

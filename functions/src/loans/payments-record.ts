import type { RequestHandler } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { decidePaymentRecord, recordPaymentBodySchema, type RecordPaymentBody } from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { parseBody } from '../http/errors';
import { actionContext, type ActionContext } from './action-context';
import { refusalError } from './event-log';
import { LoanBatch } from './firestore-ops';
import { appendLoanEvent, commitLoanAction, decideLoanOrRefuse, loadLoanForAction, withLoanRetries } from './loan-action';
import { paymentIdFor, paymentRef, paymentResponse, type PaymentDocument } from './payment-document';
import { fingerprintOf, idempotencyKeyOf, idempotencyRef, storedAnswer, type StoredPaymentAnswer } from './payments-idempotency';
import { checkPaymentDate, ledgerWithPayment } from './payments-rules';
import { appBaseUrl } from '../config/environment';
import { paymentConfirmedMail, paymentToConfirmMail } from './servicing-mail';
import { confirmedPaymentsOf, ledgerOf, ledgerTermsOf, todayUtc } from './servicing-state';

/**
 * POST /api/v1/loans/{id}/payments with an Idempotency-Key header. The borrower's record
 * waits for the lender's confirmation; the lender's is confirmed at once and moves the
 * balance. 201 with the payment (and, once confirmed, how it was applied).
 */
export function recordPayment(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    const key = idempotencyKeyOf(req);
    const body = parseBody(recordPaymentBodySchema, req.body);
    const db = deps.firestore();
    const base = appBaseUrl(deps.environment());
    const answer = await withLoanRetries(() => attemptRecord(db, String(req.params.id), context, key, body, base));
    res.status(answer.status).json(answer.body);
  };
}

async function attemptRecord(
  db: Firestore,
  loanId: string,
  context: ActionContext,
  key: string,
  body: RecordPaymentBody,
  base: string,
): Promise<StoredPaymentAnswer> {
  const loaded = await loadLoanForAction(db, loanId, context);
  const idempotency = idempotencyRef(loaded.ref, context.caller.uid, key);
  const fingerprint = fingerprintOf(body);
  const replay = await storedAnswer(idempotency, fingerprint);
  if (replay) return replay;

  const today = todayUtc();
  const { loan } = loaded;
  const before = ledgerOf(loan, today);
  const next = decideLoanOrRefuse(loaded, 'record-payment', before.balanceCents);
  const start = decidePaymentRecord(loaded.role);
  if (!start.ok) throw refusalError(start.refusal);
  const terms = ledgerTermsOf(loan);
  checkPaymentDate(body.paidOn, terms.loanStartDate, today);

  const seq = loan.eventCount + 1;
  const payment: PaymentDocument = {
    id: paymentIdFor(seq),
    loanId: loan.id,
    amountCents: body.amountCents,
    paidOn: body.paidOn,
    method: body.method,
    note: body.note ?? null,
    status: start.next,
    recordedBy: loaded.role,
    recordedByCustomerId: context.caller.uid,
    disputeReason: null,
    createdAt: context.now,
    updatedAt: context.now,
  };
  const candidate = { id: payment.id, amountCents: payment.amountCents, paidOn: payment.paidOn };
  // Checked for a pending payment too: the lender should never be asked to confirm the impossible.
  const after = ledgerWithPayment(terms, confirmedPaymentsOf(loan), candidate, today);
  const confirmed = payment.status === 'confirmed';
  const ledger = confirmed ? after : before;

  const stored: StoredPaymentAnswer = {
    callerCustomerId: context.caller.uid,
    fingerprint,
    status: 201,
    body: paymentResponse(payment, ledger),
    paymentId: payment.id,
    createdAt: context.now,
  };
  const batch = new LoanBatch(db);
  appendLoanEvent(batch, loaded, context, {
    event: 'record-payment',
    next,
    changes: confirmed ? { confirmedPayments: [...confirmedPaymentsOf(loan), candidate] } : {},
    details: { paymentId: payment.id, amountCents: payment.amountCents, paidOn: payment.paidOn, method: payment.method, paymentStatus: payment.status },
  });
  batch.create(paymentRef(db, loan.id, payment.id), payment);
  batch.create(idempotency, stored);
  batch.mail(confirmed ? paymentConfirmedMail(loan, payment, after.balanceCents, base) : paymentToConfirmMail(loan, payment, base));
  await commitLoanAction(batch);
  return stored;
}

import { decidePaymentRecord, paymentsToConfirmAfter, type RecordPaymentBody } from '@kinloan/domain';
import { appBaseUrl } from '../../config/environment';
import { appendLoanEvent, decideLoanOrRefuse, loadLoan, withLoanRetries } from '../../loans/loan-kind';
import { paymentIdFor, paymentRef, paymentResponse, paymentsToConfirmOf, type PaymentDocument } from '../../loans/payment-document';
import { fingerprintOf, idempotencyKeyOf, idempotencyRef, storedAnswer, type StoredPaymentAnswer } from '../../loans/payments-idempotency';
import { checkPaymentDate, ledgerWithPayment } from '../../loans/payments-rules';
import { paymentConfirmedMail, paymentToConfirmMail } from '../../loans/servicing-mail';
import { confirmedPaymentsOf, ledgerOf, ledgerTermsOf, todayUtc } from '../../loans/servicing-state';
import { refusalError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import type { CallContext } from '../../platform/context';
import type { Dependencies } from '../../platform/deps';
import { commitOrRetry } from '../../platform/event-log';
import { CommitBatch } from '../../platform/store';

/**
 * POST /api/v1/loans/{id}/payments with an Idempotency-Key header. The borrower's record
 * waits for the lender's confirmation; the lender's is confirmed at once and moves the
 * balance. 201 with the payment (and, once confirmed, how it was applied); a retry with the
 * same key answers the first answer again.
 */
export const recordPayment: HttpCommand<'loan.recordPayment'> = async (ctx, { params, body, headers }, deps) => {
  const key = idempotencyKeyOf(headers['idempotency-key']);
  const answer = await withLoanRetries(() => attemptRecord(deps, params.id, ctx, key, body));
  return answer.body;
};

async function attemptRecord(deps: Dependencies, loanId: string, ctx: CallContext, key: string, body: RecordPaymentBody): Promise<StoredPaymentAnswer> {
  const db = deps.firestore();
  const loaded = await loadLoan(deps, loanId, ctx.caller);
  const idempotency = idempotencyRef(loaded.ref, ctx.caller.uid, key);
  const fingerprint = fingerprintOf(body);
  const replay = await storedAnswer(idempotency, fingerprint);
  if (replay) return replay;

  const today = todayUtc();
  const loan = loaded.doc;
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
    recordedByCustomerId: ctx.caller.uid,
    disputeReason: null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  const candidate = { id: payment.id, amountCents: payment.amountCents, paidOn: payment.paidOn };
  // Checked for a pending payment too: the lender should never be asked to confirm the impossible.
  const after = ledgerWithPayment(terms, confirmedPaymentsOf(loan), candidate, today);
  const confirmed = payment.status === 'confirmed';
  const ledger = confirmed ? after : before;

  const stored: StoredPaymentAnswer = {
    callerCustomerId: ctx.caller.uid,
    fingerprint,
    status: 201,
    body: paymentResponse(payment, ledger),
    paymentId: payment.id,
    createdAt: ctx.now,
  };
  const base = appBaseUrl(deps.environment());
  const batch = new CommitBatch(db);
  appendLoanEvent(batch, loaded, ctx, {
    type: 'record-payment',
    next,
    changes: confirmed
      ? { confirmedPayments: [...confirmedPaymentsOf(loan), candidate] }
      : { paymentsToConfirm: paymentsToConfirmAfter(await paymentsToConfirmOf(db, loan), payment) },
    details: { paymentId: payment.id, amountCents: payment.amountCents, paidOn: payment.paidOn, method: payment.method, paymentStatus: payment.status },
  });
  batch.create(paymentRef(db, loan.id, payment.id), payment);
  batch.create(idempotency, stored);
  batch.mail(confirmed ? paymentConfirmedMail(loan, payment, after.balanceCents, base) : paymentToConfirmMail(loan, payment, base));
  await commitOrRetry(batch);
  return stored;
}

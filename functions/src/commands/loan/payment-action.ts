import type { Firestore } from 'firebase-admin/firestore';
import { decidePayment, isDocumentId, paymentsToConfirmAfter, type LoanEvent, type PaymentEvent } from '@kinloan/domain';
import { appBaseUrl } from '../../config/environment';
import type { LoanDocument } from '../../loans/loan-document';
import { appendLoanEvent, decideLoanOrRefuse, loadLoan, withLoanRetries } from '../../loans/loan-kind';
import { paymentRef, paymentResponse, paymentsToConfirmOf, type PaymentDocument } from '../../loans/payment-document';
import { ledgerWithPayment } from '../../loans/payments-rules';
import { paymentConfirmedMail, paymentDisputedMail, paymentWithdrawnMail } from '../../loans/servicing-mail';
import { confirmedPaymentsOf, ledgerOf, ledgerTermsOf, todayUtc } from '../../loans/servicing-state';
import type { OutgoingMail } from '../../mail/outbox';
import { AppError, refusalError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import type { CallContext } from '../../platform/context';
import type { Dependencies } from '../../platform/deps';
import { commitOrRetry } from '../../platform/event-log';
import { CommitBatch, readDocument } from '../../platform/store';

/**
 * POST /api/v1/loans/{id}/payments/{paymentId}/confirm | dispute | withdraw: the lender
 * confirms or disputes a payment the borrower recorded; the borrower withdraws their own.
 * The loan machine says whether the loan takes it, the payment machine whether the payment
 * does. Confirming re-checks the payoff rule against the ledger as it is at that moment.
 * 200 with the payment.
 */

export const PAYMENT_NOT_FOUND = 'There is no payment with this id on this loan.';

const LOAN_EVENT: Readonly<Record<PaymentEvent, LoanEvent>> = {
  confirm: 'confirm-payment',
  dispute: 'dispute-payment',
  withdraw: 'withdraw-payment',
};

export async function loadPayment(db: Firestore, loanId: string, paymentId: string): Promise<PaymentDocument> {
  if (!isDocumentId(paymentId)) throw new AppError('not-found', PAYMENT_NOT_FOUND);
  const snapshot = await readDocument(paymentRef(db, loanId, paymentId));
  const payment = snapshot.data() as PaymentDocument | undefined;
  if (!snapshot.exists || !payment) throw new AppError('not-found', PAYMENT_NOT_FOUND);
  return payment;
}

interface PaymentActionRequest {
  readonly event: PaymentEvent;
  readonly loanId: string;
  readonly paymentId: string;
  readonly reason: string | null;
}

function mailFor(request: PaymentActionRequest, loan: LoanDocument, payment: PaymentDocument, balanceCents: number, base: string): OutgoingMail | null {
  if (request.event === 'confirm') return paymentConfirmedMail(loan, payment, balanceCents, base);
  if (request.event === 'dispute') return paymentDisputedMail(loan, payment, request.reason ?? '', base);
  return paymentWithdrawnMail(loan, payment, base);
}

async function attempt(deps: Dependencies, request: PaymentActionRequest, ctx: CallContext) {
  const db = deps.firestore();
  // The loan first: any later change to the payment comes with a loan event this commit would collide with.
  const loaded = await loadLoan(deps, request.loanId, ctx.caller);
  const payment = await loadPayment(db, loaded.doc.id, request.paymentId);
  const today = todayUtc();
  const loan = loaded.doc;
  const before = ledgerOf(loan, today);
  const next = decideLoanOrRefuse(loaded, LOAN_EVENT[request.event], before.balanceCents);
  const decision = decidePayment(payment.status, request.event, loaded.role);
  if (!decision.ok) throw refusalError(decision.refusal);
  if (request.event === 'withdraw' && payment.recordedByCustomerId !== ctx.caller.uid) {
    throw new AppError('forbidden', 'Only the person who recorded a payment can withdraw it.');
  }

  const updated: PaymentDocument = {
    ...payment,
    status: decision.next,
    disputeReason: request.event === 'dispute' ? request.reason : payment.disputeReason,
    updatedAt: ctx.now,
  };
  let changes: Partial<LoanDocument> = { paymentsToConfirm: paymentsToConfirmAfter(await paymentsToConfirmOf(db, loan), updated) };
  let ledger = before;
  if (decision.effects.includes('apply-payment')) {
    const candidate = { id: payment.id, amountCents: payment.amountCents, paidOn: payment.paidOn };
    ledger = ledgerWithPayment(ledgerTermsOf(loan), confirmedPaymentsOf(loan), candidate, today);
    changes = { ...changes, confirmedPayments: [...confirmedPaymentsOf(loan), candidate] };
  }

  const batch = new CommitBatch(db);
  appendLoanEvent(batch, loaded, ctx, {
    type: LOAN_EVENT[request.event],
    next,
    changes,
    details: { paymentId: payment.id, fromPaymentStatus: payment.status, toPaymentStatus: updated.status, ...(request.reason ? { reason: request.reason } : {}) },
  });
  batch.update(paymentRef(db, loan.id, payment.id), { status: updated.status, disputeReason: updated.disputeReason, updatedAt: updated.updatedAt });
  batch.mail(mailFor(request, loan, updated, ledger.balanceCents, appBaseUrl(deps.environment())));
  await commitOrRetry(batch);
  return paymentResponse(updated, ledger);
}

function act(deps: Dependencies, ctx: CallContext, request: PaymentActionRequest) {
  return withLoanRetries(() => attempt(deps, request, ctx));
}

export const confirmPayment: HttpCommand<'loan.confirmPayment'> = (ctx, { params }, deps) =>
  act(deps, ctx, { event: 'confirm', loanId: params.id, paymentId: params.paymentId, reason: null });

export const withdrawPayment: HttpCommand<'loan.withdrawPayment'> = (ctx, { params }, deps) =>
  act(deps, ctx, { event: 'withdraw', loanId: params.id, paymentId: params.paymentId, reason: null });

export const disputePayment: HttpCommand<'loan.disputePayment'> = (ctx, { params, body }, deps) =>
  act(deps, ctx, { event: 'dispute', loanId: params.id, paymentId: params.paymentId, reason: body.reason });

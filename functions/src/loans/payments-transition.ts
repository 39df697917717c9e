import type { RequestHandler } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import {
  confirmPaymentBodySchema,
  decidePayment,
  disputePaymentBodySchema,
  withdrawPaymentBodySchema,
  type LoanEvent,
  type LoanPaymentResponse,
  type PaymentEvent,
} from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { HttpError, parseBody } from '../http/errors';
import type { OutgoingMail } from '../mail/outbox';
import { actionContext, type ActionContext } from './action-context';
import { refusalError } from './event-log';
import { LoanBatch, readDocument } from './firestore-ops';
import { isDocumentId } from './load-request';
import { appendLoanEvent, commitLoanAction, decideLoanOrRefuse, loadLoanForAction, withLoanRetries } from './loan-action';
import type { LoanDocument } from './loan-document';
import { paymentRef, paymentResponse, type PaymentDocument } from './payment-document';
import { ledgerWithPayment } from './payments-rules';
import { appBaseUrl } from '../config/environment';
import { paymentConfirmedMail, paymentDisputedMail, paymentWithdrawnMail } from './servicing-mail';
import { confirmedPaymentsOf, ledgerOf, ledgerTermsOf, todayUtc } from './servicing-state';

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

interface PaymentActionRequest {
  readonly event: PaymentEvent;
  readonly loanId: string;
  readonly paymentId: string;
  readonly reason: string | null;
}

export function paymentAction(deps: ApiDependencies, event: PaymentEvent): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    let reason: string | null = null;
    if (event === 'dispute') reason = parseBody(disputePaymentBodySchema, req.body).reason;
    else parseBody(event === 'confirm' ? confirmPaymentBodySchema : withdrawPaymentBodySchema, req.body);
    const request: PaymentActionRequest = { event, loanId: String(req.params.id), paymentId: String(req.params.paymentId), reason };
    const db = deps.firestore();
    const base = appBaseUrl(deps.environment());
    const body = await withLoanRetries(() => attempt(db, request, context, base));
    res.json(body);
  };
}

export async function loadPayment(db: Firestore, loanId: string, paymentId: string): Promise<PaymentDocument> {
  if (!isDocumentId(paymentId)) throw new HttpError('not-found', PAYMENT_NOT_FOUND);
  const snapshot = await readDocument(paymentRef(db, loanId, paymentId));
  const payment = snapshot.data() as PaymentDocument | undefined;
  if (!snapshot.exists || !payment) throw new HttpError('not-found', PAYMENT_NOT_FOUND);
  return payment;
}

async function attempt(db: Firestore, request: PaymentActionRequest, context: ActionContext, base: string): Promise<LoanPaymentResponse> {
  // The loan first: any later change to the payment comes with a loan event this commit would collide with.
  const loaded = await loadLoanForAction(db, request.loanId, context);
  const payment = await loadPayment(db, loaded.loan.id, request.paymentId);
  const today = todayUtc();
  const { loan } = loaded;
  const before = ledgerOf(loan, today);
  const next = decideLoanOrRefuse(loaded, LOAN_EVENT[request.event], before.balanceCents);
  const decision = decidePayment(payment.status, request.event, loaded.role);
  if (!decision.ok) throw refusalError(decision.refusal);
  if (request.event === 'withdraw' && payment.recordedByCustomerId !== context.caller.uid) {
    throw new HttpError('forbidden', 'Only the person who recorded a payment can withdraw it.');
  }

  const updated: PaymentDocument = {
    ...payment,
    status: decision.next,
    disputeReason: request.event === 'dispute' ? request.reason : payment.disputeReason,
    updatedAt: context.now,
  };
  let changes: Partial<LoanDocument> = {};
  let ledger = before;
  if (decision.effects.includes('apply-payment')) {
    const candidate = { id: payment.id, amountCents: payment.amountCents, paidOn: payment.paidOn };
    ledger = ledgerWithPayment(ledgerTermsOf(loan), confirmedPaymentsOf(loan), candidate, today);
    changes = { confirmedPayments: [...confirmedPaymentsOf(loan), candidate] };
  }

  const batch = new LoanBatch(db);
  appendLoanEvent(batch, loaded, context, {
    event: LOAN_EVENT[request.event],
    next,
    changes,
    details: { paymentId: payment.id, fromPaymentStatus: payment.status, toPaymentStatus: updated.status, ...(request.reason ? { reason: request.reason } : {}) },
  });
  batch.update(paymentRef(db, loan.id, payment.id), { status: updated.status, disputeReason: updated.disputeReason, updatedAt: updated.updatedAt });
  batch.mail(mailFor(request, loan, updated, ledger.balanceCents, base));
  await commitLoanAction(batch);
  return paymentResponse(updated, ledger);
}

function mailFor(request: PaymentActionRequest, loan: LoanDocument, payment: PaymentDocument, balanceCents: number, base: string): OutgoingMail | null {
  if (request.event === 'confirm') return paymentConfirmedMail(loan, payment, balanceCents, base);
  if (request.event === 'dispute') return paymentDisputedMail(loan, payment, request.reason ?? '', base);
  return paymentWithdrawnMail(loan, payment, base);
}

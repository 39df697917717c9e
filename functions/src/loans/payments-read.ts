import type { RequestHandler } from 'express';
import type { LoanPaymentResponse, LoanPaymentsResponse } from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { verifiedCaller } from './action-context';
import { loadLoanForParty } from './load-loan';
import { loadPayments, paymentResponse } from './payment-document';
import { loadPayment } from './payments-transition';
import { ledgerOf, todayUtc } from './servicing-state';

/** GET /api/v1/loans/{id}/payments → { payments } in the order recorded, each confirmed one with its allocation. */
export function getLoanPayments(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const db = deps.firestore();
    const { loan } = await loadLoanForParty(db, String(req.params.id), verifiedCaller(req));
    const ledger = ledgerOf(loan, todayUtc());
    const payments = (await loadPayments(db, loan.id)).map((payment) => paymentResponse(payment, ledger));
    res.set('Cache-Control', 'no-store').json({ payments } satisfies LoanPaymentsResponse);
  };
}

/** GET /api/v1/loans/{id}/payments/{paymentId} → one payment with its allocation: the receipt. */
export function getLoanPayment(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const db = deps.firestore();
    const { loan } = await loadLoanForParty(db, String(req.params.id), verifiedCaller(req));
    const payment = await loadPayment(db, loan.id, String(req.params.paymentId));
    res.set('Cache-Control', 'no-store').json(paymentResponse(payment, ledgerOf(loan, todayUtc())) satisfies LoanPaymentResponse);
  };
}

import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type {
  CalendarDate,
  Cents,
  Ledger,
  LoanPaymentAllocation,
  LoanPaymentResponse,
  LoanRole,
  PaymentMethod,
  PaymentStatus,
  PaymentToConfirm,
} from '@kinloan/domain';
import { runQuery } from '../platform/store';
import { LOANS, type LoanDocument } from './loan-document';

/**
 * `loans/{id}/payments/{paymentId}`: one payment as recorded, with its status. The id is the
 * loan event that recorded it ("p000007"), so ids sort in the order payments were recorded
 * and the ledger orders same-day payments the same way every time.
 */
export const PAYMENTS = 'payments';

export interface PaymentDocument {
  readonly id: string;
  readonly loanId: string;
  readonly amountCents: Cents;
  readonly paidOn: CalendarDate;
  readonly method: PaymentMethod;
  readonly note: string | null;
  readonly status: PaymentStatus;
  readonly recordedBy: LoanRole;
  readonly recordedByCustomerId: string;
  readonly disputeReason: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export function paymentIdFor(seq: number): string {
  return `p${String(seq).padStart(6, '0')}`;
}

export function paymentRef(db: Firestore, loanId: string, paymentId: string): DocumentReference {
  return db.collection(LOANS).doc(loanId).collection(PAYMENTS).doc(paymentId);
}

/** Every payment of a loan, in the order recorded. */
export async function loadPayments(db: Firestore, loanId: string): Promise<PaymentDocument[]> {
  const snapshot = await runQuery(db.collection(LOANS).doc(loanId).collection(PAYMENTS));
  return snapshot.docs.map((doc) => doc.data() as PaymentDocument).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The payments waiting for the lender, as the loan keeps them. A loan that took payments
 * before the loan kept this list has it worked out from its payments, once: the next
 * payment change writes it.
 */
export async function paymentsToConfirmOf(db: Firestore, loan: LoanDocument): Promise<readonly PaymentToConfirm[]> {
  if (loan.paymentsToConfirm) return loan.paymentsToConfirm;
  const payments = await loadPayments(db, loan.id);
  return payments.filter((p) => p.status === 'pending-confirmation').map(({ id, amountCents, paidOn }) => ({ id, amountCents, paidOn }));
}

/** How the ledger applied a confirmed payment; null for any other status. */
export function allocationIn(ledger: Ledger, payment: Pick<PaymentDocument, 'id' | 'status'>): LoanPaymentAllocation | null {
  if (payment.status !== 'confirmed') return null;
  const applied = ledger.payments.find((p) => p.id === payment.id);
  if (!applied) return null;
  return {
    interestCents: applied.interestCents,
    principalCents: applied.principalCents,
    extraPrincipalCents: applied.extraPrincipalCents,
    balanceAfterCents: applied.balanceAfterCents,
    cumulativeInterestCents: applied.cumulativeInterestCents,
  };
}

export function paymentResponse(payment: PaymentDocument, ledger: Ledger): LoanPaymentResponse {
  return {
    id: payment.id,
    amountCents: payment.amountCents,
    paidOn: payment.paidOn,
    method: payment.method,
    note: payment.note,
    status: payment.status,
    recordedBy: payment.recordedBy,
    recordedByCustomerId: payment.recordedByCustomerId,
    disputeReason: payment.disputeReason,
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
    allocation: allocationIn(ledger, payment),
  };
}

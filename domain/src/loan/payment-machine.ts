import { decide, decideStart, type Decision, type Machine } from '../machine';
import type { CalendarDate } from '../dates';
import type { Cents } from '../money';
import type { LoanRole } from './loan-machine';

/**
 * One payment on an executed loan. Only confirmed payments change the balance: money the
 * borrower says they sent counts once the lender agrees it arrived, so the ledger never
 * shows a balance one of them disputes.
 */

export const PAYMENT_STATUSES = ['pending-confirmation', 'confirmed', 'disputed', 'withdrawn'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_EVENTS = ['confirm', 'dispute', 'withdraw'] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

export type PaymentEffect =
  | 'apply-payment' // allocate (interest first, then principal) and recompute the remaining schedule
  | 'record-dispute-reason'
  | 'notify-lender'
  | 'notify-borrower';

// A confirmed payment has already moved the balance; undoing it is a correcting entry, not
// a transition. A withdrawn one was a mistake the borrower took back.
export const TERMINAL_PAYMENT_STATUSES = ['confirmed', 'withdrawn'] as const satisfies readonly PaymentStatus[];

const confirm = { roles: ['lender'], next: 'confirmed', effects: ['apply-payment', 'notify-borrower'] } as const;
const withdraw = { roles: ['borrower'], next: 'withdrawn', effects: ['notify-lender'] } as const;

export const paymentMachine: Machine<PaymentStatus, PaymentEvent, LoanRole, PaymentEffect> = {
  noun: 'payment',
  statuses: PAYMENT_STATUSES,
  events: PAYMENT_EVENTS,
  roles: ['lender', 'borrower'],
  terminal: TERMINAL_PAYMENT_STATUSES,
  // The lender is the one who would be wronged by a false record, so their word suffices.
  start: {
    borrower: { next: 'pending-confirmation', effects: ['notify-lender'] },
    lender: { next: 'confirmed', effects: ['apply-payment', 'notify-borrower'] },
  },
  table: {
    'pending-confirmation': {
      confirm,
      dispute: { roles: ['lender'], next: 'disputed', effects: ['record-dispute-reason', 'notify-borrower'] },
      withdraw,
    },
    // After talking it over the lender may still confirm, or the borrower take it back.
    disputed: { confirm, withdraw },
    confirmed: {},
    withdrawn: {},
  },
  labels: {
    status: {
      'pending-confirmation': "waiting for the lender's confirmation",
      confirmed: 'already confirmed',
      disputed: 'disputed',
      withdrawn: 'withdrawn',
    },
    event: { confirm: 'confirm it', dispute: 'dispute it', withdraw: 'withdraw it' },
    role: { lender: 'the lender', borrower: 'the borrower' },
  },
};

/** Where a newly recorded payment starts, depending on who recorded it. */
export function decidePaymentRecord(role: LoanRole): Decision<PaymentStatus, PaymentEffect> {
  return decideStart(paymentMachine, role);
}

export function decidePayment(
  status: PaymentStatus,
  event: PaymentEvent,
  role: LoanRole,
): Decision<PaymentStatus, PaymentEffect> {
  return decide(paymentMachine, status, event, role);
}

/** A payment the borrower recorded that the lender has still to confirm: it moves no balance until they do. */
export interface PaymentToConfirm {
  readonly id: string;
  readonly amountCents: Cents;
  readonly paidOn: CalendarDate;
}

/**
 * The loan's payments to confirm once `payment` has its new status: kept on the loan itself,
 * so a list of loans says what waits for each lender without reading any loan's payments.
 * In the order recorded (payment ids sort that way).
 */
export function paymentsToConfirmAfter(
  current: readonly PaymentToConfirm[],
  payment: PaymentToConfirm & { readonly status: PaymentStatus },
): PaymentToConfirm[] {
  const others = current.filter((p) => p.id !== payment.id);
  if (payment.status !== 'pending-confirmation') return others;
  const waiting = [...others, { id: payment.id, amountCents: payment.amountCents, paidOn: payment.paidOn }];
  return waiting.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

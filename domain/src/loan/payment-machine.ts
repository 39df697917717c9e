import { decide, decideStart, type Decision, type Machine } from '../machine';
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

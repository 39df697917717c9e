import { decide, type Decision, type Machine, type Refusal } from '../machine';
import { formatUsd, type Cents } from '../money';


/**
 * An executed loan: active until it ends as paid off, forgiven, or for another reason.
 * An ended loan takes no payments; notes stay open so the last word can be written down.
 */

export const LOAN_ROLES = ['lender', 'borrower'] as const;
export type LoanRole = (typeof LOAN_ROLES)[number];

export const LOAN_STATUSES = ['active', 'paid-off', 'forgiven', 'ended-other'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** The `status` of POST /loans/{id}/end. */
export const LOAN_END_STATUSES = ['paid-off', 'forgiven', 'other'] as const;
export type LoanEndStatus = (typeof LOAN_END_STATUSES)[number];

export const LOAN_EVENTS = [
  'record-payment',
  'confirm-payment',
  'dispute-payment',
  'withdraw-payment',
  'add-note',
  'set-reminders',
  'enroll-service',
  'end-paid-off',
  'end-forgiven',
  'end-other',
  'issue-payoff-letter',
] as const;
export type LoanEvent = (typeof LOAN_EVENTS)[number];

/** The payment-level outcome (pending or confirmed, …) comes from `paymentMachine`. */
export type LoanEffect =
  | 'record-payment'
  | 'confirm-payment'
  | 'dispute-payment'
  | 'withdraw-payment'
  | 'add-note'
  | 'save-reminder-preferences'
  | 'record-service-enrollment'
  | 'record-end' // endDate and, for "other", the reason
  | 'stop-reminders'
  | 'notify-other-party'
  | 'keep-payoff-letter';

export interface LoanContext {
  /** Outstanding principal from confirmed payments only. */
  readonly balanceCents: Cents;
  /** The payoff and release letter is kept (made when the loan was marked paid off, or issued later). */
  readonly payoffLetterKept?: boolean;
}

export const TERMINAL_LOAN_STATUSES = ['paid-off', 'forgiven', 'ended-other'] as const satisfies readonly LoanStatus[];

/** Shown to the lender before forgiving, and in the outcome on /{id}/loan-end. */
export const LOAN_FORGIVENESS_TAX_NOTE =
  'Forgiving what is still owed counts as a gift from the lender for tax purposes. If the amount forgiven, together with other gifts to the borrower this year, is more than the annual gift-tax exclusion, the lender may need to file a gift-tax return (IRS Form 709).';

export function endEventFor(status: LoanEndStatus): 'end-paid-off' | 'end-forgiven' | 'end-other' {
  return status === 'paid-off' ? 'end-paid-off' : status === 'forgiven' ? 'end-forgiven' : 'end-other';
}

const balanceIsZero = ({ balanceCents }: LoanContext): Refusal | null =>
  balanceCents === 0
    ? null
    : {
        kind: 'wrong-state',
        reason: `The loan still has ${formatUsd(balanceCents)} to repay, so it can't be marked paid off yet.`,
      };

const somethingToForgive = ({ balanceCents }: LoanContext): Refusal | null =>
  balanceCents > 0
    ? null
    : { kind: 'wrong-state', reason: 'Nothing is left to forgive: the balance is $0.00. Mark the loan paid off instead.' };

const ending = ['record-end', 'stop-reminders', 'notify-other-party'] as const;

/** A loan marked paid off before payoff letters existed gets its letter on request, once. */
const noPayoffLetterYet = ({ payoffLetterKept }: LoanContext): Refusal | null =>
  payoffLetterKept ? { kind: 'wrong-state', reason: 'This loan already has its payoff letter: download it from the loan record.' } : null;
const addNote = { roles: ['lender', 'borrower'], next: 'active', effects: ['add-note'] } as const;

export const loanMachine: Machine<LoanStatus, LoanEvent, LoanRole, LoanEffect, LoanContext> = {
  noun: 'loan',
  statuses: LOAN_STATUSES,
  events: LOAN_EVENTS,
  roles: LOAN_ROLES,
  terminal: TERMINAL_LOAN_STATUSES,
  // A loan is born when either party finalizes a fully signed request.
  start: {
    lender: { next: 'active', effects: [] },
    borrower: { next: 'active', effects: [] },
  },
  table: {
    active: {
      'record-payment': { roles: ['lender', 'borrower'], next: 'active', effects: ['record-payment', 'notify-other-party'] },
      'confirm-payment': { roles: ['lender'], next: 'active', effects: ['confirm-payment', 'notify-other-party'] },
      'dispute-payment': { roles: ['lender'], next: 'active', effects: ['dispute-payment', 'notify-other-party'] },
      'withdraw-payment': { roles: ['borrower'], next: 'active', effects: ['withdraw-payment', 'notify-other-party'] },
      'add-note': addNote,
      'set-reminders': { roles: ['lender', 'borrower'], next: 'active', effects: ['save-reminder-preferences'] },
      'enroll-service': { roles: ['lender', 'borrower'], next: 'active', effects: ['record-service-enrollment'] },
      'end-paid-off': { roles: ['lender', 'borrower'], next: 'paid-off', effects: [...ending, 'keep-payoff-letter'], guard: balanceIsZero },
      // Forgiving or otherwise ending a debt gives up the lender's claim; the borrower
      // cannot give up a claim that is not theirs.
      'end-forgiven': { roles: ['lender'], next: 'forgiven', effects: ending, guard: somethingToForgive },
      'end-other': { roles: ['lender'], next: 'ended-other', effects: ending },
    },
    'paid-off': {
      'add-note': { ...addNote, next: 'paid-off' },
      'issue-payoff-letter': { roles: ['lender', 'borrower'], next: 'paid-off', effects: ['keep-payoff-letter'], guard: noPayoffLetterYet },
    },
    forgiven: { 'add-note': { ...addNote, next: 'forgiven' } },
    'ended-other': { 'add-note': { ...addNote, next: 'ended-other' } },
  },
  labels: {
    status: {
      active: 'active',
      'paid-off': 'paid off',
      forgiven: 'forgiven',
      'ended-other': 'ended',
    },
    event: {
      'record-payment': 'record a payment',
      'confirm-payment': 'confirm a payment',
      'dispute-payment': 'dispute a payment',
      'withdraw-payment': 'withdraw a payment',
      'add-note': 'add a note',
      'set-reminders': 'change reminders',
      'enroll-service': 'enroll it in the managed service',
      'end-paid-off': 'mark it paid off',
      'end-forgiven': 'forgive it',
      'end-other': 'end it',
      'issue-payoff-letter': 'issue its payoff letter',
    },
    role: { lender: 'the lender', borrower: 'the borrower' },
  },
};

export function decideLoan(
  status: LoanStatus,
  event: LoanEvent,
  role: LoanRole,
  context: LoanContext,
): Decision<LoanStatus, LoanEffect> {
  return decide(loanMachine, status, event, role, context);
}

import {
  formatLongDate,
  LOAN_LIMITS,
  parseDollars,
  PAYMENT_METHODS,
  type CalendarDate,
  type PaymentMethod,
  type RecordPaymentBody,
} from '@kinloan/domain';
import type { FieldMessages } from '../accounts/form-fields';

/** What the "Record a payment" form holds, as typed. */
export interface PaymentInput {
  amount: string;
  paidOn: string;
  method: PaymentMethod | '';
  note: string;
}

export const NOTE_MAX = 500;

/** Today in the reader's own time zone, as the date a payment was made defaults to. */
export function localToday(now: Date = new Date()): CalendarDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyPaymentInput(today: CalendarDate): PaymentInput {
  return { amount: '', paidOn: today, method: '', note: '' };
}

/**
 * The body to send, or messages keyed as the API names the fields. The API checks the same
 * and more (the payoff on that date); this catches what can be said without asking it.
 */
export function validatePayment(
  input: PaymentInput,
  limits: { loanStartDate: CalendarDate; today: CalendarDate },
): { ok: true; body: RecordPaymentBody } | { ok: false; errors: FieldMessages } {
  const errors: FieldMessages = {};
  const amountCents = parseDollars(input.amount);
  if (input.amount.trim() === '') errors.amountCents = 'Enter the amount paid.';
  else if (amountCents === null) errors.amountCents = 'Enter the amount in dollars, for example 526.45.';
  else if (amountCents < 1) errors.amountCents = 'The amount must be more than $0.00.';
  else if (amountCents > LOAN_LIMITS.maxPrincipalCents) errors.amountCents = 'That is more than any loan on Kinloan: check the amount.';

  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.paidOn)) errors.paidOn = 'Enter the date the payment was made.';
  else if (input.paidOn < limits.loanStartDate) {
    errors.paidOn = `The date can't be before the loan started on ${formatLongDate(limits.loanStartDate)}.`;
  } else if (input.paidOn > limits.today) errors.paidOn = 'The date can’t be in the future: record a payment once it is made.';

  if (!PAYMENT_METHODS.includes(input.method as PaymentMethod)) errors.method = 'Choose how it was paid.';
  const note = input.note.trim();
  if (note.length > NOTE_MAX) errors.note = `Keep the note under ${NOTE_MAX} characters.`;

  if (Object.keys(errors).length > 0 || amountCents === null) return { ok: false, errors };
  return {
    ok: true,
    body: { amountCents, paidOn: input.paidOn, method: input.method as PaymentMethod, ...(note ? { note } : {}) },
  };
}

/** The key a submission went out with, and what it said. */
export interface Submission {
  readonly key: string;
  readonly fingerprint: string;
}

export function fingerprintOf(body: RecordPaymentBody): string {
  return JSON.stringify([body.amountCents, body.paidOn, body.method, body.note ?? null]);
}

/**
 * The Idempotency-Key for sending `body`: the previous one when this is a retry of the same
 * submission (same amount, date, method and note), so a payment whose answer was lost is
 * recorded once; a new one when the person changed what they are recording. The API would
 * refuse an old key with a different body, and a changed payment is a new submission.
 */
export function submissionFor(previous: Submission | null, body: RecordPaymentBody, newKey: () => string): Submission {
  const fingerprint = fingerprintOf(body);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { key: newKey(), fingerprint };
}

import { z } from 'zod';
import { LOAN_LIMITS } from '../loan/limits';
import { LOAN_END_STATUSES } from '../loan/loan-machine';
import { bodyObjectError, calendarDateField, centsAmount, optionalParagraph, requiredParagraph } from './fields';
import { emptyBodySchema, TERMS_LIMITS } from './loan-request-schemas';
import { PAYMENT_METHOD_RULE, PAYMENT_METHODS } from './payment-methods';

/**
 * POST /api/v1/loans/{id}/end. "Other" must say why: the ending goes in both parties' records
 * and a bare "other" explains nothing a year later.
 */
export const endLoanBodySchema = z
  .object(
    {
      endDate: calendarDateField('End date'),
      status: z.enum(LOAN_END_STATUSES, { error: 'How the loan ended must be "paid-off", "forgiven" or "other".' }),
      reason: optionalParagraph('Reason for ending the loan', TERMS_LIMITS.maxReasonLength),
    },
    { error: bodyObjectError('Ending a loan') },
  )
  .superRefine((body, ctx) => {
    if (body.status === 'other' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Reason for ending the loan is required when it ends for another reason.' });
    }
  });
export type EndLoanBody = z.infer<typeof endLoanBodySchema>;

/**
 * POST /api/v1/loans/{id}/payments (with an Idempotency-Key header). Whether it is more than
 * the payoff amount depends on the loan and the date, so the allocation step refuses that.
 */
export const recordPaymentBodySchema = z.object(
  {
    amountCents: centsAmount('Payment amount', 1, LOAN_LIMITS.maxPrincipalCents),
    paidOn: calendarDateField('Payment date'),
    method: z.enum(PAYMENT_METHODS, { error: `Payment method ${PAYMENT_METHOD_RULE}` }),
    note: optionalParagraph('Payment note', 500),
  },
  { error: bodyObjectError('A payment') },
);
export type RecordPaymentBody = z.infer<typeof recordPaymentBodySchema>;

export const confirmPaymentBodySchema = emptyBodySchema('Confirming a payment');
export const withdrawPaymentBodySchema = emptyBodySchema('Withdrawing a payment');

export const disputePaymentBodySchema = z.object(
  { reason: requiredParagraph('Reason for disputing the payment', TERMS_LIMITS.maxReasonLength) },
  { error: bodyObjectError('Disputing a payment') },
);
export type DisputePaymentBody = z.infer<typeof disputePaymentBodySchema>;

/** Loan notes are append-only; there is deliberately no edit body. */
export const loanNoteBodySchema = z.object(
  { text: requiredParagraph('Note', 2000) },
  { error: bodyObjectError('A note') },
);
export type LoanNoteBody = z.infer<typeof loanNoteBodySchema>;

export const REMINDER_LEVELS = ['all', 'overdue-only', 'off'] as const;
export type ReminderLevel = (typeof REMINDER_LEVELS)[number];

/** Each party sets their own reminders for a loan. */
export const reminderPreferencesBodySchema = z.object(
  { reminders: z.enum(REMINDER_LEVELS, { error: 'Reminders must be "all", "overdue-only" or "off".' }) },
  { error: bodyObjectError('Reminder settings') },
);
export type ReminderPreferencesBody = z.infer<typeof reminderPreferencesBodySchema>;

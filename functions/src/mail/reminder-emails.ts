import { formatLongDate, formatUsd, type CalendarDate, type Cents, type LoanRole, type ReminderKind } from '@kinloan/domain';
import { composeMail, type MailPerson } from './mail-layout';
import type { OutgoingMail } from './outbox';

/**
 * Payment reminders: borrowers hear before and on the due date and when it has passed;
 * lenders only when a payment is late, so they never have to be the ones to chase. Kind
 * words, the amount and the date, one link, and how to turn them down.
 */

export interface ReminderAbout {
  readonly kind: ReminderKind;
  readonly recipientRole: LoanRole;
  readonly installmentNumber: number;
  readonly dueDate: CalendarDate;
  readonly amountDueCents: Cents;
  /** The other party, by name. */
  readonly otherName: string;
  readonly lateFeeCents: Cents;
  readonly lateFeeGraceDays: number;
  readonly link: string;
}

const CLOSING = 'You can change or turn off these reminders for this loan on its page.';

function when(kind: ReminderKind, dueDate: CalendarDate): string {
  const date = formatLongDate(dueDate);
  switch (kind) {
    case 'due-in-3-days':
      return `is due in 3 days, on ${date}`;
    case 'due-today':
      return `is due today, ${date}`;
    case 'overdue-1-day':
      return `was due yesterday, ${date}`;
    case 'overdue-7-days':
      return `was due a week ago, on ${date}`;
  }
}

function subjectFor(about: ReminderAbout, amount: string): string {
  // Never a typed name in a subject (see mail-subjects.test.ts): the body says whose payment it is.
  const owner = about.recipientRole === 'borrower' ? `Your loan payment of ${amount}` : `A payment of ${amount} owed to you`;
  switch (about.kind) {
    case 'due-in-3-days':
      return `${owner} is due on ${formatLongDate(about.dueDate)}`;
    case 'due-today':
      return `${owner} is due today`;
    case 'overdue-1-day':
      return `${owner} was due yesterday`;
    case 'overdue-7-days':
      return `${owner} is a week overdue`;
  }
}

/** The late fee as agreed, said once the grace period matters (overdue reminders to the borrower). */
function lateFeeLine(about: ReminderAbout): string[] {
  if (about.recipientRole !== 'borrower' || about.lateFeeCents <= 0) return [];
  if (about.kind !== 'overdue-1-day' && about.kind !== 'overdue-7-days') return [];
  return [
    `Your agreement allows ${about.lateFeeGraceDays} days after the due date before a late fee of ${formatUsd(about.lateFeeCents)} applies.`,
  ];
}

export function paymentReminderEmail(to: MailPerson, about: ReminderAbout): OutgoingMail {
  const amount = formatUsd(about.amountDueCents);
  const other = about.otherName || (about.recipientRole === 'borrower' ? 'your lender' : 'the borrower');
  const lines =
    about.recipientRole === 'borrower'
      ? [
          `Your payment of ${amount} to ${other} for installment ${about.installmentNumber} ${when(about.kind, about.dueDate)}.`,
          ...lateFeeLine(about),
          `If you have already paid, record the payment so ${other} can confirm it:`,
        ]
      : [
          `${other}'s payment of ${amount} for installment ${about.installmentNumber} ${when(about.kind, about.dueDate)}, and no payment for it has been confirmed yet.`,
          'If the money has arrived, record or confirm it so the loan record stays right. If not, a friendly word usually settles it:',
        ];
  return composeMail(to, subjectFor(about, amount), {
    lines,
    action: { href: about.link, label: about.recipientRole === 'borrower' ? 'Record a payment' : 'See the loan record' },
    closing: CLOSING,
  });
}

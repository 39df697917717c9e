import { formatLongDate, formatUsd, PAYMENT_METHOD_LABELS, type CalendarDate, type Cents, type PaymentMethod } from '@kinloan/domain';
import { composeMail, type MailPerson } from './mail-layout';
import type { OutgoingMail } from './outbox';

/**
 * The emails of a running loan (payments and its end), in the voice of loan-emails.ts: who
 * did what, the amount and date in plain words, one link. People's names, notes and reasons
 * are escaped in the HTML.
 */

export interface PaymentInBrief {
  readonly amountCents: Cents;
  readonly paidOn: CalendarDate;
  readonly method: PaymentMethod;
}

/** "$1,132.27 paid on March 1, 2027 by Zelle" */
export function paymentInWords(payment: PaymentInBrief): string {
  const method = payment.method === 'other' ? '' : ` by ${PAYMENT_METHOD_LABELS[payment.method]}`;
  return `${formatUsd(payment.amountCents)} paid on ${formatLongDate(payment.paidOn)}${method}`;
}

/** To the lender: the borrower says they paid; it counts once the lender confirms it. */
export function paymentToConfirmEmail(to: MailPerson, about: { borrowerName: string; payment: PaymentInBrief; link: string }): OutgoingMail {
  const borrower = about.borrowerName || 'The borrower';
  return composeMail(to, 'A loan payment is waiting for your confirmation', {
    lines: [
      `${borrower} recorded a payment of ${paymentInWords(about.payment)}.`,
      'It counts toward the loan once you confirm that it arrived. If it did not, dispute it and say why:',
    ],
    action: { href: about.link, label: 'Confirm or dispute the payment' },
    closing: 'Until you answer, the balance stays as it was.',
  });
}

/** To the borrower: the lender recorded (so confirmed) a payment, or confirmed theirs. */
export function paymentConfirmedEmail(
  to: MailPerson,
  about: { lenderName: string; payment: PaymentInBrief; recordedByLender: boolean; balanceAfterCents: Cents; link: string },
): OutgoingMail {
  const lender = about.lenderName || 'The lender';
  return composeMail(to, about.recordedByLender ? 'Your loan payment was recorded' : 'Your loan payment was confirmed', {
    lines: [
      `${lender} ${about.recordedByLender ? 'recorded' : 'confirmed'} your payment of ${paymentInWords(about.payment)}.`,
      `The balance still to repay is now ${formatUsd(about.balanceAfterCents)}. The receipt, with how it was split between interest and principal, is here:`,
    ],
    action: { href: about.link, label: 'See the receipt' },
    closing: 'If anything about it looks wrong, talk to them and add a note to the loan.',
  });
}

export function paymentDisputedEmail(
  to: MailPerson,
  about: { lenderName: string; payment: PaymentInBrief; reason: string; link: string },
): OutgoingMail {
  const lender = about.lenderName || 'The lender';
  return composeMail(to, 'A payment you recorded was disputed', {
    lines: [`${lender} disputed the payment of ${paymentInWords(about.payment)} you recorded. This is the reason they gave:`],
    quote: about.reason,
    action: { href: about.link, label: 'See the payment' },
    closing: 'A disputed payment does not change the balance. Once you have talked it over, they can still confirm it, or you can withdraw it.',
  });
}

export function paymentWithdrawnEmail(to: MailPerson, about: { borrowerName: string; payment: PaymentInBrief; link: string }): OutgoingMail {
  const borrower = about.borrowerName || 'The borrower';
  return composeMail(to, 'A recorded loan payment was withdrawn', {
    lines: [`${borrower} withdrew the payment of ${paymentInWords(about.payment)} they had recorded. There is nothing you need to do.`],
    action: { href: about.link, label: 'See the loan record' },
    closing: 'The balance is unchanged.',
  });
}

export type LoanEndKind = 'paid-off' | 'forgiven' | 'ended-other';

export function loanEndedEmail(
  to: MailPerson,
  about: { otherName: string; kind: LoanEndKind; endDate: CalendarDate; forgivenCents: Cents; reason: string | null; taxNote: string | null; link: string },
): OutgoingMail {
  const other = about.otherName || 'the other party';
  const on = formatLongDate(about.endDate);
  const lines =
    about.kind === 'paid-off'
      ? [
          `Your loan with ${other} is paid off as of ${on}. Congratulations: nothing more is owed.`,
          'Your payoff and release letter is ready. It states that the note is paid in full, with what was paid, and that the lender releases the borrower from it. Keep it with the signed agreement; anyone you give it to can check it is genuine with the code printed on it.',
        ]
      : about.kind === 'forgiven'
        ? [`The loan with ${other} was forgiven as of ${on}: the ${formatUsd(about.forgivenCents)} still owed will not be repaid.`, ...(about.taxNote ? [about.taxNote] : [])]
        : [`The loan with ${other} was ended as of ${on}, for this reason:`];
  const subject = about.kind === 'paid-off' ? 'Your loan is paid off' : about.kind === 'forgiven' ? 'A loan was forgiven' : 'A loan was ended';
  return composeMail(to, subject, {
    lines,
    ...(about.kind === 'ended-other' && about.reason ? { quote: about.reason } : {}),
    action: { href: about.link, label: about.kind === 'paid-off' ? 'Get the payoff letter' : 'See how the loan ended' },
    closing: 'The loan record, its payments and the signed agreement stay available to both of you. No more reminders will be sent for it.',
  });
}

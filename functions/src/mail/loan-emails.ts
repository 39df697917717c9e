import { formatLongDate, formatPercent, formatUsd, type CalendarDate, type Cents } from '@kinloan/domain';
import { composeMail, type MailPerson } from './mail-layout';
import type { OutgoingMail } from './outbox';

/**
 * The loan request emails, in the voice of account-emails.ts: who did what, the terms in
 * plain words, one link, and what happens if you do nothing. Names and reasons come from
 * people, so every one of them is escaped in the HTML.
 */

export interface TermsInBrief {
  readonly principalCents: Cents;
  readonly annualRateBps: number;
  readonly termMonths: number;
}

/** "at 4% a year, repaid monthly over 24 months" */
export function repaymentInWords(terms: TermsInBrief): string {
  const months = terms.termMonths === 1 ? '1 month' : `${terms.termMonths} months`;
  return `at ${formatPercent(terms.annualRateBps)} a year, repaid monthly over ${months}`;
}

/** "$5,000.00 at 4% a year, repaid monthly over 24 months" */
export function termsInWords(terms: TermsInBrief): string {
  return `${formatUsd(terms.principalCents)} ${repaymentInWords(terms)}`;
}

/** To the recipient when the initiator sends (or re-sends) a signed request. */
export function loanRequestSentEmail(
  to: MailPerson,
  about: { senderName: string; senderBorrows: boolean; terms: TermsInBrief; link: string },
): OutgoingMail {
  const sender = about.senderName || 'Someone';
  const ask = about.senderBorrows
    ? `${sender} would like to borrow ${formatUsd(about.terms.principalCents)} from you ${repaymentInWords(about.terms)}.`
    : `${sender} would like to lend you ${termsInWords(about.terms)}.`;
  return composeMail(to, 'You have a loan agreement to review on Kinloan', {
    lines: [
      ask,
      `${sender} has already signed the agreement. Read it, then sign it, ask for different terms, or decline it here:`,
    ],
    action: { href: about.link, label: 'Review the loan agreement' },
    closing: `If you don't know ${sender}, you can ignore this email. Nothing is agreed unless you sign.`,
  });
}

/** To the recipient when the initiator changes the terms after sending, or deletes the request. */
export function loanRequestWithdrawnEmail(
  to: MailPerson,
  about: { senderName: string; why: 'changed' | 'deleted'; link: string },
): OutgoingMail {
  const sender = about.senderName || 'The other person';
  const changed = about.why === 'changed';
  return composeMail(to, changed ? 'A loan agreement sent to you is being changed' : 'A loan request sent to you was withdrawn', {
    lines: changed
      ? [
          `${sender} changed the terms of the loan agreement they sent you, so the version you received is withdrawn and can no longer be signed.`,
          'Once they have signed the new version, they will send it to you to review.',
        ]
      : [`${sender} withdrew the loan request they sent you. There is nothing you need to do.`],
    action: { href: about.link, label: 'Open your dashboard' },
    closing: 'If you have questions about it, it is best to talk to them directly.',
  });
}

/** To the initiator when the recipient declines, with their reason as they wrote it. */
export function loanRequestRejectedEmail(
  to: MailPerson,
  about: { recipientName: string; reason: string; link: string },
): OutgoingMail {
  const recipient = about.recipientName || 'The other person';
  return composeMail(to, 'Your loan request was declined', {
    lines: [`${recipient} declined the loan agreement you sent them. This is the reason they gave:`],
    quote: about.reason,
    action: { href: about.link, label: 'See the request' },
    closing: 'You can start a new request with different terms at any time from your dashboard.',
  });
}

/** To the initiator when the recipient asks for changed terms (a new request replaces theirs). */
export function changesRequestedEmail(to: MailPerson, about: { recipientName: string; link: string }): OutgoingMail {
  const recipient = about.recipientName || 'The other person';
  return composeMail(to, 'Different terms were asked for on your loan request', {
    lines: [
      `${recipient} would like different terms than the loan agreement you sent them, so your version is set aside.`,
      'They are writing a new proposal; once they have signed it, it comes to you to review, sign, or answer in turn.',
    ],
    action: { href: about.link, label: 'Open your dashboard' },
    closing: 'Nothing is agreed until both of you have signed the same terms.',
  });
}

/** To the initiator when the recipient signs: both have signed, the loan can be finalized. */
export function signedByOtherPartyEmail(to: MailPerson, about: { signerName: string; link: string }): OutgoingMail {
  const signer = about.signerName || 'The other person';
  return composeMail(to, 'Your loan agreement was signed', {
    lines: [
      `${signer} signed the loan agreement, so it is now signed by both of you.`,
      'Finalize it to make the loan official and start the payment schedule:',
    ],
    action: { href: about.link, label: 'Finalize the loan' },
    closing: 'You started this agreement, so finalizing it is yours to do: it makes the loan official for both of you.',
  });
}

/** To both parties once the loan is executed. */
export function loanExecutedEmail(
  to: MailPerson,
  about: { otherName: string; terms: TermsInBrief; firstPaymentDate: CalendarDate; link: string },
): OutgoingMail {
  const other = about.otherName || 'the other party';
  return composeMail(to, 'Your loan agreement is executed', {
    lines: [
      `Your loan agreement with ${other} is signed by both of you and executed: ${termsInWords(about.terms)}.`,
      `The first payment is due on ${formatLongDate(about.firstPaymentDate)}. The signed agreement and the full payment schedule are here:`,
    ],
    action: { href: about.link, label: 'See the loan' },
    closing: 'Keep a copy of the signed agreement (PDF) with your records.',
  });
}

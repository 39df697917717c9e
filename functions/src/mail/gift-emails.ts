import { formatUsd, type Cents, type GiftParty } from '@kinloan/domain';
import { composeMail, type MailPerson } from './mail-layout';
import type { OutgoingMail } from './outbox';

/**
 * The gift letter emails, in the voice of account-emails.ts: who did what, the gift in plain
 * words, one link, and what happens if you do nothing. Names, addresses and reasons come from
 * people, so every one of them is escaped in the HTML.
 */

const ONLY_FOR_GIFTS = 'A gift letter is only for money that never has to be paid back, in cash or in services.';

export interface GiftInBrief {
  /** Absent while a draft has no amount (never in a sent letter). */
  readonly amountCents?: Cents | undefined;
  /** "742 Evergreen Ter, Springfield, OR 97477", or absent. */
  readonly property?: string | undefined;
}

const amountOf = (gift: GiftInBrief) => (gift.amountCents === undefined ? 'a gift' : `a gift of ${formatUsd(gift.amountCents)}`);
const towardHome = (gift: GiftInBrief) => (gift.property ? `toward the home at ${gift.property}` : 'toward a home purchase');

/** To the invitee when the initiator sends (or re-sends) the signed letter. */
export function giftLetterSentEmail(
  to: MailPerson,
  about: { senderName: string; senderParty: GiftParty; gift: GiftInBrief; link: string },
): OutgoingMail {
  const sender = about.senderName || 'Someone';
  const ask =
    about.senderParty === 'donor'
      ? `${sender} is giving you ${amountOf(about.gift)} ${towardHome(about.gift)}, and has signed a gift letter for your mortgage lender.`
      : `${sender} is buying a home and has asked you to sign a gift letter for ${amountOf(about.gift)} from you ${towardHome(about.gift)}. Mortgage lenders ask for this letter before they count a gift toward the down payment.`;
  return composeMail(to, 'You have a gift letter to sign on Kinloan', {
    lines: [ask, `${ONLY_FOR_GIFTS} Read the letter, then sign it or decline it here:`],
    action: { href: about.link, label: 'Review the gift letter' },
    closing: `If you don't know ${sender}, you can ignore this email. Nothing is signed unless you sign it.`,
  });
}

/** To the invitee when the initiator takes the letter back to change it, or deletes it. */
export function giftLetterWithdrawnEmail(
  to: MailPerson,
  about: { senderName: string; why: 'changed' | 'deleted'; link: string },
): OutgoingMail {
  const sender = about.senderName || 'The other person';
  const changed = about.why === 'changed';
  return composeMail(to, changed ? 'A gift letter sent to you is being changed' : 'A gift letter sent to you was withdrawn', {
    lines: changed
      ? [
          `${sender} is changing the gift letter they sent you, so the version you received is withdrawn and can no longer be signed.`,
          'Once they have signed the new version, they will send it to you again.',
        ]
      : [`${sender} withdrew the gift letter they sent you. There is nothing you need to do.`],
    action: { href: about.link, label: 'Open your dashboard' },
    closing: 'If you have questions about it, it is best to talk to them directly.',
  });
}

/** To the initiator when the invitee declines, with their reason as they wrote it. */
export function giftLetterRejectedEmail(
  to: MailPerson,
  about: { inviteeName: string; reason: string; link: string },
): OutgoingMail {
  const invitee = about.inviteeName || 'The other person';
  return composeMail(to, 'Your gift letter was declined', {
    lines: [`${invitee} declined the gift letter you sent them. This is the reason they gave:`],
    quote: about.reason,
    action: { href: about.link, label: 'See the gift letter' },
    closing: 'You can change the letter and send it again, or delete it, from your dashboard.',
  });
}

/** To the initiator when the invitee signs: both have signed, the letter can be finalized. */
export function giftLetterSignedByOtherEmail(to: MailPerson, about: { signerName: string; link: string }): OutgoingMail {
  const signer = about.signerName || 'The other person';
  return composeMail(to, 'Your gift letter was signed', {
    lines: [
      `${signer} signed the gift letter, so it is now signed by both of you.`,
      'Finalize it to get the signed letter for the mortgage lender:',
    ],
    action: { href: about.link, label: 'Finalize the gift letter' },
    closing: 'You started this letter, so finalizing it is yours to do: it makes the letter final for both of you.',
  });
}

/** To both once the letter is executed. */
export function giftLetterExecutedEmail(
  to: MailPerson,
  about: { otherName: string; gift: GiftInBrief; link: string },
): OutgoingMail {
  const other = about.otherName || 'the other person';
  return composeMail(to, 'Your gift letter is signed and final', {
    lines: [
      `Your gift letter with ${other} for ${amountOf(about.gift)} ${towardHome(about.gift)} is signed by both of you and final.`,
      'Download the signed letter (PDF) here and give it to the mortgage lender:',
    ],
    action: { href: about.link, label: 'Get the signed gift letter' },
    closing: 'Keep a copy with your records. The lender may also ask for proof of the transfer, such as a bank statement.',
  });
}

import { giftPartyOf, letterAddressText, displayName } from '@kinloan/domain';
import {
  giftLetterExecutedEmail,
  giftLetterRejectedEmail,
  giftLetterSentEmail,
  giftLetterSignedByOtherEmail,
  giftLetterWithdrawnEmail,
  type GiftInBrief,
} from '../mail/gift-emails';
import type { MailPerson } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/outbox';
import { countersignedEmail, countersignNeededEmail } from '../mail/signing-emails';
import { countersignChangesFor } from './gift-response';
import type { GiftRequestDocument } from './gift-document';

/**
 * Which email each effect of the gift machine sends, to whom, linking where. The
 * initiator's address is from their profile at creation; the invitee's is where it was sent.
 */

type Doc = GiftRequestDocument;

function initiatorOf(doc: Doc): MailPerson | null {
  return doc.initiatorContact.email ? { email: doc.initiatorContact.email, firstName: doc.initiatorContact.firstName } : null;
}

function inviteeOf(doc: Doc): MailPerson | null {
  return doc.inviteeEmail ? { email: doc.inviteeEmail, firstName: doc.inviteeName?.firstName ?? '' } : null;
}

const initiatorName = (doc: Doc) => displayName(doc.initiatorContact);
const inviteeName = (doc: Doc) => displayName(doc.inviteeName ?? {});

function giftInBrief(doc: Doc): GiftInBrief {
  const property = doc.giftDetails.propertyAddress;
  return { amountCents: doc.giftDetails.amountCents, property: property ? letterAddressText(property) : undefined };
}

export function giftSentMail(doc: Doc, base: string): OutgoingMail | null {
  const to = inviteeOf(doc);
  if (!to) return null;
  return giftLetterSentEmail(to, {
    senderName: initiatorName(doc),
    senderParty: giftPartyOf(doc.initiatorParty, 'initiator'),
    gift: giftInBrief(doc),
    link: `${base}/${doc.id}/gift-review`,
  });
}

export function giftWithdrawnMail(doc: Doc, base: string, why: 'changed' | 'deleted'): OutgoingMail | null {
  const to = inviteeOf(doc);
  if (!to) return null;
  return giftLetterWithdrawnEmail(to, { senderName: initiatorName(doc), why, link: `${base}/dashboard` });
}

export function giftRejectedMail(doc: Doc, base: string): OutgoingMail | null {
  const to = initiatorOf(doc);
  if (!to) return null;
  return giftLetterRejectedEmail(to, {
    inviteeName: inviteeName(doc),
    reason: doc.rejectionReason ?? '',
    link: `${base}/${doc.id}/gift-rejected`,
  });
}

export function giftSignedByInviteeMail(doc: Doc, base: string): OutgoingMail | null {
  const to = initiatorOf(doc);
  if (!to) return null;
  return giftLetterSignedByOtherEmail(to, { signerName: inviteeName(doc), link: `${base}/${doc.id}/gift-review` });
}

/** "Your gift letter is signed and final", to one of the two people. */
export function giftExecutedMail(doc: Doc, base: string, to: 'initiator' | 'invitee'): OutgoingMail | null {
  const person = to === 'initiator' ? initiatorOf(doc) : inviteeOf(doc);
  if (!person) return null;
  const otherName = to === 'initiator' ? inviteeName(doc) : initiatorName(doc);
  return giftLetterExecutedEmail(person, { otherName, gift: giftInBrief(doc), link: `${base}/${doc.id}/gift-executed` });
}

/** To the initiator: the invitee signed a letter their first signature does not cover. */
export function giftCountersignNeededMail(doc: Doc, base: string): OutgoingMail | null {
  const to = initiatorOf(doc);
  if (!to) return null;
  return countersignNeededEmail(to, {
    signerName: inviteeName(doc),
    document: 'gift letter',
    changes: countersignChangesFor(doc, 'initiator'),
    link: `${base}/${doc.id}/gift-signature`,
  });
}

/** To the invitee: the initiator countersigned the letter they signed. */
export function giftCountersignedMail(doc: Doc, base: string): OutgoingMail | null {
  const to = inviteeOf(doc);
  if (!to) return null;
  return countersignedEmail(to, { signerName: initiatorName(doc), document: 'gift letter', link: `${base}/${doc.id}/gift-review` });
}

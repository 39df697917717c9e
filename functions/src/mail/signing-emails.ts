import { composeMail, type MailPerson } from './mail-layout';
import type { OutgoingMail } from './outbox';

/**
 * The two messages of a countersignature, the same for loan agreements and gift letters: to the
 * person who started it, when the other signed a text that names them as they really are (so
 * the first signature no longer covers it); and to the other, when the countersignature is in.
 */

export type SignedDocument = 'loan agreement' | 'gift letter';

export function countersignNeededEmail(
  to: MailPerson,
  about: { signerName: string; document: SignedDocument; changes: readonly string[]; link: string },
): OutgoingMail {
  const signer = about.signerName || 'The other person';
  return composeMail(to, `Please review and countersign your ${about.document}`, {
    lines: [
      `${signer} signed the ${about.document}, with their own details in it.`,
      about.changes.length > 0
        ? `These details are different from the ${about.document} you signed: ${about.changes.join('; ')}.`
        : `Their details complete the ${about.document} you signed, so the text changed.`,
      `Your first signature covers the text as it was, so it no longer counts. Read the final ${about.document} and countersign it, or withdraw it if something is wrong:`,
    ],
    action: { href: about.link, label: 'Review and countersign' },
    closing: `Nothing is binding until you countersign and finalize it.`,
  });
}

export function countersignedEmail(to: MailPerson, about: { signerName: string; document: SignedDocument; link: string }): OutgoingMail {
  const signer = about.signerName || 'The other person';
  return composeMail(to, `Your ${about.document} is signed by both of you`, {
    lines: [
      `${signer} countersigned the ${about.document} with your details in it, so you have both signed the very same text.`,
      `${signer} started it and will now finalize it. You can read it here:`,
    ],
    action: { href: about.link, label: `View the ${about.document}` },
    closing: `We will email you again when it is final.`,
  });
}

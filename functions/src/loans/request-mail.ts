import { partyRoles } from '@kinloan/domain';
import {
  changesRequestedEmail,
  loanExecutedEmail,
  loanRequestRejectedEmail,
  loanRequestSentEmail,
  loanRequestWithdrawnEmail,
  signedByOtherPartyEmail,
} from '../mail/loan-emails';
import type { MailPerson } from '../mail/mail-layout';
import { countersignedEmail, countersignNeededEmail } from '../mail/signing-emails';
import type { OutgoingMail } from '../mail/outbox';
import type { LoanRequestDocument } from './loan-request-document';
import { countersignChangesFor } from './request-answer';
import { displayName } from '@kinloan/domain';

/**
 * Which email each effect of the machine sends, to whom, linking where. Addresses come from
 * the request: the recipient's is where it was sent; the initiator's is in their details,
 * which signing fills from their profile (every sent request has been signed by them).
 */

type Doc = LoanRequestDocument;

function initiatorOf(doc: Doc): MailPerson | null {
  const email = doc.initiatorRequestDetails.email;
  return email ? { email, firstName: doc.initiatorRequestDetails.firstName ?? '' } : null;
}

function recipientOf(doc: Doc): MailPerson | null {
  const email = doc.recipientEmail ?? doc.recipientRequestDetails.email;
  return email ? { email, firstName: doc.recipientRequestDetails.firstName ?? '' } : null;
}

const initiatorName = (doc: Doc) => displayName(doc.initiatorRequestDetails);
const recipientName = (doc: Doc) => displayName(doc.recipientRequestDetails);

export function requestSentMail(doc: Doc, base: string): OutgoingMail | null {
  const to = recipientOf(doc);
  if (!to) return null;
  return loanRequestSentEmail(to, {
    senderName: initiatorName(doc),
    senderBorrows: partyRoles(doc.requestType, 'initiator') === 'borrower',
    terms: doc.loanProposalDetails,
    link: `${base}/${doc.id}/loan-review`,
  });
}

export function requestWithdrawnMail(doc: Doc, base: string, why: 'changed' | 'deleted'): OutgoingMail | null {
  const to = recipientOf(doc);
  if (!to) return null;
  return loanRequestWithdrawnEmail(to, { senderName: initiatorName(doc), why, link: `${base}/dashboard` });
}

export function requestRejectedMail(doc: Doc, base: string): OutgoingMail | null {
  const to = initiatorOf(doc);
  if (!to) return null;
  return loanRequestRejectedEmail(to, {
    recipientName: recipientName(doc),
    reason: doc.rejectionReason ?? '',
    link: `${base}/${doc.id}/rejected`,
  });
}

export function changesRequestedMail(parent: Doc, base: string): OutgoingMail | null {
  const to = initiatorOf(parent);
  if (!to) return null;
  return changesRequestedEmail(to, { recipientName: recipientName(parent), link: `${base}/dashboard` });
}

export function signedByRecipientMail(doc: Doc, base: string): OutgoingMail | null {
  const to = initiatorOf(doc);
  if (!to) return null;
  return signedByOtherPartyEmail(to, { signerName: recipientName(doc), link: `${base}/${doc.id}/loan-review` });
}

/** "Your loan agreement is executed", to one of the two parties. */
export function executedMail(doc: Doc, base: string, to: 'initiator' | 'recipient'): OutgoingMail | null {
  const person = to === 'initiator' ? initiatorOf(doc) : recipientOf(doc);
  if (!person) return null;
  return loanExecutedEmail(person, {
    otherName: to === 'initiator' ? recipientName(doc) : initiatorName(doc),
    terms: doc.loanProposalDetails,
    firstPaymentDate: doc.loanProposalDetails.firstPaymentDate,
    link: `${base}/${doc.id}/executed`,
  });
}

/** To the initiator: the recipient signed a text their first signature does not cover. */
export function countersignNeededMail(doc: Doc, base: string): OutgoingMail | null {
  const to = initiatorOf(doc);
  if (!to) return null;
  return countersignNeededEmail(to, {
    signerName: recipientName(doc),
    document: 'loan agreement',
    changes: countersignChangesFor(doc, 'initiator'),
    link: `${base}/${doc.id}/loan-signature`,
  });
}

/** To the recipient: the initiator countersigned the text they signed. */
export function countersignedMail(doc: Doc, base: string): OutgoingMail | null {
  const to = recipientOf(doc);
  if (!to) return null;
  return countersignedEmail(to, { signerName: initiatorName(doc), document: 'loan agreement', link: `${base}/${doc.id}/loan-review` });
}

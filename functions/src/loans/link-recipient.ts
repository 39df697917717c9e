import type { Firestore } from 'firebase-admin/firestore';
import { LoanBatch, runQuery } from './firestore-ops';
import { LOAN_REQUESTS, partyIdsOf, type LoanRequestDocument } from './loan-request-document';
import type { StoredRequest } from './load-request';

/**
 * A request sent to an email with no account yet waits for its recipient: whoever signs up
 * with that email (or opens it signed in with that verified email) becomes the recipient.
 * Linking is not a transition of the request, so it writes no event: the send event already
 * recorded the email, and the link only says which account owns it.
 */

export function isInvitedAndUnlinked(
  doc: Pick<LoanRequestDocument, 'recipientCustomerId' | 'recipientEmail' | 'initiatingCustomerId'>,
  caller: { uid: string; email: string | null },
): boolean {
  return (
    doc.recipientCustomerId === null &&
    doc.recipientEmail !== null &&
    caller.email !== null &&
    caller.email === doc.recipientEmail &&
    caller.uid !== doc.initiatingCustomerId
  );
}

export function linkChanges(doc: Pick<LoanRequestDocument, 'initiatingCustomerId'>, uid: string): Pick<LoanRequestDocument, 'recipientCustomerId' | 'partyIds'> {
  return { recipientCustomerId: uid, partyIds: partyIdsOf(doc.initiatingCustomerId, uid) };
}

export async function linkInvitedRecipient(db: Firestore, stored: StoredRequest, uid: string): Promise<LoanRequestDocument> {
  const changes = linkChanges(stored.doc, uid);
  await new LoanBatch(db).update(stored.ref, changes).commit();
  return { ...stored.doc, ...changes };
}

/**
 * Links every request waiting for `email` to the account `uid`: at sign-up, and when a
 * verified customer lists their requests. Returns how many were linked.
 */
export async function linkInvitationsByEmail(db: Firestore, uid: string, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  if (!address) return 0;
  // Equality on the email only: a null-equality filter is one the local fallback
  // Firestore cannot be trusted with, and the waiting ones are few.
  const waiting = await runQuery(db.collection(LOAN_REQUESTS).where('recipientEmail', '==', address));
  const batch = new LoanBatch(db);
  for (const snapshot of waiting.docs) {
    const doc = snapshot.data() as LoanRequestDocument;
    if (isInvitedAndUnlinked(doc, { uid, email: address })) batch.update(snapshot.ref, linkChanges(doc, uid));
  }
  if (batch.size > 0) await batch.commit();
  return batch.size;
}

/**
 * At sign-up: the account exists whatever happens here, and an invitation left unlinked is
 * linked later when its recipient opens it, so a failure is logged rather than answered.
 */
export async function linkInvitationsAtSignUp(db: Firestore, uid: string, email: string): Promise<void> {
  try {
    await linkInvitationsByEmail(db, uid, email);
  } catch (error) {
    console.error('sign-up: linking loan requests sent to this email failed; they link when opened', error);
  }
}

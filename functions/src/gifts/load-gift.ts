import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { giftRoleOfCustomer, type GiftRole } from '@kinloan/domain';
import { EventBatch } from '../event-log/event-batch';
import type { GiftCaller } from './gift-caller';
import { GIFT_REQUESTS, partyIdsOf, type GiftRequestDocument } from './gift-document';
import { GIFT_NOT_FOUND, giftError, NOT_A_GIFT_PARTY } from './gift-errors';

export interface StoredGift {
  readonly ref: DocumentReference;
  readonly doc: GiftRequestDocument;
}

export interface LoadedGift extends StoredGift {
  /** The caller's side. */
  readonly role: GiftRole;
}

export async function loadGift(db: Firestore, id: string): Promise<StoredGift> {
  const ref = db.collection(GIFT_REQUESTS).doc(id);
  const snapshot = await ref.get();
  const data = snapshot.data();
  if (!snapshot.exists || data === undefined) throw giftError('not-found', GIFT_NOT_FOUND);
  return { ref, doc: data as GiftRequestDocument };
}

/**
 * A letter sent to an email with no account yet waits for its invitee: whoever opens or
 * lists it signed in with that verified email becomes the invitee. Linking is not a
 * transition, so it writes no event: the send event recorded the email, the link only says
 * which account owns it.
 */
export function isInvitedAndUnlinked(
  doc: Pick<GiftRequestDocument, 'inviteeCustomerId' | 'inviteeEmail' | 'initiatingCustomerId' | 'status'>,
  caller: Pick<GiftCaller, 'uid' | 'email'>,
): boolean {
  return (
    doc.inviteeCustomerId === null &&
    doc.inviteeEmail !== null &&
    doc.status !== 'deleted' &&
    caller.email !== null &&
    caller.email === doc.inviteeEmail &&
    caller.uid !== doc.initiatingCustomerId
  );
}

export function linkChanges(
  doc: Pick<GiftRequestDocument, 'initiatingCustomerId'>,
  uid: string,
): Pick<GiftRequestDocument, 'inviteeCustomerId' | 'partyIds'> {
  return { inviteeCustomerId: uid, partyIds: partyIdsOf(doc.initiatingCustomerId, uid) };
}

/** The letter and the caller's side of it: not-found for an unknown id, permission-denied for anyone else. */
export async function loadGiftForParty(db: Firestore, id: string, caller: GiftCaller): Promise<LoadedGift> {
  const stored = await loadGift(db, id);
  const role = giftRoleOfCustomer(stored.doc, caller.uid);
  if (role) return { ...stored, role };
  if (isInvitedAndUnlinked(stored.doc, caller)) {
    const changes = linkChanges(stored.doc, caller.uid);
    await new EventBatch(db).update(stored.ref, changes).commit();
    return { ref: stored.ref, doc: { ...stored.doc, ...changes }, role: 'invitee' };
  }
  throw giftError('forbidden', NOT_A_GIFT_PARTY);
}

/** Links every letter waiting for the caller's verified email (gifts-list). Returns how many. */
export async function linkGiftInvitations(db: Firestore, caller: GiftCaller): Promise<number> {
  if (!caller.email) return 0;
  // Equality on the email only: the local fallback Firestore cannot be trusted with null filters.
  const waiting = await db.collection(GIFT_REQUESTS).where('inviteeEmail', '==', caller.email).get();
  const batch = new EventBatch(db);
  let linked = 0;
  for (const snapshot of waiting.docs) {
    const doc = snapshot.data() as GiftRequestDocument;
    if (!isInvitedAndUnlinked(doc, caller)) continue;
    batch.update(snapshot.ref, linkChanges(doc, caller.uid));
    linked += 1;
  }
  if (linked > 0) await batch.commit();
  return linked;
}

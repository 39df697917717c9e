import { giftIdDataSchema, giftRoleOfCustomer, type GiftListResponse, type GiftRequestResponse } from '@kinloan/domain';
import { z } from 'zod';
import { giftActionContext } from './gift-caller';
import type { GiftHandler } from './gift-dependencies';
import { GIFT_REQUESTS, type GiftRequestDocument } from './gift-document';
import { parseData } from './gift-errors';
import { giftResponse } from './gift-response';
import { linkGiftInvitations, loadGiftForParty } from './load-gift';

/** gifts-get {id} → the letter as the caller sees it (linking an invitee who opens it signed in). */
export const getGift: GiftHandler<GiftRequestResponse> = async (deps, auth, data, raw) => {
  const context = giftActionContext(auth, raw);
  const { id } = parseData(giftIdDataSchema, data);
  const loaded = await loadGiftForParty(deps.firestore(), id, context.caller);
  return giftResponse(loaded.doc, loaded.role);
};

/** gifts-list takes nothing (an empty object, or no data at all). */
export const giftListDataSchema = z
  .strictObject({}, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Listing gift letters does not accept ${(issue.keys ?? []).map((k) => `"${k}"`).join(', ')}.` : 'Listing gift letters takes no data.') })
  .nullish();

/** Newest activity first; deleted ones are gone from the list (the documents stay for the audit). */
export function listedGifts(docs: readonly GiftRequestDocument[]): GiftRequestDocument[] {
  return docs.filter((doc) => doc.status !== 'deleted').sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** gifts-list → { gifts } where the caller is either person, after linking letters sent to their email. */
export const listGifts: GiftHandler<GiftListResponse> = async (deps, auth, data, raw) => {
  const context = giftActionContext(auth, raw);
  parseData(giftListDataSchema, data);
  const db = deps.firestore();
  await linkGiftInvitations(db, context.caller);
  const snapshot = await db.collection(GIFT_REQUESTS).where('partyIds', 'array-contains', context.caller.uid).get();
  const gifts = listedGifts(snapshot.docs.map((doc) => doc.data() as GiftRequestDocument)).flatMap((doc) => {
    const role = giftRoleOfCustomer(doc, context.caller.uid);
    return role ? [giftResponse(doc, role)] : [];
  });
  return { gifts };
};

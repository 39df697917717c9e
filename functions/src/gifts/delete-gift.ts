import { giftIdDataSchema, giftPartyOf, type GiftRequestResponse } from '@kinloan/domain';
import { EventBatch } from '../event-log/event-batch';
import { giftActionContext } from './gift-caller';
import type { GiftHandler } from './gift-dependencies';
import { parseData } from './gift-errors';
import { appBaseUrl, giftWithdrawnMail } from './gift-mail';
import { giftResponse } from './gift-response';
import { appendGiftTransition, commitOrRaceLost, decideOrRefuse } from './gift-transition';
import { loadGiftForParty } from './load-gift';

/**
 * gifts-delete {id} → the letter, now "deleted". The initiator may withdraw it until the other
 * person has signed. The document and its events stay as the audit trail; lists skip it.
 */
export const deleteGift: GiftHandler<GiftRequestResponse> = async (deps, auth, data, raw) => {
  const context = giftActionContext(auth, raw);
  const { id } = parseData(giftIdDataSchema, data);
  const db = deps.firestore();
  const loaded = await loadGiftForParty(db, id, context.caller);
  const decision = decideOrRefuse(loaded, 'delete');

  const batch = new EventBatch(db);
  const updated = appendGiftTransition(batch, loaded, giftPartyOf(loaded.doc.initiatorParty, loaded.role), context, {
    event: 'delete',
    next: decision.next,
  });
  if (decision.effects.has('notify-invitee')) batch.mail(giftWithdrawnMail(updated, appBaseUrl(deps.environment()), 'deleted'));
  await commitOrRaceLost(batch);
  return giftResponse(updated, loaded.role);
};

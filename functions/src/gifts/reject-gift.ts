import { giftPartyOf, giftRejectDataSchema, type GiftRequestResponse } from '@kinloan/domain';
import { EventBatch } from '../event-log/event-batch';
import { giftActionContext } from './gift-caller';
import type { GiftHandler } from './gift-dependencies';
import { parseData } from './gift-errors';
import { appBaseUrl, giftRejectedMail } from './gift-mail';
import { giftResponse } from './gift-response';
import { appendGiftTransition, commitOrRaceLost, decideOrRefuse } from './gift-transition';
import { loadGiftForParty } from './load-gift';

/**
 * gifts-reject {id, rejectionReason}: the invitee declines, saying why. The initiator is told
 * and may change the letter and send it again.
 */
export const rejectGift: GiftHandler<GiftRequestResponse> = async (deps, auth, data, raw) => {
  const context = giftActionContext(auth, raw);
  const { id, rejectionReason } = parseData(giftRejectDataSchema, data);
  const db = deps.firestore();
  const loaded = await loadGiftForParty(db, id, context.caller);
  const decision = decideOrRefuse(loaded, 'reject');

  const batch = new EventBatch(db);
  const updated = appendGiftTransition(batch, loaded, giftPartyOf(loaded.doc.initiatorParty, loaded.role), context, {
    event: 'reject',
    next: decision.next,
    changes: { rejectionReason },
    details: { rejectionReason },
  });
  if (decision.effects.has('notify-initiator')) batch.mail(giftRejectedMail(updated, appBaseUrl(deps.environment())));
  await commitOrRaceLost(batch);
  return giftResponse(updated, loaded.role);
};

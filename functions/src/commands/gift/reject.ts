import { giftResponse } from '../../gifts/gift-response';
import type { CallableCommand } from '../../platform/command';
import { commitGiftEvent, loadAndDecide } from './transition';

/**
 * gifts-reject {id, rejectionReason}: the invitee declines, saying why. The initiator is told
 * and may change the letter and send it again.
 */
export const rejectGift: CallableCommand<'gift.reject'> = async (ctx, { id, rejectionReason }, deps) => {
  const { loaded, decision } = await loadAndDecide(deps, ctx, id, 'reject');
  const updated = await commitGiftEvent(deps, ctx, loaded, 'reject', decision, {
    changes: { rejectionReason },
    details: { rejectionReason },
  });
  return giftResponse(updated, loaded.role);
};

import { giftResponse } from '../../gifts/gift-response';
import type { CallableCommand } from '../../platform/command';
import { commitGiftEvent, loadAndDecide } from './transition';

/**
 * gifts-delete {id} → the letter, now "deleted". The initiator may withdraw it until the other
 * person has signed. The document and its events stay as the audit trail; lists skip it.
 */
export const deleteGift: CallableCommand<'gift.delete'> = async (ctx, { id }, deps) => {
  const { loaded, decision } = await loadAndDecide(deps, ctx, id, 'delete');
  const updated = await commitGiftEvent(deps, ctx, loaded, 'delete', decision);
  return giftResponse(updated, loaded.role);
};

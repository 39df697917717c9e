import { giftPartyOf, type GiftUpdateData } from '@kinloan/domain';
import { loadProfile } from '../../customers/profile';
import { NO_GIFT_SIGNATURES, type GiftRequestDocument } from '../../gifts/gift-document';
import { recipientFromProfile } from '../../gifts/gift-profile';
import { giftResponse } from '../../gifts/gift-response';
import type { CallableCommand } from '../../platform/command';
import { commitGiftEvent, loadAndDecide } from './transition';

/**
 * A draft is saved step by step (gift-terms, gift-info, gift-donor, gift-source): each call
 * sends the fields of its step, and what it leaves out stays as it was.
 */
export function mergedDetails(
  doc: Pick<GiftRequestDocument, 'giftDetails' | 'donorRequestDetails'>,
  data: Pick<GiftUpdateData, 'giftDetails' | 'donorRequestDetails'>,
): Pick<GiftRequestDocument, 'giftDetails' | 'donorRequestDetails'> {
  return {
    giftDetails: { ...doc.giftDetails, ...data.giftDetails },
    donorRequestDetails: { ...doc.donorRequestDetails, ...data.donorRequestDetails },
  };
}

/**
 * gifts-update {id, giftDetails?, donorRequestDetails?}: only the initiator edits, and any
 * change after a signature voids it (the letter is back to a draft). If it had been sent, the
 * invitee is told the version they received is withdrawn.
 */
export const updateGift: CallableCommand<'gift.update'> = async (ctx, data, deps) => {
  const { loaded, decision } = await loadAndDecide(deps, ctx, data.id, 'update');
  const party = giftPartyOf(loaded.doc.initiatorParty, loaded.role);
  const changes: Partial<GiftRequestDocument> = {
    ...mergedDetails(loaded.doc, data),
    // A recipient who started the letter is named as their profile says now.
    ...(party === 'gift-recipient' ? { recipientDetails: recipientFromProfile(await loadProfile(deps.firestore(), ctx.caller), 'profile') } : {}),
    ...(decision.effects.has('void-signatures') ? { signatures: NO_GIFT_SIGNATURES } : {}),
  };
  const updated = await commitGiftEvent(deps, ctx, loaded, 'update', decision, {
    changes,
    details: {
      giftDetails: data.giftDetails,
      donorRequestDetails: data.donorRequestDetails,
      signaturesVoided: decision.effects.has('void-signatures'),
    },
  });
  return giftResponse(updated, loaded.role);
};

import { giftPartyOf, giftUpdateEvent, type GiftUpdateData, giftRecipientFromProfile } from '@kinloan/domain';
import { loadProfile } from '../../customers/profile';
import { NO_GIFT_SIGNATURES, type GiftRequestDocument } from '../../gifts/gift-document';
import { giftResponse } from '../../gifts/gift-response';
import type { CallableCommand } from '../../platform/command';
import { decideOrRefuse, GIFT_LETTERS } from '../../gifts/gift-kind';
import { refusalError } from '../../platform/app-error';
import { loadForPartyOrInvitee } from '../../platform/invitations';
import { commitGiftEvent } from './transition';

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

function changed(before: object, merged: object): boolean {
  return JSON.stringify(before) !== JSON.stringify(merged);
}

/**
 * gifts-update {id, giftDetails?, donorRequestDetails?}. The initiator edits the letter, and any
 * change after a signature voids it (the letter is back to a draft); if it had been sent, the
 * invitee is told the version they received is withdrawn. A donor the buyer invited corrects
 * their own details instead (update-invitee-details): the letter stays sent, and since it no
 * longer reads as the buyer signed it, the buyer will countersign it after the donor signs.
 */
export const updateGift: CallableCommand<'gift.update'> = async (ctx, data, deps) => {
  const loaded = await loadForPartyOrInvitee(deps, GIFT_LETTERS, data.id, ctx.caller);
  const merged = mergedDetails(loaded.doc, data);
  const which = giftUpdateEvent(loaded.role, loaded.doc.initiatorParty, {
    giftDetails: changed(loaded.doc.giftDetails, merged.giftDetails),
    donorRequestDetails: changed(loaded.doc.donorRequestDetails, merged.donorRequestDetails),
  });
  if (!which.ok) throw refusalError(which.refusal);
  const decision = decideOrRefuse(loaded, which.event);
  if (which.event === 'update-invitee-details') {
    const updated = await commitGiftEvent(deps, ctx, loaded, which.event, decision, {
      changes: { donorRequestDetails: merged.donorRequestDetails },
      details: { donorRequestDetails: data.donorRequestDetails },
    });
    return giftResponse(updated, loaded.role);
  }
  const party = giftPartyOf(loaded.doc.initiatorParty, loaded.role);
  const changes: Partial<GiftRequestDocument> = {
    ...merged,
    // A recipient who started the letter is named as their profile says now.
    ...(party === 'gift-recipient' ? { recipientDetails: giftRecipientFromProfile(await loadProfile(deps.firestore(), ctx.caller), 'profile') } : {}),
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

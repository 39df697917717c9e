import { giftPartyOf, giftUpdateDataSchema, type GiftRequestResponse, type GiftUpdateData } from '@kinloan/domain';
import { EventBatch } from '../event-log/event-batch';
import { giftActionContext } from './gift-caller';
import type { GiftHandler } from './gift-dependencies';
import { NO_GIFT_SIGNATURES, type GiftRequestDocument } from './gift-document';
import { parseData } from './gift-errors';
import { appBaseUrl, giftWithdrawnMail } from './gift-mail';
import { loadCallerProfile, recipientFromProfile } from './gift-profile';
import { giftResponse } from './gift-response';
import { appendGiftTransition, commitOrRaceLost, decideOrRefuse } from './gift-transition';
import { loadGiftForParty } from './load-gift';

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
export const updateGift: GiftHandler<GiftRequestResponse> = async (deps, auth, data, raw) => {
  const context = giftActionContext(auth, raw);
  const parsed = parseData(giftUpdateDataSchema, data);
  const db = deps.firestore();
  const loaded = await loadGiftForParty(db, parsed.id, context.caller);
  const decision = decideOrRefuse(loaded, 'update');
  const party = giftPartyOf(loaded.doc.initiatorParty, loaded.role);

  const changes: Partial<GiftRequestDocument> = {
    ...mergedDetails(loaded.doc, parsed),
    // A recipient who started the letter is named as their profile says now.
    ...(party === 'gift-recipient' ? { recipientDetails: recipientFromProfile(await loadCallerProfile(db, context.caller), 'profile') } : {}),
    ...(decision.effects.has('void-signatures') ? { signatures: NO_GIFT_SIGNATURES } : {}),
  };
  const batch = new EventBatch(db);
  const updated = appendGiftTransition(batch, loaded, party, context, {
    event: 'update',
    next: decision.next,
    changes,
    details: {
      giftDetails: parsed.giftDetails,
      donorRequestDetails: parsed.donorRequestDetails,
      signaturesVoided: decision.effects.has('void-signatures'),
    },
  });
  if (decision.effects.has('notify-invitee')) batch.mail(giftWithdrawnMail(updated, appBaseUrl(deps.environment()), 'changed'));
  await commitOrRaceLost(batch);
  return giftResponse(updated, loaded.role);
};

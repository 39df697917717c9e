import { giftIdDataSchema, giftPartyOf, type GiftRequestResponse } from '@kinloan/domain';
import { EventBatch } from '../event-log/event-batch';
import { giftActionContext } from './gift-caller';
import type { GiftHandler } from './gift-dependencies';
import { giftError, parseData } from './gift-errors';
import { currentGiftLetter } from './current-gift-letter';
import { appBaseUrl, giftExecutedMails } from './gift-mail';
import { giftResponse } from './gift-response';
import { appendGiftTransition, commitOrRaceLost, decideOrRefuse } from './gift-transition';
import { loadGiftForParty } from './load-gift';

const NOT_SIGNED_BY_BOTH = 'Both the donor and the gift recipient must sign the gift letter before it can be finalized.';

/**
 * gifts-finalize {id}: a letter signed by both becomes final (executed); either may do it.
 * However many calls race, one event wins the create-if-absent precondition and the rest
 * are refused, so the letter is executed once and each person gets one email.
 */
export const finalizeGift: GiftHandler<GiftRequestResponse> = async (deps, auth, data, raw) => {
  const context = giftActionContext(auth, raw);
  const { id } = parseData(giftIdDataSchema, data);
  const db = deps.firestore();
  const loaded = await loadGiftForParty(db, id, context.caller);
  const decision = decideOrRefuse(loaded, 'finalize');
  const current = currentGiftLetter(loaded.doc);
  const { donor, giftRecipient } = loaded.doc.signatures;
  if (!current || !donor || !giftRecipient) throw giftError('conflict', NOT_SIGNED_BY_BOTH);

  const batch = new EventBatch(db);
  const updated = appendGiftTransition(batch, loaded, giftPartyOf(loaded.doc.initiatorParty, loaded.role), context, {
    event: 'finalize',
    next: decision.next,
    changes: { executedAt: context.now, executedDocumentSha256: current.documentSha256 },
    details: {
      documentSha256: current.documentSha256,
      termsSha256: current.termsSha256,
      donorSignedAt: donor.signedAt,
      giftRecipientSignedAt: giftRecipient.signedAt,
    },
  });
  for (const mail of giftExecutedMails(updated, appBaseUrl(deps.environment()))) batch.mail(mail);
  await commitOrRaceLost(batch);
  return giftResponse(updated, loaded.role);
};

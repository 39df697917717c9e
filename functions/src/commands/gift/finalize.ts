import { currentGiftLetter } from '../../gifts/current-gift-letter';
import { giftResponse } from '../../gifts/gift-response';
import { AppError } from '../../platform/app-error';
import type { CallableCommand } from '../../platform/command';
import { commitGiftEvent, loadAndDecide } from './transition';

const NOT_SIGNED_BY_BOTH = 'Both the donor and the gift recipient must sign the gift letter before it can be finalized.';

/**
 * gifts-finalize {id}: a letter signed by both becomes final (executed). However many calls
 * race, one event wins the create-if-absent precondition and the rest are refused, so the
 * letter is executed once and each person gets one email.
 */
export const finalizeGift: CallableCommand<'gift.finalize'> = async (ctx, { id }, deps) => {
  const { loaded, decision } = await loadAndDecide(deps, ctx, id, 'finalize');
  const current = currentGiftLetter(loaded.doc);
  const { donor, giftRecipient } = loaded.doc.signatures;
  if (!current || !donor || !giftRecipient) throw new AppError('conflict', NOT_SIGNED_BY_BOTH);
  const updated = await commitGiftEvent(deps, ctx, loaded, 'finalize', decision, {
    changes: { executedAt: ctx.now, executedDocumentSha256: current.documentSha256 },
    details: {
      documentSha256: current.documentSha256,
      termsSha256: current.termsSha256,
      donorSignedAt: donor.signedAt,
      giftRecipientSignedAt: giftRecipient.signedAt,
    },
  });
  return giftResponse(updated, loaded.role);
};

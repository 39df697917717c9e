import { finalizeRefusal, giftLetterCheckParties, giftPartyOf, GIFT_LETTER_TEXT_VERSION } from '@kinloan/domain';
import { appBaseUrl } from '../../config/environment';
import { renderGiftLetterPdf } from '../../documents/renderers';
import { currentGiftLetter } from '../../gifts/current-gift-letter';
import { signatureKey } from '../../gifts/gift-document';
import { giftPdfInput } from '../../gifts/gift-pdf-input';
import { giftResponse } from '../../gifts/gift-response';
import { AppError } from '../../platform/app-error';
import type { CallableCommand } from '../../platform/command';
import { documentCheck, newVerificationCode } from '../../signing/document-verification';
import { keepExecutedDocument } from '../../signing/executed-documents';
import { commitGiftEvent, loadAndDecide } from './transition';

/**
 * gifts-finalize {id}: the initiator, who signed last, makes final a letter both signed on the
 * very same text. The executed letter is kept byte for byte (its text and PDF, with their
 * fingerprints) in the same commit. However many calls race, one event wins the
 * create-if-absent precondition, so the letter is executed and kept once.
 */
export const finalizeGift: CallableCommand<'gift.finalize'> = async (ctx, { id }, deps) => {
  const { loaded, decision } = await loadAndDecide(deps, ctx, id, 'finalize');
  const current = currentGiftLetter(loaded.doc);
  const signatures = loaded.doc.signatures;
  const refused = finalizeRefusal(
    {
      initiator: signatures[signatureKey(giftPartyOf(loaded.doc.initiatorParty, 'initiator'))]?.documentSha256 ?? null,
      invitee: signatures[signatureKey(giftPartyOf(loaded.doc.initiatorParty, 'invitee'))]?.documentSha256 ?? null,
      current: current?.documentSha256 ?? null,
    },
    'gift letter',
  );
  if (refused || !current) throw new AppError('conflict', refused ?? 'The gift letter is not complete.');
  const code = newVerificationCode();
  const verification = documentCheck(code, appBaseUrl(deps.environment()));
  const pdf = await renderGiftLetterPdf({ ...giftPdfInput({ ...loaded.doc, status: 'executed' }, current, ctx.now), verification });
  const kept = keepExecutedDocument(deps.firestore(), {
    kind: 'gift-letter',
    subjectId: loaded.doc.id,
    partyIds: loaded.doc.partyIds,
    canonicalText: current.letter.fullText,
    textVersion: GIFT_LETTER_TEXT_VERSION,
    pdf,
    now: ctx.now,
    verification: {
      code,
      parties: giftLetterCheckParties(loaded.doc.donorRequestDetails, loaded.doc.recipientDetails),
      giftAmountCents: loaded.doc.giftDetails.amountCents ?? null,
    },
  });
  const updated = await commitGiftEvent(deps, ctx, loaded, 'finalize', decision, {
    changes: { executedAt: ctx.now, executedDocument: kept.summary },
    details: {
      documentSha256: current.documentSha256,
      executedDocument: kept.summary,
      donorSignedAt: signatures.donor?.signedAt ?? null,
      giftRecipientSignedAt: signatures.giftRecipient?.signedAt ?? null,
    },
    alsoWrite: (batch) => kept.write(batch),
  });
  return giftResponse(updated, loaded.role);
};

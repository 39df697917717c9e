import { giftRoleOfCustomer, mayGetGiftDocument } from '@kinloan/domain';
import { renderGiftLetterPdf } from '../../documents/gift-letter-pdf';
import { currentGiftLetter, readinessOf } from '../../gifts/current-gift-letter';
import { type GiftRequestDocument } from '../../gifts/gift-document';
import { GIFT_LETTERS } from '../../gifts/gift-kind';
import { giftPdfInput } from '../../gifts/gift-pdf-input';
import { giftResponse } from '../../gifts/gift-response';
import { AppError, refusalError } from '../../platform/app-error';
import type { CallableCommand } from '../../platform/command';
import { claimWaitingInvitations, commitPendingLink, loadForPartyOrInvitee } from '../../platform/invitations';
import { runQuery } from '../../platform/store';

/** gifts-get {id} → the letter as the caller sees it (an invitee's first look links them). */
export const getGift: CallableCommand<'gift.get'> = async (ctx, { id }, deps) => {
  const loaded = await loadForPartyOrInvitee(deps, GIFT_LETTERS, id, ctx.caller);
  const linked = await commitPendingLink(deps.firestore(), loaded, ctx, GIFT_LETTERS);
  return giftResponse(linked.doc, linked.role);
};

/** Newest activity first; deleted ones are gone from the list (the documents stay for the audit). */
export function listedGifts(docs: readonly GiftRequestDocument[]): GiftRequestDocument[] {
  return docs.filter((doc) => doc.status !== 'deleted').sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** gifts-list → { gifts } where the caller is either person, after linking letters sent to their email. */
export const listGifts: CallableCommand<'gift.list'> = async (ctx, _data, deps) => {
  await claimWaitingInvitations(deps, GIFT_LETTERS, ctx);
  const snapshot = await runQuery(deps.firestore().collection(GIFT_LETTERS.collection).where('partyIds', 'array-contains', ctx.caller.uid));
  const gifts = listedGifts(snapshot.docs.map((doc) => doc.data() as GiftRequestDocument)).flatMap((doc) => {
    const role = giftRoleOfCustomer(doc, ctx.caller.uid);
    return role ? [giftResponse(doc, role)] : [];
  });
  return { gifts };
};

const NOT_PRINTABLE = 'The gift letter can be printed once it is complete.';

/**
 * gifts-getDocument {id} → the PDF for either person: marked as a draft until it is executed,
 * then with both signatures, their audit trail and the document hash.
 */
export const getGiftDocument: CallableCommand<'gift.getDocument'> = async (ctx, { id }, deps) => {
  const loaded = await loadForPartyOrInvitee(deps, GIFT_LETTERS, id, ctx.caller);
  const { doc, role } = await commitPendingLink(deps.firestore(), loaded, ctx, GIFT_LETTERS);
  const allowed = mayGetGiftDocument(doc.status, role);
  if (!allowed.ok) throw refusalError(allowed.refusal);
  const readiness = readinessOf(doc);
  const current = currentGiftLetter(doc);
  if (!readiness.ready || !current) {
    const missing = readiness.ready ? [] : readiness.missing;
    throw new AppError('conflict', `${NOT_PRINTABLE} ${missing[0]?.message ?? ''}`.trim(), { fields: missing });
  }
  const pdf = await renderGiftLetterPdf(giftPdfInput(doc, current, ctx.now));
  return { filename: `kinloan-gift-letter-${doc.id}.pdf`, contentType: 'application/pdf', bytes: pdf, disposition: 'inline' };
};

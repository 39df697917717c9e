import { giftRoleOfCustomer, mayGetGiftDocument } from '@kinloan/domain';
import { renderGiftLetterPdf } from '../../documents/renderers';
import { currentGiftLetter, readinessOf } from '../../gifts/current-gift-letter';
import { type GiftRequestDocument } from '../../gifts/gift-document';
import { GIFT_LETTERS } from '../../gifts/gift-kind';
import { giftLetterSignatures, giftPdfInput } from '../../gifts/gift-pdf-input';
import { giftResponse } from '../../gifts/gift-response';
import { AppError, refusalError } from '../../platform/app-error';
import type { CallableCommand } from '../../platform/command';
import { claimWaitingInvitations, commitPendingLink, loadForPartyOrInvitee } from '../../platform/invitations';
import { readEventLog } from '../../platform/event-log';
import { runQuery } from '../../platform/store';
import { readExecutedPdf } from '../../signing/executed-documents';

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
const NOT_REPRODUCIBLE =
  'The executed original of this gift letter was not kept, and the record no longer produces the text both people signed, so no copy can be given. Please contact support.';

/**
 * gifts-getDocument {id} → the PDF for either person. Executed: the very file kept at
 * execution, checked against its fingerprint. Before that, made now and marked as not final.
 */
export const getGiftDocument: CallableCommand<'gift.getDocument'> = async (ctx, { id }, deps) => {
  const db = deps.firestore();
  const loaded = await loadForPartyOrInvitee(deps, GIFT_LETTERS, id, ctx.caller);
  const { doc, role } = await commitPendingLink(db, loaded, ctx, GIFT_LETTERS);
  const allowed = mayGetGiftDocument(doc.status, role);
  if (!allowed.ok) throw refusalError(allowed.refusal);
  const file = (bytes: Uint8Array) => ({ filename: `kinloan-gift-letter-${doc.id}.pdf`, contentType: 'application/pdf', bytes, disposition: 'inline' as const });
  if (doc.executedDocument) return file(await readExecutedPdf(db, doc.executedDocument));
  const readiness = readinessOf(doc);
  const current = currentGiftLetter(doc);
  if (!readiness.ready || !current) {
    const missing = readiness.ready ? [] : readiness.missing;
    throw new AppError('conflict', `${NOT_PRINTABLE} ${missing[0]?.message ?? ''}`.trim(), { fields: missing });
  }
  if (doc.status !== 'executed') return file(await renderGiftLetterPdf(giftPdfInput(doc, current, ctx.now)));
  // Executed before documents were kept, and not backfilled: a copy, only of the very text signed.
  if (doc.signatures.donor?.documentSha256 !== current.documentSha256) throw new AppError('conflict', NOT_REPRODUCIBLE);
  return file(await renderGiftLetterPdf({ ...giftPdfInput(doc, current, ctx.now), status: 'executed-copy' }));
};

/** gifts-getAuditTrail {id} → for either person: every signature with its evidence, the kept letter's fingerprints, the event log. */
export const getGiftAuditTrail: CallableCommand<'gift.getAuditTrail'> = async (ctx, { id }, deps) => {
  const loaded = await loadForPartyOrInvitee(deps, GIFT_LETTERS, id, ctx.caller);
  const { doc, ref } = await commitPendingLink(deps.firestore(), loaded, ctx, GIFT_LETTERS);
  const current = currentGiftLetter(doc);
  return {
    documentKind: 'gift-letter',
    documentId: doc.id,
    status: doc.status,
    currentSha256: current?.documentSha256 ?? null,
    signatures: current ? giftLetterSignatures(doc, current).map((signature) => signature.audit) : [],
    executedDocument: doc.executedDocument,
    events: await readEventLog(ref),
  };
};

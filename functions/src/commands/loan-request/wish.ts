import type { LoanWishResponse } from '@kinloan/domain';
import { LOAN_WISHES, removeWishProjection, writeWishProjection } from '../../loans/wish-projection';
import { loadStored } from '../../platform/load-for-party';
import type { HttpCommand } from '../../platform/command';
import { transitionAndAnswer } from './transition';

/** POST /api/v1/loanRequests/{id}/publishWish {loanWish}: the borrower-initiator shows their wish. */
export const publishWish: HttpCommand<'loanRequest.publishWish'> = (ctx, { params, body: { loanWish } }, deps) =>
  transitionAndAnswer(deps, ctx, params.id, 'publish-wish', (loaded) => ({
    changes: {
      initiatorRequestDetails: { ...loaded.doc.initiatorRequestDetails, loanWish },
      wishPublished: true,
      wishPublishedAt: ctx.now,
    },
    details: { loanWish },
    alsoWrite: (batch, updated) => writeWishProjection(batch, deps.firestore(), updated),
  }));

/** POST /api/v1/loanRequests/{id}/unpublishWish: the wish goes back to being a draft. */
export const unpublishWish: HttpCommand<'loanRequest.unpublishWish'> = (ctx, { params }, deps) =>
  transitionAndAnswer(deps, ctx, params.id, 'unpublish-wish', (loaded) => ({
    changes: { wishPublished: false, wishPublishedAt: null },
    alsoWrite: (batch) => removeWishProjection(batch, deps.firestore(), loaded.doc.id),
  }));

const WISH_NOT_FOUND = 'There is no published loan wish here. The borrower may have taken it down.';

/** PUBLIC GET /api/v1/loanWishes/{id} → LoanWishResponse, only while it is published. */
export const getLoanWish: HttpCommand<'loanWish.get'> = async (_ctx, { params }, deps) => {
  const { doc: stored } = await loadStored<LoanWishResponse>(deps.firestore(), { collection: LOAN_WISHES, notFound: WISH_NOT_FOUND }, params.id);
  // Field by field, so nothing stored beside the projection could ever be served publicly.
  return {
    id: stored.id,
    headline: stored.headline,
    story: stored.story,
    principalCents: stored.principalCents,
    termMonths: stored.termMonths,
    annualRateBps: stored.annualRateBps,
    purpose: stored.purpose,
    borrowerName: stored.borrowerName,
    publishedAt: stored.publishedAt,
  };
};

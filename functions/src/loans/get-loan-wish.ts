import type { RequestHandler } from 'express';
import type { LoanWishResponse } from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { HttpError } from '../http/errors';
import { readDocument } from './firestore-ops';
import { isDocumentId } from './load-request';
import { LOAN_WISHES } from './wish-projection';

const WISH_NOT_FOUND = 'There is no published loan wish here. The borrower may have taken it down.';

/** PUBLIC GET /api/v1/loanWishes/{id} → LoanWishResponse, only while it is published. */
export function getLoanWish(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const id = String(req.params.id);
    if (!isDocumentId(id)) throw new HttpError('not-found', WISH_NOT_FOUND);
    const snapshot = await readDocument(deps.firestore().collection(LOAN_WISHES).doc(id));
    const stored = snapshot.data() as LoanWishResponse | undefined;
    if (!snapshot.exists || !stored) throw new HttpError('not-found', WISH_NOT_FOUND);
    // Field by field, so nothing stored beside the projection could ever be served publicly.
    const wish: LoanWishResponse = {
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
    res.set('Cache-Control', 'no-store').json(wish);
  };
}

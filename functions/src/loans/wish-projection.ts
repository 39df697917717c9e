import type { Firestore } from 'firebase-admin/firestore';
import type { LoanWish, LoanWishResponse } from '@kinloan/domain';
import type { CommitBatch } from '../platform/store';
import type { LoanRequestDocument } from './loan-request-document';

/**
 * `loanWishes/{id}`: the public face of a borrow request, holding only what the borrower
 * chose to show. It is a separate document, not a view of the request, so that nothing
 * else about the request (or its parties' ids) can leak through the public endpoint.
 */
export const LOAN_WISHES = 'loanWishes';

/** "Maya O.", "Maya Okafor", or null for anonymous. */
export function borrowerNameShown(
  showName: LoanWish['showName'],
  details: { firstName?: string | undefined; lastName?: string | undefined },
): string | null {
  const first = (details.firstName ?? '').trim();
  const last = (details.lastName ?? '').trim();
  if (showName === 'anonymous' || !first) return null;
  if (showName === 'full-name') return last ? `${first} ${last}` : first;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

export function wishProjection(doc: LoanRequestDocument, wish: LoanWish, publishedAt: string): LoanWishResponse {
  const terms = doc.loanProposalDetails;
  return {
    id: doc.id,
    headline: wish.headline,
    story: wish.story ? wish.story : null,
    principalCents: wish.showAmount ? terms.principalCents : null,
    termMonths: wish.showTerms ? terms.termMonths : null,
    annualRateBps: wish.showTerms ? terms.annualRateBps : null,
    purpose: wish.showTerms ? terms.purpose : null,
    borrowerName: borrowerNameShown(wish.showName, doc.initiatorRequestDetails),
    publishedAt,
  };
}

/** (Re)writes the projection from the request as it will be after this commit. */
export function writeWishProjection(batch: CommitBatch, db: Firestore, doc: LoanRequestDocument): void {
  const wish = doc.initiatorRequestDetails.loanWish;
  if (!wish) throw new Error(`loan request ${doc.id} is published as a wish but has no loanWish`);
  batch.set(db.collection(LOAN_WISHES).doc(doc.id), wishProjection(doc, wish, doc.wishPublishedAt ?? doc.updatedAt));
}

export function removeWishProjection(batch: CommitBatch, db: Firestore, id: string): void {
  batch.delete(db.collection(LOAN_WISHES).doc(id));
}

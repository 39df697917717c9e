import { removeWishProjection } from '../../loans/wish-projection';
import type { HttpCommand } from '../../platform/command';
import { transitionAndAnswer } from './transition';

/**
 * DELETE /api/v1/loanRequests/{id} → 200 with the request, now "deleted". The initiator may
 * withdraw it until the other party has signed. The document and its events stay: they are
 * the audit trail; the list simply stops showing it.
 */
export const deleteLoanRequest: HttpCommand<'loanRequest.delete'> = (ctx, { params }, deps) =>
  transitionAndAnswer(deps, ctx, params.id, 'delete', (loaded, decision) => {
    const unpublish = decision.effects.has('unpublish-wish');
    return unpublish
      ? {
          changes: { wishPublished: false, wishPublishedAt: null },
          alsoWrite: (batch) => removeWishProjection(batch, deps.firestore(), loaded.doc.id),
        }
      : {};
  });

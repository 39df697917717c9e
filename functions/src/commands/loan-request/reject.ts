import type { HttpCommand } from '../../platform/command';
import { transitionAndAnswer } from './transition';

/** POST /api/v1/loanRequests/{id}/reject {rejectionReason}: the recipient declines, saying why. */
export const rejectLoanRequest: HttpCommand<'loanRequest.reject'> = (ctx, { params, body: { rejectionReason } }, deps) =>
  transitionAndAnswer(deps, ctx, params.id, 'reject', () => ({ changes: { rejectionReason }, details: { rejectionReason } }));

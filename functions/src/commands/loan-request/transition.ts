import type { RequestEffect, RequestEvent, RequestRole } from '@kinloan/domain';
import type { LoanRequestDocument } from '../../loans/loan-request-document';
import { requestAnswer } from '../../loans/request-answer';
import { decideOrRefuse, LOAN_REQUEST_DOCS, REQUEST_MAIL, type RequestDecision } from '../../loans/request-kind';
import type { CallContext } from '../../platform/context';
import type { Dependencies } from '../../platform/deps';
import type { LoadedForAction } from '../../platform/invitations';
import { commitTransition, loadAndDecide as loadAndDecideDocument, type TransitionPlan } from '../../platform/transition';

export type LoadedRequest = LoadedForAction<LoanRequestDocument, RequestRole>;

/** The request for this caller (linking the recipient on their first call) and the machine's answer. */
export function loadAndDecide(deps: Dependencies, ctx: CallContext, id: string, event: RequestEvent) {
  return loadAndDecideDocument(deps, ctx, LOAN_REQUEST_DOCS, id, (loaded) => decideOrRefuse(loaded, event));
}

export type RequestChange = Omit<TransitionPlan<LoanRequestDocument, RequestEvent, RequestEffect>, 'event' | 'decision'>;

/** The one commit of a request action (platform/transition.ts), with the request's mail. */
export function commitRequestEvent(
  deps: Dependencies,
  ctx: CallContext,
  loaded: LoadedRequest,
  event: RequestEvent,
  decision: RequestDecision,
  change: RequestChange = {},
): Promise<LoanRequestDocument> {
  return commitTransition(deps, ctx, LOAN_REQUEST_DOCS, REQUEST_MAIL, loaded, { event, decision, ...change });
}

/** Commit, then answer with the whole request as the caller sees it. */
export async function transitionAndAnswer(deps: Dependencies, ctx: CallContext, id: string, event: RequestEvent, change: (loaded: LoadedRequest, decision: RequestDecision) => RequestChange | Promise<RequestChange> = () => ({})) {
  const { loaded, decision } = await loadAndDecide(deps, ctx, id, event);
  const updated = await commitRequestEvent(deps, ctx, loaded, event, decision, await change(loaded, decision));
  return requestAnswer(updated, loaded.role);
}

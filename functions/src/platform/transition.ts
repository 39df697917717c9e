import { appBaseUrl } from '../config/environment';
import type { CallContext } from './context';
import type { Dependencies } from './deps';
import { queueEffectMail, type MailEffects } from './effects';
import { appendEvent, commitOrConflict, type EventSourced } from './event-log';
import { appendPendingLink, loadForPartyOrInvitee, type InvitedDocumentKind, type LoadedForAction } from './invitations';
import { CommitBatch } from './store';

/** What a machine answered: the next status and the effects to carry out. */
export interface Decided<S extends string, F extends string> {
  readonly next: S;
  readonly effects: ReadonlySet<F | 'append-event'>;
}

export interface TransitionPlan<D extends EventSourced, E extends string, F extends string> {
  readonly event: E;
  readonly decision: Decided<D['status'], F>;
  /** Document fields written with the event (top-level fields, whole values). */
  readonly changes?: Partial<D>;
  readonly details?: Readonly<Record<string, unknown>>;
  /** Other writes of the same commit (a child request, the executed loan, a public projection). */
  readonly alsoWrite?: (batch: CommitBatch, updated: D) => void;
}

/** The document for this caller (an invitee's first call links them in the commit) and the machine's answer. */
export async function loadAndDecide<D extends EventSourced, R extends string, F extends string>(
  deps: Dependencies,
  ctx: CallContext,
  kind: InvitedDocumentKind<D, R>,
  id: string,
  decide: (loaded: LoadedForAction<D, R>) => Decided<D['status'], F>,
): Promise<{ loaded: LoadedForAction<D, R>; decision: Decided<D['status'], F> }> {
  const loaded = await loadForPartyOrInvitee(deps, kind, id, ctx.caller);
  return { loaded, decision: decide(loaded) };
}

/**
 * The one commit of an action on a party document: the invitee's link if this is their first
 * call, the event, the document's changes, any other writes of the action, and the mail its
 * effects call for. A lost race is a clean 409 with nothing written.
 */
export async function commitTransition<D extends EventSourced, R extends string, E extends string, F extends string>(
  deps: Dependencies,
  ctx: CallContext,
  kind: InvitedDocumentKind<D, R>,
  mail: MailEffects<D, E, F>,
  loaded: LoadedForAction<D, R>,
  plan: TransitionPlan<D, E, F>,
): Promise<D> {
  const batch = new CommitBatch(deps.firestore());
  const linked = appendPendingLink(batch, loaded, ctx, kind);
  const updated = appendEvent(batch, linked, ctx, {
    type: plan.event,
    next: plan.decision.next,
    ...(plan.changes ? { changes: plan.changes } : {}),
    ...(plan.details ? { details: plan.details } : {}),
    ...(kind.eventExtras ? { recordExtras: kind.eventExtras(loaded.doc, loaded.role) } : {}),
  });
  plan.alsoWrite?.(batch, updated);
  queueEffectMail(batch, mail, plan.event, plan.decision.effects, updated, () => appBaseUrl(deps.environment()));
  await commitOrConflict(batch, kind.raceLost);
  return updated;
}

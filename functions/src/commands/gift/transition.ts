import type { GiftEvent, GiftRole } from '@kinloan/domain';
import { appBaseUrl } from '../../config/environment';
import type { GiftRequestDocument } from '../../gifts/gift-document';
import { decideOrRefuse, GIFT_LETTERS, GIFT_MAIL, GIFT_RACE_LOST, type GiftDecision } from '../../gifts/gift-kind';
import type { CallContext } from '../../platform/context';
import type { Dependencies } from '../../platform/deps';
import { queueEffectMail } from '../../platform/effects';
import { appendEvent, commitOrConflict } from '../../platform/event-log';
import { appendPendingLink, loadForPartyOrInvitee, type LoadedForAction } from '../../platform/invitations';
import { CommitBatch } from '../../platform/store';

export type LoadedGift = LoadedForAction<GiftRequestDocument, GiftRole>;

/** The letter for this caller (linking the invitee on their first call) and the machine's answer. */
export async function loadAndDecide(deps: Dependencies, ctx: CallContext, id: string, event: GiftEvent): Promise<{ loaded: LoadedGift; decision: GiftDecision }> {
  const loaded = await loadForPartyOrInvitee(deps, GIFT_LETTERS, id, ctx.caller);
  return { loaded, decision: decideOrRefuse(loaded, event) };
}

export interface GiftChange {
  readonly changes?: Partial<GiftRequestDocument>;
  readonly details?: Readonly<Record<string, unknown>>;
}

/**
 * The one commit of a gift action: the invitee's link if this is their first call, the event
 * (with the party it was done as), the letter's changes, and the mail its effects call for.
 */
export async function commitGiftEvent(
  deps: Dependencies,
  ctx: CallContext,
  loaded: LoadedGift,
  event: GiftEvent,
  decision: GiftDecision,
  change: GiftChange = {},
): Promise<GiftRequestDocument> {
  const batch = new CommitBatch(deps.firestore());
  const linked = appendPendingLink(batch, loaded, ctx, GIFT_LETTERS);
  const updated = appendEvent(batch, linked, ctx, {
    type: event,
    next: decision.next,
    ...change,
    recordExtras: GIFT_LETTERS.eventExtras?.(loaded.doc, loaded.role),
  });
  queueEffectMail(batch, GIFT_MAIL, event, decision.effects, updated, () => appBaseUrl(deps.environment()));
  await commitOrConflict(batch, GIFT_RACE_LOST);
  return updated;
}

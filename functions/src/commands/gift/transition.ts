import type { GiftEffect, GiftEvent, GiftRole } from '@kinloan/domain';
import type { GiftRequestDocument } from '../../gifts/gift-document';
import { decideOrRefuse, GIFT_LETTERS, GIFT_MAIL, type GiftDecision } from '../../gifts/gift-kind';
import type { CallContext } from '../../platform/context';
import type { Dependencies } from '../../platform/deps';
import type { LoadedForAction } from '../../platform/invitations';
import { commitTransition, loadAndDecide as loadAndDecideDocument, type TransitionPlan } from '../../platform/transition';

export type LoadedGift = LoadedForAction<GiftRequestDocument, GiftRole>;

/** The letter for this caller (linking the invitee on their first call) and the machine's answer. */
export function loadAndDecide(deps: Dependencies, ctx: CallContext, id: string, event: GiftEvent) {
  return loadAndDecideDocument(deps, ctx, GIFT_LETTERS, id, (loaded) => decideOrRefuse(loaded, event));
}

/** The one commit of a gift action (platform/transition.ts), with the gift's mail. */
export function commitGiftEvent(
  deps: Dependencies,
  ctx: CallContext,
  loaded: LoadedGift,
  event: GiftEvent,
  decision: GiftDecision,
  change: Omit<TransitionPlan<GiftRequestDocument, GiftEvent, GiftEffect>, 'event' | 'decision'> = {},
): Promise<GiftRequestDocument> {
  return commitTransition(deps, ctx, GIFT_LETTERS, GIFT_MAIL, loaded, { event, decision, ...change });
}

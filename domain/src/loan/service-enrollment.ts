/**
 * The managed-service subscription of a loan, as the payment provider reports it. A party's
 * enrollment only starts a checkout; from then on the provider's events move it:
 *
 *   checkout-started → active        the checkout was paid (checkout.session.completed)
 *   active → past-due                a renewal failed (invoice.payment_failed)
 *   past-due → active                a renewal was paid after all (invoice.paid)
 *   any → cancelled                  the subscription ended (customer.subscription.deleted)
 *
 * The provider delivers events at least once and in no promised order, so each is judged
 * against what was already applied: events about another subscription than the loan's current
 * one are not about this enrollment; a renewal event older (by the provider's clock) than the
 * last one applied must not undo what the newer one said; and a deletion is final for its
 * subscription, whenever it arrives, because a deleted subscription never comes back.
 */

export const SERVICE_ENROLLMENT_STATUSES = ['checkout-started', 'active', 'past-due', 'cancelled'] as const;
export type ServiceEnrollmentStatus = (typeof SERVICE_ENROLLMENT_STATUSES)[number];

/** The provider's events that move an enrollment; every other type is acknowledged and ignored. */
export const SUBSCRIPTION_EVENT_TYPES = [
  'checkout.session.completed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.deleted',
] as const;
export type SubscriptionEventType = (typeof SUBSCRIPTION_EVENT_TYPES)[number];

export function isSubscriptionEventType(type: string): type is SubscriptionEventType {
  return (SUBSCRIPTION_EVENT_TYPES as readonly string[]).includes(type);
}

/** What an enrollment needs to know of one provider event. */
export interface SubscriptionEvent {
  /** The provider's event id (evt_…): the idempotency key. */
  readonly id: string;
  readonly type: SubscriptionEventType;
  /** Unix seconds, the provider's clock: when the event happened, not when it arrived. */
  readonly created: number;
  readonly subscriptionId: string;
  /** On a completed checkout: the provider's customer. */
  readonly customerId: string | null;
}

/** The part of an enrollment the provider's events decide. */
export interface SubscriptionState {
  readonly status: ServiceEnrollmentStatus;
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
  /** `created` of the latest event applied; null until the first. */
  readonly lastEventCreated: number | null;
}

export type SubscriptionDecision =
  | { readonly applied: true; readonly next: SubscriptionState }
  | { readonly applied: false; readonly reason: string };

function ignored(reason: string): SubscriptionDecision {
  return { applied: false, reason };
}

function moved(state: SubscriptionState, event: SubscriptionEvent, status: ServiceEnrollmentStatus): SubscriptionDecision {
  return { applied: true, next: { ...state, status, lastEventCreated: Math.max(state.lastEventCreated ?? event.created, event.created) } };
}

/**
 * The enrollment after one provider event, or why the event changes nothing. Pure: the caller
 * records an applied event once (by its id) and passes events for the same subscription in
 * whatever order they arrived.
 */
export function applySubscriptionEvent(state: SubscriptionState, event: SubscriptionEvent): SubscriptionDecision {
  if (event.type === 'checkout.session.completed') return completeCheckout(state, event);
  if (state.subscriptionId !== event.subscriptionId) return ignored(`${event.subscriptionId} is not this loan's current subscription.`);
  if (state.status === 'cancelled') return ignored('The subscription was already cancelled; a deleted subscription never comes back.');
  if (event.type === 'customer.subscription.deleted') return moved(state, event, 'cancelled');
  if (state.lastEventCreated !== null && event.created < state.lastEventCreated) {
    return ignored('The event is older than the last one applied, which already says where the subscription stands.');
  }
  if (event.type === 'invoice.payment_failed') return moved(state, event, 'past-due');
  return moved(state, event, 'active');
}

function completeCheckout(state: SubscriptionState, event: SubscriptionEvent): SubscriptionDecision {
  if (state.subscriptionId === event.subscriptionId) return ignored('This checkout was already recorded.');
  // A second paid checkout for the same loan is a new subscription, and it is the one that
  // now serves the loan; one from before the current subscription's last event is not.
  if (state.subscriptionId !== null && state.status !== 'cancelled' && state.lastEventCreated !== null && event.created < state.lastEventCreated) {
    return ignored('The checkout is older than the current subscription.');
  }
  return {
    applied: true,
    next: { status: 'active', customerId: event.customerId, subscriptionId: event.subscriptionId, lastEventCreated: event.created },
  };
}

/**
 * A completed checkout together with events of its subscription that arrived before it (held
 * until the loan was known), applied in the provider's order: a deletion that overtook the
 * completion still ends the enrollment cancelled.
 */
export function applyCheckoutWithEarlier(
  state: SubscriptionState,
  completed: SubscriptionEvent,
  earlier: readonly SubscriptionEvent[],
): { readonly next: SubscriptionState; readonly applied: readonly SubscriptionEvent[] } | { readonly applied: readonly []; readonly reason: string } {
  const first = applySubscriptionEvent(state, completed);
  if (!first.applied) return { applied: [], reason: first.reason };
  let next = first.next;
  const applied: SubscriptionEvent[] = [completed];
  for (const event of [...earlier].sort((a, b) => a.created - b.created)) {
    const decision = applySubscriptionEvent(next, event);
    if (decision.applied) {
      next = decision.next;
      applied.push(event);
    }
  }
  return { next, applied };
}

/**
 * A subscription the provider is billing (paid, or a failed renewal being retried): it is
 * managed or cancelled in the provider's portal, never bought a second time.
 */
export function isLiveSubscription(status: ServiceEnrollmentStatus | undefined): boolean {
  return status === 'active' || status === 'past-due';
}

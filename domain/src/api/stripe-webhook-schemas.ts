import { z } from 'zod';
import { isSubscriptionEventType, type SubscriptionEvent } from '../loan/service-enrollment';

/**
 * The body of POST /api/v1/webhooks/stripe: a Stripe event (docs.stripe.com/api/events/object),
 * read only after its signature checked out. Only the envelope is required; what each type
 * needs of `data.object` is read by `subscriptionEventOf`, so an event type we don't act on,
 * whatever its object, is acknowledged rather than refused (Stripe retries anything but a 2xx).
 */
export const stripeEventSchema = z
  .object({
    id: z.string().min(1).max(255),
    object: z.literal('event'),
    type: z.string().min(1).max(255),
    created: z.number().int().nonnegative(),
    livemode: z.boolean(),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  })
  .loose();

export type StripeEvent = z.output<typeof stripeEventSchema>;

/** 200 from the webhook: what became of the event (Stripe only needs the 2xx). */
export interface StripeWebhookAnswer {
  readonly received: true;
  /**
   * applied: it moved a loan's enrollment; duplicate: already applied or held (a redelivery);
   * held: about a subscription whose checkout has not arrived yet, applied when it does;
   * ignored: nothing to do (another type, an unknown loan, an older event).
   */
  readonly outcome: 'applied' | 'duplicate' | 'held' | 'ignored';
  readonly detail: string;
}

/** A Stripe id as it appears in an event: a string, or an expanded object carrying it. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value.length > 0) return value;
  if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string') return (value as { id: string }).id;
  return null;
}

function field(object: unknown, ...path: string[]): unknown {
  let current = object;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * An invoice names its subscription at `subscription` before API version 2025-03-31 and at
 * `parent.subscription_details.subscription` from it; either is accepted.
 */
function invoiceSubscription(invoice: Record<string, unknown>): string | null {
  return idOf(invoice.subscription) ?? idOf(field(invoice, 'parent', 'subscription_details', 'subscription'));
}

export type ReadStripeEvent =
  | { readonly kind: 'checkout'; readonly loanId: string; readonly event: SubscriptionEvent }
  | { readonly kind: 'subscription'; readonly event: SubscriptionEvent }
  | { readonly kind: 'ignored'; readonly reason: string };

/** What an enrollment needs of a verified Stripe event, or why it concerns no enrollment. */
export function subscriptionEventOf(stripe: StripeEvent): ReadStripeEvent {
  const { type } = stripe;
  if (!isSubscriptionEventType(type)) return { kind: 'ignored', reason: `Kinloan does not act on ${type.slice(0, 80)} events.` };
  const object = stripe.data.object;
  const base = { id: stripe.id, type, created: stripe.created };
  if (type === 'checkout.session.completed') {
    const loanId = typeof object.client_reference_id === 'string' ? object.client_reference_id : null;
    const subscriptionId = idOf(object.subscription);
    if (object.mode !== undefined && object.mode !== 'subscription') return { kind: 'ignored', reason: 'The checkout is not for a subscription.' };
    if (!loanId) return { kind: 'ignored', reason: 'The checkout names no loan (client_reference_id).' };
    if (!subscriptionId) return { kind: 'ignored', reason: 'The checkout names no subscription.' };
    return { kind: 'checkout', loanId, event: { ...base, subscriptionId, customerId: idOf(object.customer) } };
  }
  const subscriptionId = type === 'customer.subscription.deleted' ? idOf(object.id) : invoiceSubscription(object);
  if (!subscriptionId) return { kind: 'ignored', reason: `The ${type} event names no subscription.` };
  return { kind: 'subscription', event: { ...base, subscriptionId, customerId: idOf(object.customer) } };
}

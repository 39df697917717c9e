import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { EMULATOR_STRIPE_WEBHOOK_SECRET } from '../../functions/src/config/environment';
import { URLS } from './ports';

/**
 * Stripe events as Stripe sends them (docs.stripe.com/api/events/object), signed with the
 * emulators' documented secret, for `npm run stripe:event` and the integration tests: the whole
 * webhook path runs locally without the network. Only the fields Stripe documents are used,
 * with test-mode ids; the objects carry what a subscription Payment Link produces.
 */

/** The API version the events are shaped for (invoices name their subscription under `parent`). */
export const STRIPE_API_VERSION = '2025-10-29.clover';

export const STRIPE_WEBHOOK_URL = `${URLS.hosting}/api/v1/webhooks/stripe`;

export const STRIPE_EVENT_TYPES = ['checkout.session.completed', 'invoice.paid', 'invoice.payment_failed', 'customer.subscription.deleted'] as const;
export type LocalStripeEventType = (typeof STRIPE_EVENT_TYPES)[number];

export interface StripeEventOptions {
  /** The loan the checkout was for (client_reference_id). */
  readonly loanId?: string;
  readonly subscriptionId: string;
  readonly customerId?: string;
  /** Unix seconds; now unless given (out-of-order tests date events on purpose). */
  readonly created?: number;
  readonly id?: string;
}

export interface StripeEventPayload {
  readonly id: string;
  readonly object: 'event';
  readonly type: string;
  readonly created: number;
  readonly livemode: false;
  readonly api_version: string;
  readonly pending_webhooks: number;
  readonly request: { readonly id: string | null; readonly idempotency_key: string | null };
  readonly data: { readonly object: Record<string, unknown> };
}

/** A test-mode id with Stripe's prefix: evt_, sub_, cus_, cs_test_, in_. */
export function stripeId(prefix: string): string {
  return `${prefix}_local${randomBytes(10).toString('hex')}`;
}

export function stripeEvent(type: string, options: StripeEventOptions): StripeEventPayload {
  const created = options.created ?? Math.floor(Date.now() / 1000);
  const customer = options.customerId ?? stripeId('cus');
  return {
    id: options.id ?? stripeId('evt'),
    object: 'event',
    type,
    created,
    livemode: false,
    api_version: STRIPE_API_VERSION,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: objectFor(type, { ...options, customerId: customer }, created) },
  };
}

function objectFor(type: string, options: StripeEventOptions & { customerId: string }, created: number): Record<string, unknown> {
  const { subscriptionId, customerId } = options;
  if (type.startsWith('checkout.session.')) {
    return {
      id: stripeId('cs_test'),
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: options.loanId ?? null,
      customer: customerId,
      subscription: subscriptionId,
      payment_link: 'plink_local_kinloan_managed_service',
      amount_total: 900,
      currency: 'usd',
      created,
      livemode: false,
    };
  }
  if (type.startsWith('invoice.')) {
    const paid = type === 'invoice.paid';
    return {
      id: stripeId('in'),
      object: 'invoice',
      customer: customerId,
      status: paid ? 'paid' : 'open',
      billing_reason: 'subscription_cycle',
      amount_due: 900,
      amount_paid: paid ? 900 : 0,
      attempt_count: 1,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} } },
      created,
      livemode: false,
    };
  }
  return {
    id: subscriptionId,
    object: 'subscription',
    customer: customerId,
    status: type === 'customer.subscription.deleted' ? 'canceled' : 'active',
    canceled_at: type === 'customer.subscription.deleted' ? created : null,
    ended_at: type === 'customer.subscription.deleted' ? created : null,
    created,
    livemode: false,
  };
}

/** The Stripe-Signature header Stripe would send for these bytes (the official library makes it). */
export function stripeSignature(payload: string, secret: string = EMULATOR_STRIPE_WEBHOOK_SECRET): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

export interface WebhookAnswer {
  readonly status: number;
  readonly text: string;
}

/** POSTs the event to the local webhook through Hosting, signed unless told otherwise. */
export async function sendStripeEvent(event: StripeEventPayload, options: { signature?: string | null } = {}): Promise<WebhookAnswer> {
  const payload = JSON.stringify(event);
  const signature = options.signature === undefined ? stripeSignature(payload) : options.signature;
  const response = await fetch(STRIPE_WEBHOOK_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: payload,
  });
  return { status: response.status, text: await response.text() };
}

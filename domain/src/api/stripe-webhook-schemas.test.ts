import { describe, expect, it } from 'vitest';
import { stripeEventSchema, subscriptionEventOf, type StripeEvent } from './stripe-webhook-schemas';

function stripeEvent(type: string, object: Record<string, unknown>): StripeEvent {
  return stripeEventSchema.parse({ id: 'evt_1', object: 'event', type, created: 1_700_000_000, livemode: false, api_version: '2025-10-29.clover', data: { object } });
}

describe('reading a Stripe event for the managed service', () => {
  it('takes the loan, subscription and customer from a completed subscription checkout', () => {
    const read = subscriptionEventOf(
      stripeEvent('checkout.session.completed', { object: 'checkout.session', mode: 'subscription', client_reference_id: 'loan1', customer: 'cus_1', subscription: 'sub_1' }),
    );
    expect(read).toEqual({
      kind: 'checkout',
      loanId: 'loan1',
      event: { id: 'evt_1', type: 'checkout.session.completed', created: 1_700_000_000, subscriptionId: 'sub_1', customerId: 'cus_1' },
    });
  });

  it('finds an invoice subscription in the old and the new API shapes, and a deleted subscription by its id', () => {
    expect(subscriptionEventOf(stripeEvent('invoice.payment_failed', { object: 'invoice', subscription: 'sub_old' }))).toMatchObject({ kind: 'subscription', event: { subscriptionId: 'sub_old' } });
    expect(
      subscriptionEventOf(stripeEvent('invoice.paid', { object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_new' } } })),
    ).toMatchObject({ kind: 'subscription', event: { type: 'invoice.paid', subscriptionId: 'sub_new' } });
    expect(subscriptionEventOf(stripeEvent('customer.subscription.deleted', { object: 'subscription', id: 'sub_9', customer: { id: 'cus_9' } }))).toMatchObject({
      kind: 'subscription',
      event: { subscriptionId: 'sub_9', customerId: 'cus_9' },
    });
  });

  it('ignores other types and events that name no loan or subscription', () => {
    expect(subscriptionEventOf(stripeEvent('customer.created', { id: 'cus_1' })).kind).toBe('ignored');
    expect(subscriptionEventOf(stripeEvent('checkout.session.completed', { mode: 'subscription', subscription: 'sub_1' })).kind).toBe('ignored');
    expect(subscriptionEventOf(stripeEvent('checkout.session.completed', { mode: 'payment', client_reference_id: 'loan1' })).kind).toBe('ignored');
    expect(subscriptionEventOf(stripeEvent('invoice.paid', { object: 'invoice' })).kind).toBe('ignored');
  });

  it('refuses what is not an event envelope', () => {
    expect(stripeEventSchema.safeParse({ id: 'evt_1', object: 'charge', type: 'x', created: 1, livemode: false, data: { object: {} } }).success).toBe(false);
    expect(stripeEventSchema.safeParse({ id: 'evt_1', object: 'event', type: 'x', created: -1, livemode: false, data: { object: {} } }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  applyCheckoutWithEarlier,
  applySubscriptionEvent,
  isLiveSubscription,
  type SubscriptionEvent,
  type SubscriptionEventType,
  type SubscriptionState,
} from './service-enrollment';

const STARTED: SubscriptionState = { status: 'checkout-started', customerId: null, subscriptionId: null, lastEventCreated: null };

let n = 0;
function event(type: SubscriptionEventType, created: number, subscriptionId = 'sub_1'): SubscriptionEvent {
  n += 1;
  return { id: `evt_${n}`, type, created, subscriptionId, customerId: type === 'checkout.session.completed' ? 'cus_1' : null };
}

/** Applies events in arrival order, keeping the state of those that applied. */
function run(state: SubscriptionState, ...events: SubscriptionEvent[]): SubscriptionState {
  return events.reduce((current, e) => {
    const decision = applySubscriptionEvent(current, e);
    return decision.applied ? decision.next : current;
  }, state);
}

describe('the managed-service enrollment, moved by the provider', () => {
  it('becomes active when the checkout is paid, keeping the customer and subscription', () => {
    expect(applySubscriptionEvent(STARTED, event('checkout.session.completed', 100))).toEqual({
      applied: true,
      next: { status: 'active', customerId: 'cus_1', subscriptionId: 'sub_1', lastEventCreated: 100 },
    });
  });

  it('goes past due on a failed renewal, back to active when it is paid, and cancelled when the subscription ends', () => {
    const active = run(STARTED, event('checkout.session.completed', 100));
    const pastDue = run(active, event('invoice.payment_failed', 200));
    expect(pastDue.status).toBe('past-due');
    const paid = run(pastDue, event('invoice.paid', 300));
    expect(paid).toMatchObject({ status: 'active', lastEventCreated: 300 });
    expect(run(paid, event('customer.subscription.deleted', 400))).toMatchObject({ status: 'cancelled', subscriptionId: 'sub_1' });
  });

  it('does not let an older failed renewal undo a newer paid one', () => {
    const active = run(STARTED, event('checkout.session.completed', 100), event('invoice.paid', 300));
    const stale = applySubscriptionEvent(active, event('invoice.payment_failed', 200));
    expect(stale).toEqual({ applied: false, reason: expect.stringContaining('older') });
  });

  it('does not let an older paid renewal undo a newer failure', () => {
    const pastDue = run(STARTED, event('checkout.session.completed', 100), event('invoice.payment_failed', 300));
    expect(applySubscriptionEvent(pastDue, event('invoice.paid', 200)).applied).toBe(false);
    expect(run(pastDue, event('invoice.paid', 200)).status).toBe('past-due');
  });

  it('keeps a cancelled subscription cancelled, whatever arrives after', () => {
    const cancelled = run(STARTED, event('checkout.session.completed', 100), event('customer.subscription.deleted', 200));
    for (const type of ['invoice.paid', 'invoice.payment_failed', 'customer.subscription.deleted', 'checkout.session.completed'] as const) {
      expect(applySubscriptionEvent(cancelled, event(type, 300)).applied, type).toBe(false);
    }
  });

  it('takes a deletion as final even when the provider dated it before the last event applied', () => {
    const active = run(STARTED, event('checkout.session.completed', 100), event('invoice.paid', 300));
    expect(run(active, event('customer.subscription.deleted', 250)).status).toBe('cancelled');
  });

  it('ignores events about another subscription than the current one, such as the old one after a new checkout', () => {
    const renewed = run(
      STARTED,
      event('checkout.session.completed', 100, 'sub_old'),
      event('customer.subscription.deleted', 200, 'sub_old'),
      event('checkout.session.completed', 300, 'sub_new'),
    );
    expect(renewed).toMatchObject({ status: 'active', subscriptionId: 'sub_new' });
    expect(applySubscriptionEvent(renewed, event('customer.subscription.deleted', 150, 'sub_old'))).toEqual({
      applied: false,
      reason: expect.stringContaining('not this loan'),
    });
    expect(applySubscriptionEvent(renewed, event('invoice.payment_failed', 400, 'sub_old')).applied).toBe(false);
    expect(applySubscriptionEvent(STARTED, event('invoice.paid', 400)).applied).toBe(false);
  });

  it('records a checkout once, and an older checkout does not replace a newer live subscription', () => {
    const active = run(STARTED, event('checkout.session.completed', 300, 'sub_new'));
    expect(applySubscriptionEvent(active, event('checkout.session.completed', 300, 'sub_new')).applied).toBe(false);
    expect(applySubscriptionEvent(active, event('checkout.session.completed', 200, 'sub_other')).applied).toBe(false);
  });

  it('ends cancelled when the deletion overtook the completed checkout', () => {
    const result = applyCheckoutWithEarlier(STARTED, event('checkout.session.completed', 100), [event('customer.subscription.deleted', 200)]);
    expect(result).toMatchObject({ next: { status: 'cancelled', subscriptionId: 'sub_1', customerId: 'cus_1' } });
    expect(result.applied.map((e) => e.type)).toEqual(['checkout.session.completed', 'customer.subscription.deleted']);
  });

  it('applies earlier-arrived events in the provider order, skipping the ones the checkout already covers', () => {
    const result = applyCheckoutWithEarlier(STARTED, event('checkout.session.completed', 100), [
      event('invoice.paid', 300),
      event('invoice.paid', 90),
      event('invoice.payment_failed', 200),
    ]);
    expect(result).toMatchObject({ next: { status: 'active', lastEventCreated: 300 } });
    expect(result.applied.map((e) => [e.type, e.created])).toEqual([
      ['checkout.session.completed', 100],
      ['invoice.payment_failed', 200],
      ['invoice.paid', 300],
    ]);
  });

  it('applies nothing when the checkout itself changes nothing', () => {
    const active = run(STARTED, event('checkout.session.completed', 100));
    expect(applyCheckoutWithEarlier(active, event('checkout.session.completed', 100), [])).toEqual({ applied: [], reason: expect.any(String) });
  });

  it('counts a paid or retried subscription as live, so it is managed rather than bought twice', () => {
    expect((['checkout-started', 'active', 'past-due', 'cancelled'] as const).filter((s) => isLiveSubscription(s))).toEqual(['active', 'past-due']);
    expect(isLiveSubscription(undefined)).toBe(false);
  });
});

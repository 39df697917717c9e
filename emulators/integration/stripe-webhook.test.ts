import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { ServiceEnrollmentResponse } from '@kinloan/domain';
import { sendStripeEvent, stripeEvent, stripeId, stripeSignature, type StripeEventPayload } from '../src/stripe-event';
import { eventsOf, type Person } from './support/loans';
import { loanOf, servicedLoan, v1 } from './support/servicing';

/**
 * The managed-service subscription finished by Stripe's webhook, through Hosting as Stripe
 * reaches it, with events made and signed as `npm run stripe:event` does.
 */

async function enrolledLoan(): Promise<{ maya: Person; loanId: string }> {
  const { maya, loanId } = await servicedLoan();
  const enrolled = await v1<ServiceEnrollmentResponse>('POST', `/loans/${loanId}/serviceEnrollment`, { token: maya.token, body: {} });
  if (enrolled.status !== 200) throw new Error(`enroll: ${enrolled.status} ${enrolled.text}`);
  return { maya, loanId };
}

async function send(event: StripeEventPayload): Promise<{ outcome: string }> {
  const answer = await sendStripeEvent(event);
  expect(answer.status, answer.text).toBe(200);
  return JSON.parse(answer.text) as { outcome: string };
}

async function subscriptionEvents(loanId: string) {
  return (await eventsOf('loans', loanId)).filter((e) => e.type === 'service-subscription');
}

const NOW = Math.floor(Date.now() / 1000);

/** `npm run stripe:event -- <args>`, as a developer runs it against the local stack. */
async function stripeEventScript(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const script = new URL('../src/stripe-event-cli.ts', import.meta.url).pathname;
  try {
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', script, ...args], { cwd: new URL('../..', import.meta.url).pathname });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('POST /api/v1/webhooks/stripe', () => {
  it('turns the enrollment active on a completed checkout, keeping the customer and subscription, with Stripe on the loan log', async () => {
    const { maya, loanId } = await enrolledLoan();
    const subscriptionId = stripeId('sub');
    expect(await send(stripeEvent('checkout.session.completed', { loanId, subscriptionId, customerId: 'cus_localmaya', created: NOW }))).toMatchObject({ outcome: 'applied' });

    const { serviceEnrollment } = await loanOf(maya, loanId);
    expect(serviceEnrollment).toMatchObject({ status: 'active', subscriptionId, customerId: 'cus_localmaya', byCustomerId: maya.uid, portalUrl: expect.stringMatching(/^https:\/\//) });
    const [logged] = await subscriptionEvents(loanId);
    expect(logged).toMatchObject({ actorCustomerId: 'stripe', role: 'system', fromStatus: 'active', toStatus: 'active' });
    expect(logged?.details).toMatchObject({ stripeEventType: 'checkout.session.completed', fromEnrollmentStatus: 'checkout-started', toEnrollmentStatus: 'active' });

    // A live subscription is managed in the portal, not bought twice.
    const again = await v1('POST', `/loans/${loanId}/serviceEnrollment`, { token: maya.token, body: {} });
    expect(again.status).toBe(409);
  });

  it('goes past due on a failed renewal, back to active when paid, and cancelled when the subscription is deleted', async () => {
    const { maya, loanId } = await enrolledLoan();
    const subscriptionId = stripeId('sub');
    await send(stripeEvent('checkout.session.completed', { loanId, subscriptionId, created: NOW }));
    await send(stripeEvent('invoice.payment_failed', { subscriptionId, created: NOW + 10 }));
    expect((await loanOf(maya, loanId)).serviceEnrollment?.status).toBe('past-due');
    await send(stripeEvent('invoice.paid', { subscriptionId, created: NOW + 20 }));
    expect((await loanOf(maya, loanId)).serviceEnrollment?.status).toBe('active');
    await send(stripeEvent('customer.subscription.deleted', { subscriptionId, created: NOW + 30 }));
    expect((await loanOf(maya, loanId)).serviceEnrollment).toMatchObject({ status: 'cancelled', portalUrl: null });
    expect((await subscriptionEvents(loanId)).map((e) => e.details.toEnrollmentStatus)).toEqual(['active', 'past-due', 'active', 'cancelled']);

    // After a cancellation the loan can be enrolled again.
    const again = await v1<ServiceEnrollmentResponse>('POST', `/loans/${loanId}/serviceEnrollment`, { token: maya.token, body: {} });
    expect(again.status).toBe(200);
    expect(again.body.serviceEnrollment.status).toBe('checkout-started');
  });

  it('refuses a forged or missing signature with 400 and changes nothing', async () => {
    const { maya, loanId } = await enrolledLoan();
    const before = await loanOf(maya, loanId);
    const event = stripeEvent('checkout.session.completed', { loanId, subscriptionId: stripeId('sub') });
    const payload = JSON.stringify(event);
    for (const signature of [null, stripeSignature(payload, 'whsec_not_the_local_secret'), 't=1700000000,v1=00ff']) {
      const answer = await sendStripeEvent(event, { signature });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toMatchObject({ error: { kind: 'bad-request', detail: expect.stringContaining('Stripe-Signature') } });
    }
    expect((await loanOf(maya, loanId)).serviceEnrollment).toEqual(before.serviceEnrollment);
    expect(await subscriptionEvents(loanId)).toEqual([]);
  });

  it('applies a redelivered event once', async () => {
    const { maya, loanId } = await enrolledLoan();
    const subscriptionId = stripeId('sub');
    const completed = stripeEvent('checkout.session.completed', { loanId, subscriptionId, created: NOW });
    const failed = stripeEvent('invoice.payment_failed', { subscriptionId, created: NOW + 10 });
    expect((await send(completed)).outcome).toBe('applied');
    expect((await send(completed)).outcome).toBe('duplicate');
    expect((await send(failed)).outcome).toBe('applied');
    expect((await send(failed)).outcome).toBe('duplicate');
    expect((await subscriptionEvents(loanId)).map((e) => e.details.stripeEventId)).toEqual([completed.id, failed.id]);
    expect((await loanOf(maya, loanId)).serviceEnrollment?.status).toBe('past-due');
  });

  it('ends cancelled when the deletion arrives before the completed checkout', async () => {
    const { maya, loanId } = await enrolledLoan();
    const subscriptionId = stripeId('sub');
    expect((await send(stripeEvent('customer.subscription.deleted', { subscriptionId, created: NOW + 60 }))).outcome).toBe('held');
    expect((await loanOf(maya, loanId)).serviceEnrollment?.status).toBe('checkout-started');
    expect((await send(stripeEvent('checkout.session.completed', { loanId, subscriptionId, created: NOW }))).outcome).toBe('applied');
    expect((await loanOf(maya, loanId)).serviceEnrollment).toMatchObject({ status: 'cancelled', subscriptionId });
    const [logged] = await subscriptionEvents(loanId);
    expect(logged?.details).toMatchObject({ toEnrollmentStatus: 'cancelled', alsoApplied: [{ stripeEventType: 'customer.subscription.deleted' }] });
  });

  it('does not let a failed renewal older than a paid one undo it', async () => {
    const { maya, loanId } = await enrolledLoan();
    const subscriptionId = stripeId('sub');
    await send(stripeEvent('checkout.session.completed', { loanId, subscriptionId, created: NOW }));
    expect((await send(stripeEvent('invoice.paid', { subscriptionId, created: NOW + 200 }))).outcome).toBe('applied');
    expect((await send(stripeEvent('invoice.payment_failed', { subscriptionId, created: NOW + 100 }))).outcome).toBe('ignored');
    expect((await loanOf(maya, loanId)).serviceEnrollment?.status).toBe('active');
  });

  it('acknowledges event types it does not act on, and checkouts for loans it does not know, with 200', async () => {
    const { maya, loanId } = await enrolledLoan();
    const before = await loanOf(maya, loanId);
    expect(await send(stripeEvent('customer.subscription.updated', { subscriptionId: stripeId('sub') }))).toMatchObject({ outcome: 'ignored' });
    expect(await send(stripeEvent('checkout.session.completed', { loanId: 'noSuchLoan123', subscriptionId: stripeId('sub') }))).toMatchObject({ outcome: 'ignored' });
    expect((await loanOf(maya, loanId)).serviceEnrollment).toEqual(before.serviceEnrollment);
  });

  it('is what npm run stripe:event drives: a completed checkout, then the subscription\'s own events', async () => {
    const { maya, loanId } = await enrolledLoan();
    const refused = await stripeEventScript('invoice.payment_failed', '--loan', loanId);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('has no subscription yet');

    const completed = await stripeEventScript('checkout.session.completed', '--loan', loanId);
    expect(completed.stdout).toMatch(/checkout\.session\.completed evt_\w+ \(subscription sub_\w+\) → 200/);
    expect(completed.code).toBe(0);
    expect((await loanOf(maya, loanId)).serviceEnrollment?.status).toBe('active');

    expect((await stripeEventScript('invoice.payment_failed', '--loan', loanId)).code).toBe(0);
    expect((await loanOf(maya, loanId)).serviceEnrollment?.status).toBe('past-due');
    expect((await stripeEventScript('customer.subscription.deleted', '--loan', loanId)).code).toBe(0);
    expect((await loanOf(maya, loanId)).serviceEnrollment?.status).toBe('cancelled');
  }, 60_000); // four runs of the script, each a fresh Node process
});

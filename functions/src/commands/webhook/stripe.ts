import { subscriptionEventOf } from '@kinloan/domain';
import type { HttpCommand } from '../../platform/command';
import { applyCheckout, applyToSubscription } from '../../loans/subscription-events';

/**
 * POST /api/v1/webhooks/stripe: a Stripe event whose signature the transport has checked.
 * Events about a loan's managed-service subscription move its enrollment, each once; anything
 * else (another type, an unknown loan, an event that is older than what it would change) is
 * acknowledged with 200 and logged, since Stripe retries every other answer for days.
 */
export const stripeWebhook: HttpCommand<'webhook.stripe'> = async (ctx, { body }, deps) => {
  const read = subscriptionEventOf(body);
  const settings = { portalUrl: deps.environment().servicePortalUrl ?? null };
  if (read.kind === 'ignored') {
    console.info(`Stripe webhook ignored ${body.type} ${body.id}: ${read.reason}`);
    return { received: true, outcome: 'ignored', detail: read.reason };
  }
  if (read.kind === 'checkout') return applyCheckout(deps.firestore(), ctx, settings, read.loanId, read.event);
  return applyToSubscription(deps.firestore(), ctx, settings, read.event);
};

import type { Request } from 'express';
import { requireSetting, type ServerEnvironment } from '../config/environment';
import { AppError } from '../platform/app-error';

/**
 * The authentication of the provider's webhook: the Stripe-Signature header, an HMAC of the
 * exact bytes sent, checked with the official library against the environment's signing
 * secret (within its default tolerance of five minutes, which stops a captured event from
 * being replayed later). The bytes must be the raw body: JSON parsed and written again is not
 * what was signed. Cloud Functions keeps them as `req.rawBody` before any parser runs; the
 * app's own JSON parser keeps them there too when nothing did earlier (tests, plain express).
 */

export const UNSIGNED =
  'This endpoint only takes events from Stripe, and this one does not carry a valid Stripe-Signature for its body.';

export function rawBodyOf(req: Request): Buffer | null {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) ? raw : null;
}

/** The stripe package, loaded by the first webhook call: no other call's cold start pays for it. */
async function stripeWebhooks() {
  const { default: Stripe } = await import('stripe');
  return Stripe.webhooks;
}

/** The event as Stripe sent it (JSON, not yet checked for shape), or 400 when it is not provably Stripe's. */
export async function verifiedStripeEvent(req: Request, env: ServerEnvironment): Promise<unknown> {
  const secret = requireSetting('STRIPE_WEBHOOK_SECRET', env.stripeWebhookSecret);
  const header = req.get('stripe-signature');
  const raw = rawBodyOf(req);
  if (!header || !raw) return refuse(req, header ? 'no raw body to check' : 'no Stripe-Signature header');
  const webhooks = await stripeWebhooks();
  try {
    return webhooks.constructEvent(raw, header, secret);
  } catch (error) {
    return refuse(req, error instanceof Error ? error.message : String(error));
  }
}

function refuse(req: Request, why: string): never {
  // Logged: a forged or misconfigured sender is worth knowing about, and Stripe never sees why.
  console.warn(`Refused a Stripe webhook call from ${req.get('x-forwarded-for') ?? req.socket.remoteAddress ?? 'an unknown address'}: ${why}`);
  throw new AppError('bad-request', UNSIGNED);
}

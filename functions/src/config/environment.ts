/**
 * What the functions read from their environment, in one place. Production values come
 * from the deploy (functions/.env.<project> or secrets); on the emulators the launcher and
 * the Functions emulator set what is needed, and the rest has local defaults.
 */
export interface ServerEnvironment {
  /** On the emulators: reCAPTCHA accepts any non-empty token, links point at the local app. */
  readonly onEmulators: boolean;
  /** Where links in emails land: the web app's origin, no trailing slash. */
  readonly appBaseUrl: string | undefined;
  readonly recaptchaSecret: string | undefined;
  /** Identity Toolkit v1 base, e.g. https://identitytoolkit.googleapis.com/v1 */
  readonly identityToolkitUrl: string;
  /** Secure Token v1 base, e.g. https://securetoken.googleapis.com/v1 */
  readonly secureTokenUrl: string;
  /** The Firebase web API key the REST APIs want; the Auth emulator takes any. */
  readonly webApiKey: string | undefined;
  /**
   * The managed service's monthly subscription checkout link (spec §1 and §9), one per
   * environment: SERVICE_CHECKOUT_URL, with a test-mode placeholder on the emulators.
   */
  readonly serviceCheckoutUrl?: string | undefined;
  /**
   * The provider's customer portal, where a subscribed party manages or cancels the managed
   * service: SERVICE_PORTAL_URL, with a test-mode placeholder on the emulators.
   */
  readonly servicePortalUrl?: string | undefined;
  /**
   * The signing secret of the provider's webhook endpoint (whsec_…), which proves an event
   * came from the provider: STRIPE_WEBHOOK_SECRET, a secret of the deploy; on the emulators
   * the documented local one, so `npm run stripe:event` can sign what it sends.
   */
  readonly stripeWebhookSecret?: string | undefined;
}

/**
 * The emulators' app origin: the Hosting emulator, which every local run has (npm start
 * and the integration tests alike), unlike the Vite dev server.
 */
export const EMULATOR_APP_BASE_URL = 'http://localhost:5000';

/** A test-mode checkout link shaped like the provider's; no money moves locally. */
export const EMULATOR_SERVICE_CHECKOUT_URL = 'https://buy.stripe.com/test_kinloan_managed_service_monthly';

/** The provider's test-mode customer portal, shaped like the real one; no money moves locally. */
export const EMULATOR_SERVICE_PORTAL_URL = 'https://billing.stripe.com/p/login/test_kinloan_managed_service';

/**
 * The webhook signing secret on the emulators, and only there: public on purpose, so local
 * tools can sign events (emulators/src/stripe-event.ts). A deploy's secret comes from the deploy.
 */
export const EMULATOR_STRIPE_WEBHOOK_SECRET = 'whsec_kinloan_local_emulators';

/**
 * The emulators switch off reCAPTCHA and point links at the local app, so they are recognised
 * only by what a deploy cannot have: the Functions emulator running a `demo-` project (which
 * Firebase reserves for offline use; no real project has such an id). A stray variable in a
 * production environment can't open the bypass.
 */
export function isOnEmulators(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' && projectIdOf(env).startsWith('demo-');
}

function projectIdOf(env: Readonly<Record<string, string | undefined>>): string {
  const named = nonEmpty(env.GCLOUD_PROJECT) ?? nonEmpty(env.GCP_PROJECT);
  if (named) return named;
  try {
    const config: unknown = JSON.parse(env.FIREBASE_CONFIG ?? '{}');
    const projectId = typeof config === 'object' && config !== null ? (config as { projectId?: unknown }).projectId : undefined;
    return typeof projectId === 'string' ? projectId : '';
  } catch {
    return '';
  }
}

export function readEnvironment(env: Readonly<Record<string, string | undefined>>): ServerEnvironment {
  const onEmulators = isOnEmulators(env);
  // The admin SDK talks to the Auth emulator when this is set; the REST calls must follow it,
  // or a password would be checked against a different user store than the one we write.
  const authEmulator = nonEmpty(env.FIREBASE_AUTH_EMULATOR_HOST);
  const appBaseUrl = nonEmpty(env.APP_BASE_URL) ?? (onEmulators ? EMULATOR_APP_BASE_URL : undefined);
  return {
    onEmulators,
    appBaseUrl: appBaseUrl?.replace(/\/+$/, ''),
    recaptchaSecret: nonEmpty(env.RECAPTCHA_SECRET_KEY),
    identityToolkitUrl: authEmulator
      ? `http://${authEmulator}/identitytoolkit.googleapis.com/v1`
      : 'https://identitytoolkit.googleapis.com/v1',
    secureTokenUrl: authEmulator ? `http://${authEmulator}/securetoken.googleapis.com/v1` : 'https://securetoken.googleapis.com/v1',
    webApiKey: authEmulator ? 'any' : nonEmpty(env.FIREBASE_WEB_API_KEY),
    serviceCheckoutUrl: nonEmpty(env.SERVICE_CHECKOUT_URL) ?? (onEmulators ? EMULATOR_SERVICE_CHECKOUT_URL : undefined),
    servicePortalUrl: nonEmpty(env.SERVICE_PORTAL_URL) ?? (onEmulators ? EMULATOR_SERVICE_PORTAL_URL : undefined),
    stripeWebhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET) ?? (onEmulators ? EMULATOR_STRIPE_WEBHOOK_SECRET : undefined),
  };
}

/**
 * A setting the current call cannot do without. Missing in a deploy is our mistake, not the
 * caller's: it fails as an internal error whose log names the setting.
 */
export function requireSetting(name: string, value: string | undefined): string {
  if (value === undefined) throw new Error(`The ${name} setting is missing from the functions' environment.`);
  return value;
}

/** Where links in emails land: required wherever mail is written. */
export function appBaseUrl(env: ServerEnvironment): string {
  return requireSetting('APP_BASE_URL', env.appBaseUrl);
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

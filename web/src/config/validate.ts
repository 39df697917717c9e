/**
 * The web app's configuration, read from Vite's `import.meta.env` (public, non-secret values only).
 *
 * This module is pure: it runs in the browser at start-up (to show a configuration-error screen)
 * and in Node at build time (to fail `vite build` naming what is missing). Keep it free of
 * browser-, Node- and Vite-specific APIs.
 */

export const ENVIRONMENTS = ['development', 'staging', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** The environment variable that carries each setting. */
export const CONFIG_KEYS = {
  apiBase: 'VITE_API_BASE',
  appBaseUrl: 'VITE_APP_BASE_URL',
  recaptchaSiteKey: 'VITE_RECAPTCHA_SITE_KEY',
  oauthClientId: 'VITE_OAUTH_CLIENT_ID',
  firebaseApiKey: 'VITE_FIREBASE_API_KEY',
  firebaseAuthDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  firebaseProjectId: 'VITE_FIREBASE_PROJECT_ID',
  authEmulatorUrl: 'VITE_FIREBASE_AUTH_EMULATOR_URL',
  subscriptionCheckoutUrl: 'VITE_SUBSCRIPTION_CHECKOUT_URL',
} as const;

/** Settings every environment must provide. (The Auth emulator URL is optional, development only.) */
export const REQUIRED_KEYS = [
  CONFIG_KEYS.apiBase,
  CONFIG_KEYS.appBaseUrl,
  CONFIG_KEYS.recaptchaSiteKey,
  CONFIG_KEYS.oauthClientId,
  CONFIG_KEYS.firebaseApiKey,
  CONFIG_KEYS.firebaseAuthDomain,
  CONFIG_KEYS.firebaseProjectId,
  CONFIG_KEYS.subscriptionCheckoutUrl,
] as const;

/** Google's public reCAPTCHA v2 test key: every check passes. Fine locally, never in staging/production. */
export const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh4xEAAAAAA-1kdiK4eEiVJOa';
/** Prefix of the local-only placeholder OAuth client id committed in `.env.development`. */
export const PLACEHOLDER_OAUTH_CLIENT_PREFIX = '000000000000-';

export interface AppConfig {
  environment: Environment;
  /** Base of every API call: `/api`, same origin, through the Hosting rewrite. No trailing slash. */
  apiBase: string;
  /** Where the app is served, e.g. https://kinloan.com. No trailing slash. */
  appBaseUrl: string;
  recaptchaSiteKey: string;
  oauthClientId: string;
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** Set in development only: the Auth emulator to connect to, e.g. http://127.0.0.1:9099. */
  authEmulatorUrl: string | null;
  /** Checkout page of the monthly managed-service subscription. */
  subscriptionCheckoutUrl: string;
}

export interface ConfigProblem {
  /** The environment variable (or `MODE`) that is missing or wrong. */
  key: string;
  /** What is wrong, phrased to follow the key: "VITE_X is missing". */
  message: string;
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: ConfigProblem[] };

type Env = Readonly<Record<string, unknown>>;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function isTestHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '127.0.0.1' ||
    /(^|\.)(example|test|invalid|localhost)$/.test(hostname) ||
    /(^|\.)example\.(com|org|net)$/.test(hostname)
  );
}

/**
 * Checks `env` (Vite's `import.meta.env`, or the equivalent at build time, with `MODE` set)
 * and returns either the typed config or every problem found, each naming its variable.
 */
export function validateConfig(env: Env): ConfigResult {
  const problems: ConfigProblem[] = [];
  const fail = (key: string, message: string): void => {
    problems.push({ key, message });
  };

  const read = (key: string): string | undefined => {
    const value = env[key];
    if (typeof value !== 'string') return undefined;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  };

  /** Reads a required value, records "is missing" or the check's complaint, and returns it (or ''). */
  const required = (key: string, check: (value: string) => string | null): string => {
    const value = read(key);
    if (value === undefined) {
      fail(key, 'is missing');
      return '';
    }
    const complaint = check(value);
    if (complaint !== null) fail(key, complaint);
    return value;
  };

  const mode = typeof env.MODE === 'string' ? env.MODE : '';
  const environment = (ENVIRONMENTS as readonly string[]).includes(mode) ? (mode as Environment) : null;
  if (environment === null) {
    fail('MODE', `is "${mode}"; expected one of ${ENVIRONMENTS.join(', ')} (vite --mode)`);
  }
  const deployed = environment === 'staging' || environment === 'production';

  const apiBase = required(CONFIG_KEYS.apiBase, (value) => {
    if (/^\/[A-Za-z0-9._~/-]*$/.test(value) && !value.endsWith('/')) return null;
    const url = parseUrl(value);
    if (url && url.protocol === 'https:' && !value.endsWith('/')) return null;
    return `must be a path such as /api or an https:// URL, without a trailing slash (got "${value}")`;
  });

  const appBaseUrl = required(CONFIG_KEYS.appBaseUrl, (value) => {
    const url = parseUrl(value);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      return `must be an absolute URL such as https://kinloan.com (got "${value}")`;
    }
    if (deployed && url.protocol !== 'https:') return `must use https:// outside development (got "${value}")`;
    return null;
  }).replace(/\/+$/, '');

  const recaptchaSiteKey = required(CONFIG_KEYS.recaptchaSiteKey, (value) => {
    if (!/^[A-Za-z0-9_-]{30,}$/.test(value)) {
      return 'does not look like a reCAPTCHA site key (about 40 letters, digits, "-" or "_")';
    }
    if (deployed && value === RECAPTCHA_TEST_SITE_KEY) {
      return "is Google's public test key, which lets every request through; set the real site key";
    }
    return null;
  });

  const oauthClientId = required(CONFIG_KEYS.oauthClientId, (value) => {
    if (!/^\d+-[a-z0-9]+\.apps\.googleusercontent\.com$/.test(value)) {
      return 'does not look like a Google OAuth client id (<number>-<id>.apps.googleusercontent.com)';
    }
    if (deployed && value.startsWith(PLACEHOLDER_OAUTH_CLIENT_PREFIX)) {
      return 'is the local-only placeholder; set the real OAuth client id';
    }
    return null;
  });

  const apiKey = required(CONFIG_KEYS.firebaseApiKey, (value) =>
    /^\S+$/.test(value) ? null : 'must not contain spaces',
  );

  const authDomain = required(CONFIG_KEYS.firebaseAuthDomain, (value) =>
    /^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/i.test(value)
      ? null
      : `must be a host name such as my-project.firebaseapp.com, without https:// (got "${value}")`,
  );

  const projectId = required(CONFIG_KEYS.firebaseProjectId, (value) => {
    if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(value)) {
      return `is not a valid Firebase project id (6-30 lower-case letters, digits or "-"; got "${value}")`;
    }
    if (deployed && value.startsWith('demo-')) return `is an emulator-only demo project ("${value}")`;
    return null;
  });

  let authEmulatorUrl: string | null = null;
  const emulator = read(CONFIG_KEYS.authEmulatorUrl);
  if (emulator !== undefined) {
    const url = parseUrl(emulator);
    if (deployed) {
      fail(CONFIG_KEYS.authEmulatorUrl, 'must not be set outside development');
    } else if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      fail(CONFIG_KEYS.authEmulatorUrl, `must be a URL such as http://127.0.0.1:9099 (got "${emulator}")`);
    } else {
      authEmulatorUrl = emulator.replace(/\/+$/, '');
    }
  }

  const subscriptionCheckoutUrl = required(CONFIG_KEYS.subscriptionCheckoutUrl, (value) => {
    const url = parseUrl(value);
    if (!url || url.protocol !== 'https:') return `must be an https:// URL (got "${value}")`;
    if (deployed && isTestHost(url.hostname)) return `points at a test address ("${url.hostname}")`;
    return null;
  });

  if (problems.length > 0 || environment === null) return { ok: false, problems };
  return {
    ok: true,
    config: {
      environment,
      apiBase,
      appBaseUrl,
      recaptchaSiteKey,
      oauthClientId,
      firebase: { apiKey, authDomain, projectId },
      authEmulatorUrl,
      subscriptionCheckoutUrl,
    },
  };
}

/** One line per problem: "  - VITE_X is missing". */
export function formatConfigProblems(problems: readonly ConfigProblem[]): string {
  return problems.map((p) => `  - ${p.key} ${p.message}`).join('\n');
}

/// <reference types="vite/client" />

// The public settings each environment provides (web/.env.<mode>); see src/config/validate.ts.
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_APP_BASE_URL?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  readonly VITE_OAUTH_CLIENT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
  readonly VITE_SUBSCRIPTION_CHECKOUT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The build's date, YYYY-MM-DD (vite.config.ts `define`): what prerendered, date-dependent defaults are based on. */
declare const __KINLOAN_BUILD_DATE__: string;

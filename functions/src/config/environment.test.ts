import { describe, expect, it } from 'vitest';
import {
  EMULATOR_APP_BASE_URL,
  EMULATOR_SERVICE_CHECKOUT_URL,
  EMULATOR_SERVICE_PORTAL_URL,
  EMULATOR_STRIPE_WEBHOOK_SECRET,
  readEnvironment,
  requireSetting,
} from './environment';

describe('the functions environment', () => {
  it('on the Functions emulator: emulator URLs, any API key, the local app', () => {
    const env = readEnvironment({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-kinloan', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(env).toEqual({
      onEmulators: true,
      appBaseUrl: EMULATOR_APP_BASE_URL,
      recaptchaSecret: undefined,
      identityToolkitUrl: 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1',
      secureTokenUrl: 'http://127.0.0.1:9099/securetoken.googleapis.com/v1',
      webApiKey: 'any',
      serviceCheckoutUrl: EMULATOR_SERVICE_CHECKOUT_URL,
      servicePortalUrl: EMULATOR_SERVICE_PORTAL_URL,
      stripeWebhookSecret: EMULATOR_STRIPE_WEBHOOK_SECRET,
    });
  });

  it('knows the emulators only by the Functions emulator running a demo- project', () => {
    expect(readEnvironment({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-kinloan' }).onEmulators).toBe(true);
    expect(readEnvironment({ FUNCTIONS_EMULATOR: 'true', FIREBASE_CONFIG: '{"projectId":"demo-kinloan"}' }).onEmulators).toBe(true);
    // A misconfigured deploy: the old switch, or the emulator flag on a real project, opens nothing.
    expect(readEnvironment({ KINLOAN_ENVIRONMENT: 'development', GCLOUD_PROJECT: 'kinloan-prod' }).onEmulators).toBe(false);
    expect(readEnvironment({ KINLOAN_ENVIRONMENT: 'development' }).onEmulators).toBe(false);
    expect(readEnvironment({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'kinloan-prod' }).onEmulators).toBe(false);
    expect(readEnvironment({ FUNCTIONS_EMULATOR: 'true', FIREBASE_CONFIG: 'not json' }).onEmulators).toBe(false);
  });

  it('in production: Google URLs and the deploy settings, nothing defaulted', () => {
    const env = readEnvironment({
      KINLOAN_ENVIRONMENT: 'production',
      APP_BASE_URL: 'https://kinloan.com/',
      RECAPTCHA_SECRET_KEY: 's3cret',
      FIREBASE_WEB_API_KEY: 'AIza-key',
      SERVICE_CHECKOUT_URL: 'https://buy.stripe.com/live_monthly',
      SERVICE_PORTAL_URL: 'https://billing.stripe.com/p/login/live_portal',
      STRIPE_WEBHOOK_SECRET: 'whsec_from_the_deploy',
    });
    expect(env).toEqual({
      onEmulators: false,
      appBaseUrl: 'https://kinloan.com',
      recaptchaSecret: 's3cret',
      identityToolkitUrl: 'https://identitytoolkit.googleapis.com/v1',
      secureTokenUrl: 'https://securetoken.googleapis.com/v1',
      webApiKey: 'AIza-key',
      serviceCheckoutUrl: 'https://buy.stripe.com/live_monthly',
      servicePortalUrl: 'https://billing.stripe.com/p/login/live_portal',
      stripeWebhookSecret: 'whsec_from_the_deploy',
    });
    expect(readEnvironment({ APP_BASE_URL: '  ' }).appBaseUrl).toBeUndefined();
    expect(readEnvironment({ KINLOAN_ENVIRONMENT: 'production' }).serviceCheckoutUrl).toBeUndefined();
    // The local signing secret is public: a deploy without its own must not accept events signed with it.
    expect(readEnvironment({ KINLOAN_ENVIRONMENT: 'production' }).stripeWebhookSecret).toBeUndefined();
    expect(readEnvironment({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'kinloan-prod' }).stripeWebhookSecret).toBeUndefined();
  });

  it('names a missing setting when a call needs it', () => {
    expect(() => requireSetting('APP_BASE_URL', undefined)).toThrow(/APP_BASE_URL setting is missing/);
    expect(requireSetting('APP_BASE_URL', 'https://kinloan.com')).toBe('https://kinloan.com');
  });
});

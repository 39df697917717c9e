import { describe, expect, it } from 'vitest';
import { EMULATOR_APP_BASE_URL, EMULATOR_SERVICE_CHECKOUT_URL, readEnvironment, requireSetting } from './environment';

describe('the functions environment', () => {
  it('on the Functions emulator: emulator URLs, any API key, the local app', () => {
    const env = readEnvironment({ FUNCTIONS_EMULATOR: 'true', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(env).toEqual({
      onEmulators: true,
      appBaseUrl: EMULATOR_APP_BASE_URL,
      recaptchaSecret: undefined,
      identityToolkitUrl: 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1',
      secureTokenUrl: 'http://127.0.0.1:9099/securetoken.googleapis.com/v1',
      webApiKey: 'any',
      serviceCheckoutUrl: EMULATOR_SERVICE_CHECKOUT_URL,
    });
  });

  it('treats KINLOAN_ENVIRONMENT=development as the emulators too', () => {
    expect(readEnvironment({ KINLOAN_ENVIRONMENT: 'development' }).onEmulators).toBe(true);
    expect(readEnvironment({ KINLOAN_ENVIRONMENT: 'production' }).onEmulators).toBe(false);
  });

  it('in production: Google URLs and the deploy settings, nothing defaulted', () => {
    const env = readEnvironment({
      KINLOAN_ENVIRONMENT: 'production',
      APP_BASE_URL: 'https://kinloan.com/',
      RECAPTCHA_SECRET_KEY: 's3cret',
      FIREBASE_WEB_API_KEY: 'AIza-key',
      SERVICE_CHECKOUT_URL: 'https://buy.stripe.com/live_monthly',
    });
    expect(env).toEqual({
      onEmulators: false,
      appBaseUrl: 'https://kinloan.com',
      recaptchaSecret: 's3cret',
      identityToolkitUrl: 'https://identitytoolkit.googleapis.com/v1',
      secureTokenUrl: 'https://securetoken.googleapis.com/v1',
      webApiKey: 'AIza-key',
      serviceCheckoutUrl: 'https://buy.stripe.com/live_monthly',
    });
    expect(readEnvironment({ APP_BASE_URL: '  ' }).appBaseUrl).toBeUndefined();
    expect(readEnvironment({ KINLOAN_ENVIRONMENT: 'production' }).serviceCheckoutUrl).toBeUndefined();
  });

  it('names a missing setting when a call needs it', () => {
    expect(() => requireSetting('APP_BASE_URL', undefined)).toThrow(/APP_BASE_URL setting is missing/);
    expect(requireSetting('APP_BASE_URL', 'https://kinloan.com')).toBe('https://kinloan.com');
  });
});

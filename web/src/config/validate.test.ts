/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_ENV } from '../test/test-config';
import { CONFIG_KEYS, formatConfigProblems, REQUIRED_KEYS, validateConfig, type ConfigResult } from './validate';

// Vite refuses to serve .env files to modules, so read them from disk.
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const readEnvFile = (mode: string) => readFileSync(join(webDir, `.env.${mode}`), 'utf8');
const developmentFile = readEnvFile('development');
const stagingFile = readEnvFile('staging');
const productionFile = readEnvFile('production');

/** KEY=VALUE lines of a committed .env file (comments and blanks skipped). */
function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1] !== undefined) env[match[1]] = match[2] ?? '';
  }
  return env;
}

function problemKeys(result: ConfigResult): string[] {
  return result.ok ? [] : result.problems.map((p) => p.key);
}

const PRODUCTION_ENV: Record<string, string> = {
  MODE: 'production',
  VITE_API_BASE: '/api',
  VITE_APP_BASE_URL: 'https://kinloan.com',
  VITE_RECAPTCHA_SITE_KEY: '6Lc_realLookingSiteKey0123456789abcdefghi',
  VITE_OAUTH_CLIENT_ID: '123456789012-abcdefghijklmnop.apps.googleusercontent.com',
  VITE_FIREBASE_API_KEY: 'AIzaSyExampleExampleExampleExample000',
  VITE_FIREBASE_AUTH_DOMAIN: 'kinloan-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'kinloan-prod',
  VITE_SUBSCRIPTION_CHECKOUT_URL: 'https://buy.stripe.com/abc123',
};

describe('validateConfig', () => {
  it('accepts a complete development config and returns it typed', () => {
    const result = validateConfig(DEVELOPMENT_ENV);
    expect(result).toEqual({
      ok: true,
      config: {
        environment: 'development',
        apiBase: '/api',
        appBaseUrl: 'http://localhost:5173',
        recaptchaSiteKey: '6LeIxAcTAAAAAJcZVRqyHh4xEAAAAAA-1kdiK4eEiVJOa',
        oauthClientId: '000000000000-localonlyplaceholder.apps.googleusercontent.com',
        firebase: { apiKey: 'demo-api-key', authDomain: 'demo-kinloan.firebaseapp.com', projectId: 'demo-kinloan' },
        authEmulatorUrl: 'http://127.0.0.1:9099',
        subscriptionCheckoutUrl: 'https://checkout.example.test/kinloan-monthly',
      },
    });
  });

  it('accepts a complete production config, with no emulator', () => {
    const result = validateConfig(PRODUCTION_ENV);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.config.environment).toBe('production');
      expect(result.config.authEmulatorUrl).toBeNull();
    }
  });

  it.each(REQUIRED_KEYS)('names %s when it is missing', (key) => {
    const env: Record<string, string> = { ...DEVELOPMENT_ENV };
    delete env[key];
    const result = validateConfig(env);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toEqual([{ key, message: 'is missing' }]);
  });

  it('treats blank values as missing', () => {
    const result = validateConfig({ ...DEVELOPMENT_ENV, [CONFIG_KEYS.recaptchaSiteKey]: '   ' });
    expect(problemKeys(result)).toEqual([CONFIG_KEYS.recaptchaSiteKey]);
  });

  it('names every missing setting at once', () => {
    const result = validateConfig({ MODE: 'production', VITE_API_BASE: '/api' });
    expect(problemKeys(result)).toEqual(REQUIRED_KEYS.filter((k) => k !== CONFIG_KEYS.apiBase));
  });

  it('names malformed values', () => {
    const result = validateConfig({
      ...DEVELOPMENT_ENV,
      VITE_API_BASE: 'api/',
      VITE_APP_BASE_URL: 'localhost:5173',
      VITE_OAUTH_CLIENT_ID: 'my-client',
      VITE_FIREBASE_AUTH_DOMAIN: 'https://demo-kinloan.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'Demo Kinloan',
      VITE_SUBSCRIPTION_CHECKOUT_URL: 'http://checkout.example.test/x',
    });
    expect(problemKeys(result)).toEqual([
      'VITE_API_BASE',
      'VITE_APP_BASE_URL',
      'VITE_OAUTH_CLIENT_ID',
      'VITE_FIREBASE_AUTH_DOMAIN',
      'VITE_FIREBASE_PROJECT_ID',
      'VITE_SUBSCRIPTION_CHECKOUT_URL',
    ]);
  });

  it('rejects an unknown mode', () => {
    const result = validateConfig({ ...DEVELOPMENT_ENV, MODE: 'test' });
    expect(problemKeys(result)).toEqual(['MODE']);
  });

  it('refuses development-only values in production', () => {
    const result = validateConfig({
      ...DEVELOPMENT_ENV,
      MODE: 'production',
      VITE_APP_BASE_URL: 'https://kinloan.com',
    });
    expect(problemKeys(result)).toEqual([
      'VITE_RECAPTCHA_SITE_KEY',
      'VITE_OAUTH_CLIENT_ID',
      'VITE_FIREBASE_PROJECT_ID',
      'VITE_FIREBASE_AUTH_EMULATOR_URL',
      'VITE_SUBSCRIPTION_CHECKOUT_URL',
    ]);
  });

  it('requires https for the app address outside development', () => {
    const result = validateConfig({ ...PRODUCTION_ENV, MODE: 'staging', VITE_APP_BASE_URL: 'http://kinloan.com' });
    expect(problemKeys(result)).toEqual(['VITE_APP_BASE_URL']);
  });

  it('drops a trailing slash from the app address', () => {
    const result = validateConfig({ ...PRODUCTION_ENV, VITE_APP_BASE_URL: 'https://kinloan.com/' });
    expect(result.ok && result.config.appBaseUrl).toBe('https://kinloan.com');
  });

  it('formats problems one per line, naming each setting', () => {
    expect(
      formatConfigProblems([
        { key: 'VITE_A', message: 'is missing' },
        { key: 'VITE_B', message: 'must be an https:// URL' },
      ]),
    ).toBe('  - VITE_A is missing\n  - VITE_B must be an https:// URL');
  });
});

describe('committed environment files', () => {
  it('.env.development is complete out of the box', () => {
    const env = { ...parseEnvFile(developmentFile), MODE: 'development' };
    expect(env).toEqual(DEVELOPMENT_ENV);
    expect(validateConfig(env).ok).toBe(true);
  });

  it.each([
    ['staging', stagingFile],
    ['production', productionFile],
  ])('.env.%s holds no secrets or guesses: the deploy environment must supply the rest', (mode, text) => {
    const env = parseEnvFile(text);
    expect(env.VITE_API_BASE).toBe('/api');
    expect(env.VITE_FIREBASE_AUTH_EMULATOR_URL).toBe('');
    const keys = problemKeys(validateConfig({ ...env, MODE: mode }));
    expect(keys).toEqual(
      expect.arrayContaining([
        'VITE_RECAPTCHA_SITE_KEY',
        'VITE_OAUTH_CLIENT_ID',
        'VITE_FIREBASE_API_KEY',
        'VITE_SUBSCRIPTION_CHECKOUT_URL',
      ]),
    );
  });
});

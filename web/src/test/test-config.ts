import { validateConfig, type AppConfig } from '../config/validate';

/** A complete development environment, as in web/.env.development. */
export const DEVELOPMENT_ENV: Readonly<Record<string, string>> = {
  MODE: 'development',
  VITE_API_BASE: '/api',
  VITE_APP_BASE_URL: 'http://localhost:5173',
  VITE_RECAPTCHA_SITE_KEY: '6LeIxAcTAAAAAJcZVRqyHh4xEAAAAAA-1kdiK4eEiVJOa',
  VITE_OAUTH_CLIENT_ID: '000000000000-localonlyplaceholder.apps.googleusercontent.com',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-kinloan.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-kinloan',
  VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
  VITE_SUBSCRIPTION_CHECKOUT_URL: 'https://checkout.example.test/kinloan-monthly',
};

export function testConfig(): AppConfig {
  const result = validateConfig(DEVELOPMENT_ENV);
  if (!result.ok) throw new Error('DEVELOPMENT_ENV in test-config.ts is invalid');
  return result.config;
}

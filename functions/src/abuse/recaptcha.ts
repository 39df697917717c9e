import { requireSetting, type ServerEnvironment } from '../config/environment';

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * Whether Google vouches for a reCAPTCHA token. On the emulators there is no Google to ask
 * (and the web app shows a stand-in that yields a test token), so any non-empty token
 * passes; the schema has already refused an empty one.
 */
export async function verifyRecaptcha(env: ServerEnvironment, token: string, remoteIp: string): Promise<boolean> {
  if (env.onEmulators) {
    console.info(`reCAPTCHA: emulators, accepting a ${token.length}-character token unchecked`);
    return true;
  }
  const secret = requireSetting('RECAPTCHA_SECRET_KEY', env.recaptchaSecret);
  const response = await fetch(SITEVERIFY_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`reCAPTCHA siteverify answered HTTP ${response.status}`);
  const result = (await response.json()) as { success?: boolean; 'error-codes'?: string[] };
  // A bad secret is our misconfiguration, not the customer's failed check.
  const codes = result['error-codes'] ?? [];
  if (codes.includes('invalid-input-secret') || codes.includes('missing-input-secret')) {
    throw new Error(`reCAPTCHA siteverify refused our secret: ${codes.join(', ')}`);
  }
  if (result.success !== true) console.info(`reCAPTCHA: token refused (${codes.join(', ') || 'no reason given'})`);
  return result.success === true;
}

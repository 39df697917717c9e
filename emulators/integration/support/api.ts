import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { call, type ApiAnswer } from '../../src/local-api';
import { PROJECT_ID, URLS } from '../../src/ports';
import { emulatorAdminApp } from '../../src/seed-data';

/** Helpers for the API integration tests: calls through Hosting, and the emulators' side doors. */

export type { ApiAnswer };

export interface ErrorAnswerBody {
  error: {
    status: number;
    kind: string;
    code?: number;
    reason?: string;
    message: string;
    detail?: string;
    fields?: { field: string; message: string }[];
  };
}

/** A call through Hosting (`/api/**` → the api function), as the browser makes it. */
export function api<T = Record<string, unknown>>(method: string, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<ApiAnswer<T>> {
  return call<T>('v1', method, path, options);
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

export const GOOD_PASSWORD = 'kinloan-test-7';

export function signUpBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail('signup'),
    firstName: 'Ada',
    lastName: 'Lovelace',
    password: GOOD_PASSWORD,
    reCAPTCHAToken: 'local-test-token',
    ...overrides,
  };
}

export function admin() {
  const app = emulatorAdminApp();
  return { auth: getAuth(app), db: getFirestore(app) };
}

export interface SignedIn {
  uid: string;
  email: string;
  bearerToken: string;
  refreshToken: string;
}

/** A new account through the API, signed in; verified by the admin SDK when asked. */
export async function newAccount(options: { verified?: boolean; tag?: string } = {}): Promise<SignedIn> {
  const body = signUpBody({ email: uniqueEmail(options.tag ?? 'account') });
  const signedUp = await api<{ user: { id: string } }>('POST', '/signUp', { body });
  if (signedUp.status !== 201) throw new Error(`sign-up failed: ${signedUp.status} ${signedUp.text}`);
  if (options.verified) await admin().auth.updateUser(signedUp.body.user.id, { emailVerified: true });
  const signedIn = await api<{ bearerToken: string; refreshToken: string }>('POST', '/signIn', {
    body: { email: body.email, password: GOOD_PASSWORD },
  });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${signedIn.text}`);
  return {
    uid: signedUp.body.user.id,
    email: body.email as string,
    bearerToken: signedIn.body.bearerToken,
    refreshToken: signedIn.body.refreshToken,
  };
}

export interface QueuedMail {
  to: string;
  message: { subject: string; text: string; html: string };
  createdAt: string;
}

/** The `mail` outbox for one address, oldest first. */
export async function mailTo(email: string): Promise<QueuedMail[]> {
  const snapshot = await admin().db.collection('mail').where('to', '==', email).get();
  return snapshot.docs.map((doc) => doc.data() as QueuedMail).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobCode: string;
  oobLink: string;
}

/** The Auth emulator's out-of-band codes (verification and reset links) for one address. */
export async function oobCodesFor(email: string): Promise<OobCode[]> {
  const response = await fetch(`${URLS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email);
}

/** Opens a verification or reset code the way the link's page would. */
export async function applyOobCode(oobCode: string, extra: Record<string, unknown> = {}): Promise<Response> {
  const path = 'newPassword' in extra ? 'accounts:resetPassword' : 'accounts:update';
  return fetch(`${URLS.auth}/identitytoolkit.googleapis.com/v1/${path}?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode, ...extra }),
  });
}

/**
 * A Firebase ID token for a Google sign-in, minted by the Auth emulator from a fake Google
 * id_token, as the browser would get from signInWithPopup.
 */
export async function googleIdToken(claims: { email: string; name?: string; emailVerified?: boolean }): Promise<{ idToken: string; uid: string }> {
  const googleClaims = { sub: `google-${randomUUID()}`, email: claims.email, email_verified: claims.emailVerified ?? true, name: claims.name ?? '' };
  const response = await fetch(`${URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `providerId=google.com&id_token=${encodeURIComponent(JSON.stringify(googleClaims))}`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
      returnIdpCredential: true,
    }),
  });
  const body = (await response.json()) as { idToken?: string; localId?: string };
  if (!body.idToken || !body.localId) throw new Error(`signInWithIdp failed: ${JSON.stringify(body)}`);
  return { idToken: body.idToken, uid: body.localId };
}

/** A password sign-in straight at the Auth emulator, to prove what Auth now holds. */
export async function authEmulatorSignIn(email: string, password: string): Promise<number> {
  const response = await fetch(`${URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return response.status;
}

/** Forgets every rate-limit counter, so each test starts with its full allowance. */
export async function clearRateLimits(): Promise<void> {
  const { db } = admin();
  const snapshot = await db.collection('rateLimits').get();
  await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
}

export function fieldsOf(answer: ApiAnswer<ErrorAnswerBody>): string[] {
  return (answer.body.error.fields ?? []).map((field) => field.field);
}

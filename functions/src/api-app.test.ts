import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userMessage } from '@kinloan/domain';
import Stripe from 'stripe';
import { EMULATOR_STRIPE_WEBHOOK_SECRET, readEnvironment } from './config/environment';
import { createApiApp } from './api-app';

/** A stand-in for the one document the health check reads; it counts what is asked of it. */
const calls = { reads: 0, writes: 0 };
function fakeFirestore(behaviour: 'works' | 'fails'): Firestore {
  const doc = () => ({
    set: async () => {
      calls.writes += 1;
    },
    get: async () => {
      calls.reads += 1;
      if (behaviour === 'fails') throw new Error('UNAVAILABLE: connection refused to 10.0.0.7:8080');
      return { exists: false, get: () => undefined };
    },
  });
  return { doc } as unknown as Firestore;
}

let server: Server | null = null;

/** Every token check, with whether it asked Auth about revocation; every token is refused. */
const tokenChecks: { path: string; checkRevoked: boolean }[] = [];
let currentPath = '';
const refusingAuth = {
  verifyIdToken: async (_token: string, checkRevoked?: boolean) => {
    tokenChecks.push({ path: currentPath, checkRevoked: checkRevoked === true });
    throw Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });
  },
} as unknown as Auth;

async function serve(behaviour: Parameters<typeof fakeFirestore>[0]): Promise<string> {
  const app = createApiApp({
    firestore: () => fakeFirestore(behaviour),
    auth: () => refusingAuth,
    environment: () => readEnvironment({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-kinloan' }),
  });
  server = app.listen(0);
  await new Promise((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(() => {
  tokenChecks.length = 0;
  calls.reads = 0;
  calls.writes = 0;
  server?.close();
  server = null;
  vi.restoreAllMocks();
});

describe('the api app', () => {
  it('answers /api/v1/health after reading from the database, never writing, and one read serves a burst', async () => {
    const base = await serve('works');
    const response = await fetch(`${base}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 'ok', service: 'kinloan-api' });
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
    expect(calls).toEqual({ reads: 1, writes: 0 });
  });

  it('answers 500 with the generic message when the database cannot be read, and logs the cause', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const base = await serve('fails');
    const response = await fetch(`${base}/api/v1/health`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: { status: 500, kind: 'internal', message: userMessage(500) } });
    expect(text).not.toContain('10.0.0.7');
    expect(logged).toHaveBeenCalled();
  });

  it('asks Auth about revoked sessions exactly where the endpoint list says, account calls included', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const base = await serve('works');
    const calls: [string, string, boolean][] = [
      ['PUT', '/api/v1/customers/me', true],
      ['POST', '/api/v1/customers/me/password', true],
      ['GET', '/api/v1/customers/me', false],
      ['POST', '/api/v2/loanRequests/r1/sign', true],
      ['GET', '/api/v1/loanRequest/r1', false],
    ];
    for (const [method, path] of calls) {
      currentPath = path;
      const response = await fetch(`${base}${path}`, { method, headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
      expect(response.status, path).toBe(401);
    }
    expect(tokenChecks).toEqual(calls.map(([, path, checkRevoked]) => ({ path, checkRevoked })));
  });

  it('takes a Stripe event only with a valid signature over its exact bytes, without asking Auth', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const base = await serve('works');
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.created', created: 1_700_000_000, livemode: false, data: { object: { id: 'cus_1' } } });
    const post = (body: string, signature: string | null) =>
      fetch(`${base}/api/v1/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }), authorization: 'Bearer t' },
        body,
      });
    const signed = (body: string, secret = EMULATOR_STRIPE_WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret });

    const good = await post(payload, signed(payload));
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ received: true, outcome: 'ignored' });

    // Unsigned, signed with another secret, or the same bytes re-serialized differently: refused.
    for (const [body, signature] of [
      [payload, null],
      [payload, signed(payload, 'whsec_someone_else')],
      [JSON.stringify(JSON.parse(payload), null, 2), signed(payload)],
      [payload, 't=1,v1=deadbeef'],
    ] as const) {
      const refused = await post(body, signature);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { status: 400, kind: 'bad-request', detail: expect.stringContaining('Stripe-Signature') } });
    }
    expect(warned).toHaveBeenCalledTimes(4);
    expect(tokenChecks).toEqual([]);
    expect(calls).toEqual({ reads: 0, writes: 0 });
  });

  it('refuses a signed body that is not a Stripe event', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const base = await serve('works');
    const payload = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' });
    const response = await fetch(`${base}/api/v1/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: EMULATOR_STRIPE_WEBHOOK_SECRET }) },
      body: payload,
    });
    expect(response.status).toBe(400);
  });

  it('answers an unknown route with a JSON 404 naming the route', async () => {
    const base = await serve('works');
    const response = await fetch(`${base}/api/v1/loans-that-do-not-exist`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        status: 404,
        kind: 'not-found',
        message: userMessage(404),
        detail: 'There is no API route for DELETE /api/v1/loans-that-do-not-exist.',
      },
    });
  });

  it('answers malformed JSON with 400 and no parser internals', async () => {
    const base = await serve('works');
    const response = await fetch(`${base}/api/v1/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"principalCents": 12',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: { status: 400, detail: 'The request body is not valid JSON.' } });
    expect(text).not.toMatch(/SyntaxError|at .*:\d+/);
  });

  it('does not announce the framework', async () => {
    const base = await serve('works');
    const response = await fetch(`${base}/api/v1/health`);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { URLS } from '../src/ports';
import { emulatorAdminApp } from '../src/seed-data';

describe('the walking skeleton through Hosting', () => {
  it('answers GET /api/v1/health with JSON after reading Firestore, and writes nothing', async () => {
    const db = getFirestore(emulatorAdminApp());
    await db.doc('system/health').delete();
    const response = await fetch(URLS.health);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { status: string; checkedAt: string };
    expect(body.status).toBe('ok');
    // Anyone may call it, so it must not be a way to make us write.
    expect((await db.doc('system/health').get()).exists).toBe(false);
  });

  it('reaches the same function directly on the Functions emulator', async () => {
    const response = await fetch(`${URLS.functions}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { status: string }).status).toBe('ok');
  });

  it('answers an unknown API path with a JSON 404 in the catalogue voice', async () => {
    const response = await fetch(`${URLS.hosting}/api/v1/no-such-thing`);
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { status: number; message: string } };
    expect(body.error.status).toBe(404);
    expect(body.error.message).toMatch(/^Oops, something went wrong\./);
  });

  // The Functions runtime parses JSON bodies before our express app runs, so a malformed body
  // is answered by the platform, not by our handler (the unit tests cover ours). What must
  // hold either way: a 400, and nothing internal in it.
  it('answers malformed JSON with a 400 that carries no stack trace', async () => {
    const response = await fetch(`${URLS.hosting}/api/v1/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toMatch(/at .*\.js:\d+|SyntaxError|node_modules|\/work\//);
  });
});

describe('Hosting serves the SPA with the security baseline', () => {
  it('falls back to index.html for app routes', async () => {
    const response = await fetch(`${URLS.hosting}/dashboard`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<div id="root">/);
  });

  it('sends the security headers', async () => {
    const response = await fetch(`${URLS.hosting}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const html = await (await fetch(`${URLS.hosting}/`)).text();
    const asset = /(?:src|href)="(\/assets\/[^"]+)"/.exec(html)?.[1];
    expect(asset, 'index.html links a hashed asset').toBeDefined();
    const response = await fetch(`${URLS.hosting}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

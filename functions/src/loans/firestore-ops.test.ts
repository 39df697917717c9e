import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import type { DocumentReference } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import {
  countFirestoreOps,
  FIRESTORE_OPS_HEADER,
  firestoreOpCountingEnabled,
  formatOpCount,
  parseOpCount,
  readDocument,
  storable,
} from './firestore-ops';

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

describe('counting Firestore operations for the bench', () => {
  it('is on only when asked, and only on the emulators', () => {
    expect(firestoreOpCountingEnabled({ KINLOAN_COUNT_FIRESTORE: '1', KINLOAN_ENVIRONMENT: 'development' })).toBe(true);
    expect(firestoreOpCountingEnabled({ KINLOAN_COUNT_FIRESTORE: '1', KINLOAN_ENVIRONMENT: 'production' })).toBe(false);
    expect(firestoreOpCountingEnabled({ KINLOAN_ENVIRONMENT: 'development' })).toBe(false);
  });

  it('reports each request\'s own reads in a response header', async () => {
    const fakeRef = { get: async () => ({ exists: true, data: () => ({}) }) } as unknown as DocumentReference;
    const app = express();
    app.use(countFirestoreOps());
    app.get('/reads/:n', async (req, res) => {
      for (let i = 0; i < Number(req.params.n); i += 1) await readDocument(fakeRef);
      res.json({ ok: true });
    });
    server = app.listen(0);
    await new Promise((resolve) => server!.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const [two, three] = await Promise.all([fetch(`${base}/reads/2`), fetch(`${base}/reads/3`)]);
    expect(parseOpCount(two.headers.get(FIRESTORE_OPS_HEADER))).toEqual({ reads: 2, writes: 0 });
    expect(parseOpCount(three.headers.get(FIRESTORE_OPS_HEADER))).toEqual({ reads: 3, writes: 0 });
  });

  it('formats and parses the header', () => {
    expect(formatOpCount({ reads: 4, writes: 7 })).toBe('reads=4; writes=7');
    expect(parseOpCount('reads=4; writes=7')).toEqual({ reads: 4, writes: 7 });
    expect(parseOpCount(null)).toBeNull();
  });
});

it('drops undefined values at any depth before a write', () => {
  expect(storable({ a: 1, b: undefined, c: { d: undefined, e: [1, { f: undefined, g: 2 }] }, h: null })).toEqual({
    a: 1,
    c: { e: [1, { g: 2 }] },
    h: null,
  });
});

import fc from 'fast-check';
import { ENDPOINTS, type Endpoint, type HttpEndpoint } from '@kinloan/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { URLS } from '../../src/ports';
import { admin, clearRateLimits } from '../support/api';
import { giftPerson, sentByRecipient } from '../support/gifts';
import { createBody, person, sentRequest, SIGN_TOS, type Person } from '../support/loans';
import { paymentBody, servicedLoan } from '../support/servicing';

/**
 * Hostile input at every route and callable of the endpoint list (iterated, so a new endpoint
 * is fuzzed without anyone remembering): wrong types, huge and strange strings, deep nesting,
 * prototype keys, numbers at the edges, invalid JSON, wrong content types, ids that aren't.
 * Every call must answer, never with a 5xx, and a 400 must name what it refuses; and nothing of
 * another person's loan request, loan or gift letter may change.
 */

const SEED = Number(process.env.KINLOAN_FUZZ_SEED ?? Date.now() % 2_147_483_647);
const RUNS_PER_ENDPOINT = Number(process.env.KINLOAN_FUZZ_RUNS ?? 6);
const CALL_TIMEOUT_MS = 15_000;

const strangeString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('\uD800', '\u202Eevil', 'a\u200Bb', '__proto__', 'constructor', '../../etc', '%00', '2027-02-30', '2026-13-01', 'NaN', '<script>alert(1)</script>', ' ', ''),
  fc.constant('x'.repeat(100_000)),
);
const edgeNumber = fc.oneof(fc.constantFrom(0, -0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.1, 1.5), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const leaf = fc.oneof(strangeString, edgeNumber, fc.boolean(), fc.constant(null));
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.oneof(strangeString, fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('value'), { maxKeys: 5 })),
})).value;
/** A plausible body with some fields wrong: closer to what a schema half-accepts. */
const deepNesting = fc.integer({ min: 50, max: 2_000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown);
const hostileBody = fc.oneof(hostileValue, deepNesting, fc.constant(undefined));

/**
 * Bodies a schema accepts, for the endpoints that take one: the fuzz replaces one value deep
 * inside with something hostile, which reaches the checks that only run on half-valid input
 * (an object's own refinements, a date order, a sum).
 */
const SAMPLE_BODIES: Readonly<Record<string, unknown>> = {
  'loanRequest.create': createBody('borrow'),
  'loanRequest.patch': createBody('borrow', { initiatorRequestDetails: { firstName: 'Mal', lastName: 'Lory' } }),
  'loanRequest.signTos': SIGN_TOS,
  'loanRequest.send': { updateParty: { email: 'x@example.com', firstName: 'X', lastName: 'Y' } },
  'loanRequest.sign': { signatureData: { typedFullName: 'Mal Lory' }, agreementSha256: 'a'.repeat(64), statementsVersion: SIGN_TOS.statementsVersion },
  'loanRequest.publishWish': { loanWish: { headline: 'Help', showAmount: true, showTerms: true, showName: 'first-name' } },
  'loan.recordPayment': paymentBody(),
  'loan.end': { endDate: '2026-06-01', status: 'other', reason: 'Settled' },
  'customer.put': { id: 'me', email: 'mal@example.com', firstName: 'Mal', lastName: 'Lory', phone: '+15035550142', address: { line1: '1 A St', zipCode: '97301', city: 'Salem', state: 'OR' } },
  'gift.create': { initiatorParty: 'donor', giftDetails: { amountCents: 100_000, transferDate: '2026-06-01' } },
};

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every path into a value, and the dates among them (what half-valid bodies aim at most). */
function pathsOf(sample: unknown): { all: (string | number)[][]; dates: (string | number)[][] } {
  const all: (string | number)[][] = [];
  const dates: (string | number)[][] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    all.push(path);
    if (typeof value === 'string' && CALENDAR_DATE.test(value)) dates.push(path);
    if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
  };
  walk(sample, []);
  return { all, dates };
}

/** The sample with the value at one path (chosen by `pick`) replaced. */
function mutated(sample: unknown, pick: number, replacement: unknown, onlyDates = false): unknown {
  const { all, dates } = pathsOf(sample);
  const paths = onlyDates && dates.length > 0 ? dates : all;
  const path = paths[pick % paths.length] ?? [];
  if (path.length === 0) return replacement;
  const copy = structuredClone(sample) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1) as string] = replacement;
  return copy;
}


const hostileId = fc.oneof(strangeString.filter((s) => s.length < 2_000), fc.constantFrom('me', '1', 'a'.repeat(129)));

interface Victim {
  owner: Person;
  requestId: string;
  loanId: string;
  giftId: string;
}

let attacker: Person;
let victim: Victim;
let victimSnapshot: string;

async function snapshotOf(v: Victim): Promise<string> {
  const db = admin().db;
  const docs = await Promise.all([
    db.doc(`loanRequests/${v.requestId}`).get(),
    db.doc(`loans/${v.loanId}`).get(),
    db.doc(`giftRequests/${v.giftId}`).get(),
    db.collection(`loans/${v.loanId}/payments`).get(),
  ]);
  return JSON.stringify([docs[0].data(), docs[1].data(), docs[2].data(), docs[3].docs.map((d) => d.data())]);
}

beforeAll(async () => {
  await clearRateLimits();
  const [{ maya, loanId }, requestOwner, other, giftOwner, giftDonor] = await Promise.all([
    servicedLoan(),
    person({ firstName: 'Ruth' }),
    person({ firstName: 'Omar' }),
    giftPerson({ firstName: 'Grace' }),
    giftPerson({ firstName: 'Ines' }),
  ]);
  const request = await sentRequest(requestOwner, other, 'borrow');
  const gift = await sentByRecipient(giftOwner, giftDonor);
  victim = { owner: maya, requestId: request.id, loanId, giftId: gift.id };
  victimSnapshot = await snapshotOf(victim);
  attacker = await person({ firstName: 'Mallory' });
}, 240_000);

function pathWith(endpoint: HttpEndpoint, id: string): string {
  return endpoint.path.replace(/:[A-Za-z]+/g, () => encodedSegment(id));
}

/**
 * As a client would put it in a URL. A lone surrogate has no UTF-8 form: sent as the bytes it
 * would be, the Hosting emulator itself fails to decode the path and answers 500 before any
 * function runs (production Hosting is another program), so it goes as U+FFFD, as browsers do.
 */
function encodedSegment(id: string): string {
  return encodeURIComponent(id.replace(/[\uD800-\uDFFF]/g, (c, at: number, all: string) => (isPaired(all, at) ? c : '\uFFFD')));
}

function isPaired(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code <= 0xdbff) return at + 1 < text.length && (text.charCodeAt(at + 1) & 0xfc00) === 0xdc00;
  return at > 0 && (text.charCodeAt(at - 1) & 0xfc00) === 0xd800;
}

/** One raw call: a body that is JSON, or bytes that claim to be, or something else entirely. */
async function send(url: string, method: string, token: string | null, body: { raw: string; contentType: string } | null) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': body.contentType } : {}),
    },
    ...(body && method !== 'GET' ? { body: body.raw } : {}),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  return { status: response.status, text: await response.text() };
}

const encodedBody = fc.oneof(
  { weight: 6, arbitrary: hostileBody.map((value) => ({ raw: JSON.stringify(value) ?? '', contentType: 'application/json' })) },
  { weight: 1, arbitrary: fc.constantFrom('{"a":', '{"__proto__":{"polluted":1}}', '\u0000\u0001', 'null', '[]', '"x"').map((raw) => ({ raw, contentType: 'application/json' })) },
  { weight: 1, arbitrary: fc.string({ maxLength: 50 }).map((raw) => ({ raw, contentType: 'text/plain' })) },
  { weight: 1, arbitrary: fc.constant({ raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' }) },
);

/** Dates in the shape of one that are not one: each field's own check must stop them. */
const impossibleDate = fc.constantFrom('2027-02-30', '2026-02-29', '2026-04-31', '2026-00-10', '2026-13-01', '0000-00-00');

function halfValid(sample: unknown) {
  return fc.oneof(
    fc.tuple(fc.nat(), fc.oneof(leaf, hostileValue)).map(([pick, replacement]) => mutated(sample, pick, replacement)),
    fc.tuple(fc.nat(), impossibleDate).map(([pick, date]) => mutated(sample, pick, date, true)),
  ).map((body) => ({ raw: JSON.stringify(body), contentType: 'application/json' }));
}

/**
 * Bytes that are not a JSON object or array are refused by the Functions runtime's own body
 * parser before our code runs (as in production), with its plain 400 page: ours to accept.
 */
function isJsonContainer(raw: string, contentType: string): boolean {
  if (contentType !== 'application/json') return true;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

function expectSane(what: string, answer: { status: number; text: string }, sent: { raw: string; contentType: string } | null): void {
  expect(answer.status, `${what} → ${answer.status} ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  if (answer.status === 400 && (sent === null || isJsonContainer(sent.raw, sent.contentType))) {
    // Our refusal says what it refuses: the catalogue's message, and for a field, the field.
    expect(answer.text, `${what} → ${answer.text.slice(0, 300)}`).toMatch(/"message"\s*:\s*"[^"]+"/);
  }
}

const endpoints = Object.entries(ENDPOINTS) as [string, Endpoint][];

describe(`every endpoint under hostile input (seed ${SEED}; replay with KINLOAN_FUZZ_SEED=${SEED})`, () => {
  const http = endpoints.filter((entry): entry is [string, HttpEndpoint] => entry[1].transport === 'http');
  it.each(http.map(([name, endpoint]) => [name, endpoint] as const))('%s answers without a 5xx', async (name, endpoint) => {
    const sample = SAMPLE_BODIES[name];
    const bodies = sample === undefined ? encodedBody : fc.oneof(encodedBody, halfValid(sample), halfValid(sample));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(hostileId, fc.constantFrom(victim.requestId, victim.loanId, victim.giftId)),
        bodies,
        fc.boolean(),
        async (id, body, signedIn) => {
          const url = `${URLS.hosting}${pathWith(endpoint, id)}`;
          expectSane(`${endpoint.method} ${url.slice(0, 120)}`, await send(url, endpoint.method, signedIn ? attacker.token : null, body), body);
        },
      ),
      { seed: SEED, numRuns: sample === undefined ? RUNS_PER_ENDPOINT : RUNS_PER_ENDPOINT * 5, endOnFailure: true },
    );
  });

  const callables = endpoints.filter((entry) => entry[1].transport === 'callable');
  it.each(callables.map(([name, endpoint]) => [name, endpoint] as const))('%s answers without a 5xx', async (name, endpoint) => {
    if (endpoint.transport !== 'callable') return;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileBody.map((data) => ({ raw: JSON.stringify({ data: data ?? null }), contentType: 'application/json' })),
          fc.record({ id: fc.oneof(hostileId, fc.constant(victim.giftId)) }, { requiredKeys: [] }).map((data) => ({ raw: JSON.stringify({ data }), contentType: 'application/json' })),
          ...(SAMPLE_BODIES[name] === undefined ? [] : [halfValid(SAMPLE_BODIES[name]).map(({ raw }) => ({ raw: `{"data":${raw}}`, contentType: 'application/json' }))]),
          encodedBody,
        ),
        fc.boolean(),
        async (body, signedIn) => {
          const url = `${URLS.hosting}/callable/${endpoint.name}`;
          expectSane(`callable ${endpoint.name}`, await send(url, 'POST', signedIn ? attacker.token : null, body), body);
        },
      ),
      { seed: SEED, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
    );
  });

  it("changed nothing of another person's loan request, loan or gift letter", async () => {
    expect(await snapshotOf(victim)).toBe(victimSnapshot);
  });
});

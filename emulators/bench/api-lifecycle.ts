// `npm run bench:api [-- --runs 20] [-- --only loans|gifts|list] [-- --verbose]`: the whole
// loan lifecycle, from a new request to the executed loan and its PDF, and the whole
// gift-letter lifecycle, N times each against the local emulator stack; then the dashboard's
// list of loans at 1, 10 and 50 loans. Prints p50/p95 latency per call and Firestore document
// reads and writes per lifecycle, as the API and the callables themselves counted them
// (KINLOAN_COUNT_FIRESTORE=1 → a header on each response).
import type { RunningStack } from '../src/stack';
import { onBenchStack } from './bench-build';
import { giftDetails, donorDetailsOf, FUNCTIONS_BASE, giftPerson, signData, type GiftAction, type GiftPerson } from '../integration/support/gifts';
import { call, person, readyTerms, SIGN_TOS, signBody, type ApiVersion, type Person } from '../integration/support/loans';
import { FIRESTORE_OPS_HEADER, parseOpCount, summarize, type Sample } from './bench-stats';
import { benchLoanList } from './loan-list';

const PARTS = ['loans', 'gifts', 'list'] as const;
type Part = (typeof PARTS)[number];

interface Options {
  runs: number;
  parts: readonly Part[];
  verbose: boolean;
}

function readOptions(argv: readonly string[]): Options {
  const at = argv.indexOf('--runs');
  const runs = at >= 0 ? Number(argv[at + 1]) : 20;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
  const only = argv.indexOf('--only');
  const part = only >= 0 ? argv[only + 1] : undefined;
  if (only >= 0 && !PARTS.includes(part as Part)) throw new Error(`--only takes one of ${PARTS.join(', ')}`);
  return { runs, parts: part ? [part as Part] : PARTS, verbose: argv.includes('--verbose') };
}

/** One timed call; a status other than the expected one stops the bench with the answer. */
async function step(
  samples: Sample[],
  label: string,
  version: ApiVersion,
  method: string,
  path: string,
  options: { token: string; body?: unknown; expect?: number; raw?: boolean },
): Promise<Record<string, unknown>> {
  const started = performance.now();
  const answer = await call(version, method, path, options);
  const ms = performance.now() - started;
  if (answer.status !== (options.expect ?? 200)) {
    throw new Error(`${label}: ${method} /api/${version}${path} answered ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  samples.push({ label, ms, ops: parseOpCount(answer.headers.get(FIRESTORE_OPS_HEADER)) });
  return answer.body;
}

/** Borrower Maya asks lender Daniel; Daniel signs, Maya countersigns and finalizes; both look at the result. */
async function lifecycle(maya: Person, daniel: Person): Promise<Sample[]> {
  const s: Sample[] = [];
  const created = await step(s, 'POST   v1 loanRequest (create)', 'v1', 'POST', '/loanRequest', {
    token: maya.token,
    expect: 201,
    body: { requestType: 'borrow', status: 'draft', loanProposalDetails: readyTerms() },
  });
  const id = String(created.id);
  await step(s, 'PATCH  v1 loanRequest/{id}', 'v1', 'PATCH', `/loanRequest/${id}`, {
    token: maya.token,
    body: { ...created, loanProposalDetails: readyTerms({ purpose: 'A used car and its first service' }) },
  });
  await step(s, 'POST   v2 review (initiator)', 'v2', 'POST', `/loanRequests/${id}/review`, { token: maya.token });
  await step(s, 'POST   v1 signTos (initiator)', 'v1', 'POST', `/loanRequests/${id}/signTos`, { token: maya.token, body: SIGN_TOS });
  await step(s, 'POST   v2 sign (initiator)', 'v2', 'POST', `/loanRequests/${id}/sign`, { token: maya.token, body: await signBody(maya, id) });
  await step(s, 'POST   v1 send', 'v1', 'POST', `/loanRequests/${id}/send`, {
    token: maya.token,
    body: { updateParty: { email: daniel.email, firstName: daniel.firstName, lastName: daniel.lastName } },
  });
  await step(s, 'GET    v1 loanRequest/{id}', 'v1', 'GET', `/loanRequest/${id}`, { token: daniel.token });
  await step(s, 'POST   v2 review (recipient)', 'v2', 'POST', `/loanRequests/${id}/review`, { token: daniel.token });
  await step(s, 'POST   v1 signTos (recipient)', 'v1', 'POST', `/loanRequests/${id}/signTos`, { token: daniel.token, body: SIGN_TOS });
  await step(s, 'POST   v2 sign (recipient)', 'v2', 'POST', `/loanRequests/${id}/sign`, { token: daniel.token, body: await signBody(daniel, id) });
  await step(s, 'POST   v2 sign (countersign)', 'v2', 'POST', `/loanRequests/${id}/sign`, { token: maya.token, body: await signBody(maya, id) });
  await step(s, 'POST   v2 finalize (executes, keeps the PDF)', 'v2', 'POST', `/loanRequests/${id}/finalize`, { token: maya.token });
  await step(s, 'GET    v1 loans/{id}', 'v1', 'GET', `/loans/${id}`, { token: maya.token });
  await step(s, 'GET    v1 loans/{id}/payments', 'v1', 'GET', `/loans/${id}/payments`, { token: maya.token });
  await step(s, 'GET    v1 loanDocuments/{id} (PDF)', 'v1', 'GET', `/loanDocuments/${id}`, { token: maya.token, raw: true });
  await step(s, 'GET    v1 loanRequests?customerId=me', 'v1', 'GET', '/loanRequests?customerId=me', { token: daniel.token });
  await step(s, 'GET    v1 loans?customerId=me', 'v1', 'GET', '/loans?customerId=me', { token: daniel.token });
  return s;
}

/** One timed callable, as the Firebase SDK calls it; a failure stops the bench with the answer. */
async function callStep(samples: Sample[], action: GiftAction, data: unknown, who: GiftPerson): Promise<Record<string, unknown>> {
  const started = performance.now();
  const response = await fetch(`${FUNCTIONS_BASE}/gifts-${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
    body: JSON.stringify({ data }),
  });
  const ms = performance.now() - started;
  const body = (await response.json()) as { result?: Record<string, unknown>; error?: unknown };
  if (!body.result) throw new Error(`gifts-${action}: ${response.status} ${JSON.stringify(body.error)}`);
  samples.push({ label: `gifts-${action}`.padEnd(20), ms, ops: parseOpCount(response.headers.get(FIRESTORE_OPS_HEADER)) });
  return body.result;
}

/** Buyer Maya asks her mother Grace for a gift; both sign the same letter; Maya finalizes; both read it. */
async function giftLifecycle(maya: GiftPerson, grace: GiftPerson): Promise<Sample[]> {
  const s: Sample[] = [];
  const created = await callStep(s, 'create', { initiatorParty: 'gift-recipient', giftDetails: giftDetails() }, maya);
  const id = String(created.id);
  await callStep(s, 'update', { id, donorRequestDetails: donorDetailsOf(grace) }, maya);
  await callStep(s, 'sign', await signData(id, maya), maya);
  await callStep(s, 'send', { id, updateParty: { email: grace.email, firstName: grace.firstName, lastName: grace.lastName } }, maya);
  await callStep(s, 'get', { id }, grace);
  await callStep(s, 'sign', await signData(id, grace), grace);
  await callStep(s, 'finalize', { id }, maya);
  await callStep(s, 'getDocument', { id }, grace);
  await callStep(s, 'list', {}, maya);
  return s;
}

/** A fresh pair per run, so the list calls read one lifecycle's documents, not every run's. */
async function newPair(): Promise<[Person, Person]> {
  return Promise.all([person({ firstName: 'Maya', lastName: 'Okafor' }), person({ firstName: 'Daniel', lastName: 'Okafor' })]);
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  // Read by the loan API (emulators only): each response reports its Firestore reads and writes.
  process.env.KINLOAN_COUNT_FIRESTORE = '1';
  await onBenchStack(options.verbose, async (stack) => {
    if (options.parts.includes('loans')) await benchLoans(options, stack);
    if (options.parts.includes('gifts')) await benchGifts(options, stack);
    if (options.parts.includes('list')) console.log(await benchLoanList((line) => console.log(line)));
  });
}

/** One unmeasured lifecycle (the Functions workers start cold), then `options.runs` timed ones, each with a fresh pair. */
async function timedRuns<P extends unknown[]>(options: Options, pair: () => Promise<P>, once: (...people: P) => Promise<Sample[]>, whole: string): Promise<Sample[][]> {
  await once(...(await pair()));
  const runs: Sample[][] = [];
  for (let run = 1; run <= options.runs; run += 1) {
    const people = await pair();
    const started = performance.now();
    const samples = await once(...people);
    samples.push({ label: whole, ms: performance.now() - started, ops: null });
    runs.push(samples);
    if (options.verbose) console.log(`run ${run}/${options.runs}: ${(performance.now() - started).toFixed(0)} ms`);
  }
  return runs;
}

async function benchLoans(options: Options, stack: RunningStack): Promise<void> {
  console.log('Warming up (one unmeasured lifecycle: the Functions worker starts cold) …');
  console.log(summarize(await timedRuns(options, newPair, lifecycle, 'whole lifecycle (17 calls)'), stack.firestore.kind));
}

async function benchGifts(options: Options, stack: RunningStack): Promise<void> {
  console.log('Warming up the gift callables (one unmeasured lifecycle) …');
  const giftPair = () => Promise.all([giftPerson({ firstName: 'Maya' }), giftPerson({ firstName: 'Grace' })]);
  const runs = await timedRuns(options, giftPair, giftLifecycle, 'whole lifecycle (9 calls)');
  console.log(summarize(runs, stack.firestore.kind, 'Gift letter lifecycle bench'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

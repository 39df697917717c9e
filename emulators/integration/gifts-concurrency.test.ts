import { describe, expect, it } from 'vitest';
import { admin, mailTo } from './support/api';
import { callGift, fullySignedGift, giftEvents, giftPerson, ok, sentByRecipient, signData, type CallableAnswer, type GiftAction, type GiftPerson } from './support/gifts';
import { warmWorkers } from './support/workers';

/**
 * Racing callable calls on one gift letter. Each callable is its own function with its own
 * pool of worker processes (support/workers.ts), so the pool of the callable under test is
 * warmed first; then the calls really overlap, and the event-first commit must let exactly
 * one through and refuse the rest cleanly.
 */

const RACERS = 20;
const RACE_LOST = 'Someone else changed this gift letter at the same moment. Refresh and try again.';

/** Calls without an id: refused as invalid before anything is read or written. */
async function warmUp(action: GiftAction, who: GiftPerson): Promise<void> {
  await warmWorkers(
    RACERS,
    () => callGift(action, {}, who.token),
    (answer) => answer.error?.status === 'INVALID_ARGUMENT',
  );
}

/** One result, and every other a clean refusal: "STATUS message" each one of `allowed`. */
function tally(answers: CallableAnswer<unknown>[], allowed: readonly string[]) {
  const refused = answers.filter((a) => a.error);
  for (const answer of refused) expect(allowed).toContain(`${answer.error?.status} ${answer.error?.message}`);
  return { ok: answers.filter((a) => a.result !== undefined).length, refused: refused.length };
}

function expectContiguous(seqs: number[]): void {
  expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
}

describe('concurrent calls on one gift letter', () => {
  it(`${RACERS} simultaneous signatures by the donor: one succeeds, the rest are refused cleanly`, { timeout: 180_000 }, async () => {
    const [maya, grace] = await Promise.all([giftPerson({ firstName: 'Maya' }), giftPerson({ firstName: 'Grace' })]);
    const sent = await sentByRecipient(maya, grace);
    await warmUp('sign', grace);

    const data = await signData(sent.id, grace);
    const answers = await Promise.all(Array.from({ length: RACERS }, () => callGift('sign', data, grace.token)));
    const result = tally(answers, [`FAILED_PRECONDITION ${RACE_LOST}`, "FAILED_PRECONDITION You can't sign it while the gift letter is signed by both people."]);
    expect(result).toEqual({ ok: 1, refused: RACERS - 1 });

    const events = await giftEvents(sent.id);
    expectContiguous(events.map((e) => e.seq));
    expect(events.filter((e) => e.type === 'sign' && e.party === 'donor')).toHaveLength(1);
    const stored = await admin().db.doc(`giftRequests/${sent.id}`).get();
    expect(stored.get('status')).toBe('fully-signed');
    expect(stored.get('eventCount')).toBe(events.length);
    expect((await mailTo(maya.email)).filter((m) => m.message.subject === 'Your gift letter was signed')).toHaveLength(1);
  });

  it(`${RACERS} simultaneous finalize calls by both people: executed once, one email each`, { timeout: 180_000 }, async () => {
    const [maya, grace] = await Promise.all([giftPerson({ firstName: 'Maya' }), giftPerson({ firstName: 'Grace' })]);
    const signed = await fullySignedGift(maya, grace);
    await warmUp('finalize', maya);

    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => callGift('finalize', { id: signed.id }, (i % 2 ? maya : grace).token)),
    );
    const result = tally(answers, [
      `FAILED_PRECONDITION ${RACE_LOST}`,
      "FAILED_PRECONDITION You can't finalize it while the gift letter is already finalized.",
      'PERMISSION_DENIED Only the person who started the gift letter can finalize it while the gift letter is signed by both people.',
    ]);
    expect(result).toEqual({ ok: 1, refused: RACERS - 1 });

    const events = await giftEvents(signed.id);
    expectContiguous(events.map((e) => e.seq));
    expect(events.filter((e) => e.type === 'finalize')).toHaveLength(1);
    expect((await ok('get', { id: signed.id }, maya)).status).toBe('executed');
    for (const email of [maya.email, grace.email]) {
      expect((await mailTo(email)).filter((m) => m.message.subject === 'Your gift letter is signed and final')).toHaveLength(1);
    }
  });
});

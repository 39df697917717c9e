import { describe, expect, it } from 'vitest';
import { admin, mailTo, type ErrorAnswerBody } from './support/api';
import { warmWorkers } from './support/workers';
import { signBody, eventsOf, fullySigned, person, readyForRecipientSignature, sentRequest, v1, v2, type Person } from './support/loans';

/**
 * Racing calls on one request. Every loan route is the one `api` function, whose pool of
 * worker processes is warmed first (support/workers.ts), so the calls below really do
 * overlap; the event-first commit must let exactly one through.
 */

const RACERS = 20;
const RACE_LOST = 'Someone else changed this loan request at the same moment. Refresh and try again.';

/** Reads of the request: enough idle `api` workers that the race is between processes, not a queue. */
async function warmUp(who: Person, id: string): Promise<void> {
  await warmWorkers(RACERS, () => v1('GET', `/loanRequest/${id}`, { token: who.token }), (answer) => answer.status === 200);
}

/** How the racers fared: one 200, and every other a clean refusal (409 not now, 403 not you), with its sentence. */
function tally(answers: { status: number; body: unknown }[]): { ok: number; refused: number; details: Set<string> } {
  const refused = answers.filter((a) => a.status === 409 || a.status === 403);
  return {
    ok: answers.filter((a) => a.status === 200).length,
    refused: refused.length,
    details: new Set(refused.map((a) => `${a.status} ${(a.body as ErrorAnswerBody).error.detail ?? ''}`)),
  };
}

function expectContiguous(seqs: number[]): void {
  expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
}

describe('concurrent calls on one loan request', () => {
  it(`${RACERS} simultaneous signatures by the same party: one succeeds, the rest are refused cleanly`, { timeout: 180_000 }, async () => {
    const [maya, daniel] = await Promise.all([person({ firstName: 'Maya' }), person({ firstName: 'Daniel' })]);
    const sent = await sentRequest(maya, daniel, 'borrow');
    await readyForRecipientSignature(daniel, sent.id);
    await warmUp(daniel, sent.id);

    const body = await signBody(daniel, sent.id);
    const answers = await Promise.all(Array.from({ length: RACERS }, () => v2('POST', `/loanRequests/${sent.id}/sign`, { token: daniel.token, body })));
    const result = tally(answers);
    expect(result.ok).toBe(1);
    expect(result.refused).toBe(RACERS - 1);
    // Either the lost race itself, or the machine's answer once Daniel's signature is in.
    for (const detail of result.details) {
      expect([
        `409 ${RACE_LOST}`,
        '403 Only the person who started the request can sign it while the loan request is waiting for the countersignature of the person who started it.',
      ]).toContain(detail);
    }

    const events = await eventsOf('loanRequests', sent.id);
    expectContiguous(events.map((e) => e.seq));
    expect(events.filter((e) => e.type === 'sign-for-countersignature' && e.role === 'recipient')).toHaveLength(1);
    const stored = await admin().db.doc(`loanRequests/${sent.id}`).get();
    expect(stored.get('status')).toBe('awaiting-countersignature');
    expect(stored.get('eventCount')).toBe(events.length);
    expect((await mailTo(maya.email)).filter((m) => m.message.subject === 'Please review and countersign your loan agreement')).toHaveLength(1);
  });

  it(`${RACERS} simultaneous finalize calls from both parties: one loan, one event, one set of emails`, { timeout: 180_000 }, async () => {
    const [maya, daniel] = await Promise.all([person({ firstName: 'Maya' }), person({ firstName: 'Daniel' })]);
    const signed = await fullySigned(maya, daniel, 'lend');
    await warmUp(maya, signed.id);

    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => v2('POST', `/loanRequests/${signed.id}/finalize`, { token: (i % 2 ? maya : daniel).token })),
    );
    const result = tally(answers);
    expect(result.ok).toBe(1);
    expect(result.refused).toBe(RACERS - 1);
    // Maya's losers lost the race or found it executed; Daniel may not finalize at all.
    for (const detail of result.details) {
      expect([
        `409 ${RACE_LOST}`,
        "409 You can't finalize it while the loan request is already executed.",
        '403 Only the person who started the request can finalize it while the loan request is signed by both parties.',
      ]).toContain(detail);
    }

    const events = await eventsOf('loanRequests', signed.id);
    expectContiguous(events.map((e) => e.seq));
    expect(events.filter((e) => e.type === 'finalize')).toHaveLength(1);
    const loans = await admin().db.collection('loans').where('loanRequestId', '==', signed.id).get();
    expect(loans.size).toBe(1);
    expect((await eventsOf('loans', signed.id)).map((e) => e.seq)).toEqual([1]);
    for (const who of [maya, daniel]) {
      expect((await mailTo(who.email)).filter((m) => m.message.subject === 'Your loan agreement is executed')).toHaveLength(1);
    }
    const winner = answers.find((a) => a.status === 200);
    expect(winner?.body).toMatchObject({ status: 'executed', loanId: signed.id });
  });

  it('a racer that read the request before the winner committed loses cleanly: 409, and nothing of its commit is written', async () => {
    const [maya, daniel] = await Promise.all([person({ firstName: 'Maya' }), person({ firstName: 'Daniel' })]);
    const signed = await fullySigned(maya, daniel, 'borrow');
    const ref = admin().db.doc(`loanRequests/${signed.id}`);
    const eventCount = (await ref.get()).get('eventCount') as number;
    // The loser's view: the event the winner just appended is already there, but the loser
    // still holds the count from before it (what it read a moment earlier).
    await ref.update({ eventCount: eventCount - 1 });

    const lost = await v2('POST', `/loanRequests/${signed.id}/finalize`, { token: maya.token });
    expect(lost.status).toBe(409);
    expect((lost.body as unknown as ErrorAnswerBody).error.detail).toBe(RACE_LOST);
    expect((await ref.get()).get('status')).toBe('fully-signed');
    expect((await admin().db.doc(`loans/${signed.id}`).get()).exists).toBe(false);
    expect((await eventsOf('loanRequests', signed.id)).map((e) => e.type)).not.toContain('finalize');
    expect((await mailTo(maya.email)).map((m) => m.message.subject)).not.toContain('Your loan agreement is executed');

    await ref.update({ eventCount });
    expect((await v2('POST', `/loanRequests/${signed.id}/finalize`, { token: maya.token })).status).toBe(200);
  });
});

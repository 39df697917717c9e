import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { commitOrConflict, decideOrRefuse, eventId, RACE_LOST } from './event-log';
import type { LoanBatch } from './firestore-ops';
import { requestDoc } from './loan-test-support';

function batchFailingWith(error: unknown): LoanBatch {
  return { commit: async () => Promise.reject(error) } as unknown as LoanBatch;
}

describe('the event log', () => {
  it('numbers events so they sort as text', () => {
    expect(eventId(1)).toBe('000001');
    expect(eventId(123456)).toBe('123456');
  });

  it('answers a lost race (a create that found its event there) as a clean 409', async () => {
    const lost = await commitOrConflict(batchFailingWith(Object.assign(new Error('6 ALREADY_EXISTS: entity already exists'), { code: 6 }))).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(HttpError);
    expect(lost).toMatchObject({ kind: 'conflict', detail: RACE_LOST });
  });

  it('lets any other failure through as it is', async () => {
    const other = Object.assign(new Error('14 UNAVAILABLE'), { code: 14 });
    await expect(commitOrConflict(batchFailingWith(other))).rejects.toBe(other);
  });

  it('turns the machine\'s refusals into 409 (not now) and 403 (not you) with its sentence', () => {
    expect(() => decideOrRefuse({ doc: requestDoc({ status: 'draft' }), role: 'initiator' }, 'finalize')).toThrow(
      expect.objectContaining({ kind: 'conflict', detail: "You can't finalize it while the loan request is still a draft." }),
    );
    expect(() => decideOrRefuse({ doc: requestDoc({ status: 'sent' }), role: 'initiator' }, 'reject')).toThrow(
      expect.objectContaining({ kind: 'forbidden' }),
    );
    const accepted = decideOrRefuse({ doc: requestDoc({ status: 'sent' }), role: 'recipient' }, 'reject');
    expect(accepted.next).toBe('rejected');
    expect(accepted.effects.has('notify-initiator')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { requestDoc } from './loan-test-support';
import { listedRequests, ownCustomerId } from './list-loan-requests';

describe('listing', () => {
  it('lists only your own ("me", "1", your id or nothing)', () => {
    for (const asked of ['me', '1', 'uid-9', undefined, '']) expect(ownCustomerId(asked, 'uid-9')).toBe('uid-9');
    expect(() => ownCustomerId('uid-8', 'uid-9')).toThrow(expect.objectContaining({ kind: 'forbidden' }));
  });

  it('hides deleted requests and shows the newest activity first', () => {
    const docs = [
      requestDoc({ id: 'old', updatedAt: '2026-01-01T00:00:00.000Z' }),
      requestDoc({ id: 'gone', status: 'deleted', updatedAt: '2026-03-01T00:00:00.000Z' }),
      requestDoc({ id: 'new', updatedAt: '2026-02-01T00:00:00.000Z' }),
    ];
    expect(listedRequests(docs).map((d) => d.id)).toEqual(['new', 'old']);
  });
});

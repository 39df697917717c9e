import { describe, expect, it } from 'vitest';
import { requestDoc } from './loan-test-support';
import { isInvitedAndUnlinked } from './link-recipient';

describe('linking an invited email', () => {
  const waiting = requestDoc({ recipientCustomerId: null, recipientEmail: 'rosa@example.com' });
  it('links only the verified owner of that exact email, never the initiator', () => {
    expect(isInvitedAndUnlinked(waiting, { uid: 'rosa', email: 'rosa@example.com' })).toBe(true);
    expect(isInvitedAndUnlinked(waiting, { uid: 'rosa', email: 'other@example.com' })).toBe(false);
    expect(isInvitedAndUnlinked(waiting, { uid: 'rosa', email: null })).toBe(false);
    expect(isInvitedAndUnlinked(waiting, { uid: waiting.initiatingCustomerId, email: 'rosa@example.com' })).toBe(false);
    expect(isInvitedAndUnlinked({ ...waiting, recipientCustomerId: 'someone' }, { uid: 'rosa', email: 'rosa@example.com' })).toBe(false);
  });
});

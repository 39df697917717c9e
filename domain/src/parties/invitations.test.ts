import { describe, expect, it } from 'vitest';
import { claimInvitation, mightClaimInvitation, releasesOnEmailChange, type InvitationState } from './invitations';

const waiting: InvitationState = { invitedEmail: 'rosa@example.com', linkedCustomerId: null, initiatingCustomerId: 'maya', awaitingInvitee: true };
const rosa = { uid: 'rosa', email: 'Rosa@Example.com', emailVerified: true };

describe('claiming an invitation', () => {
  it('takes a verified account whose email is the invited one, while the document waits', () => {
    expect(claimInvitation(waiting, rosa)).toEqual({ ok: true, email: 'rosa@example.com' });
  });

  it.each([
    ['an unverified account with the invited email (someone who signed up with it)', waiting, { ...rosa, emailVerified: false }, 'not-verified'],
    ['an account with another email', waiting, { ...rosa, email: 'attacker@example.com' }, 'not-invited'],
    ['an account with no email', waiting, { ...rosa, email: null }, 'not-invited'],
    ['the person who sent it', waiting, { ...rosa, uid: 'maya' }, 'own-document'],
    ['an invitation someone already holds', { ...waiting, linkedCustomerId: 'other' }, rosa, 'taken'],
    ['a document no longer waiting (deleted, rejected, superseded, executed)', { ...waiting, awaitingInvitee: false }, rosa, 'not-waiting'],
    ['a document never sent', { ...waiting, invitedEmail: null }, rosa, 'not-invited'],
  ] as const)('refuses %s', (_case, state, account, reason) => {
    expect(claimInvitation(state, account)).toEqual({ ok: false, reason });
  });

  it('reads the account only when the token says it might be the invited person', () => {
    expect(mightClaimInvitation(waiting, 'rosa@example.com')).toBe(true);
    expect(mightClaimInvitation(waiting, 'someone@example.com')).toBe(false);
    expect(mightClaimInvitation({ ...waiting, linkedCustomerId: 'rosa' }, 'rosa@example.com')).toBe(false);
    expect(mightClaimInvitation({ ...waiting, awaitingInvitee: false }, 'rosa@example.com')).toBe(false);
  });

  it('is released by an email change only while unsigned and open', () => {
    expect(releasesOnEmailChange({ linkedCustomerId: 'rosa', inviteeHasSigned: false, ended: false }, 'rosa')).toBe(true);
    expect(releasesOnEmailChange({ linkedCustomerId: 'rosa', inviteeHasSigned: true, ended: false }, 'rosa')).toBe(false);
    expect(releasesOnEmailChange({ linkedCustomerId: 'rosa', inviteeHasSigned: false, ended: true }, 'rosa')).toBe(false);
    expect(releasesOnEmailChange({ linkedCustomerId: 'other', inviteeHasSigned: false, ended: false }, 'rosa')).toBe(false);
  });
});

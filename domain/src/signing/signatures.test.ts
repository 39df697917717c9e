import { describe, expect, it } from 'vitest';
import { countersignRefusal, finalizeRefusal, inviteeSignEvent, partyDetailChanges, signedWhatWasShown } from './signatures';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

describe('what signatures bind', () => {
  it('the invitee completes the agreement only by signing the very text the initiator signed', () => {
    expect(inviteeSignEvent(A, A)).toBe('sign');
    expect(inviteeSignEvent(A, B)).toBe('sign-for-countersignature');
    expect(inviteeSignEvent(null, B)).toBe('sign-for-countersignature');
  });

  it('a signer signs the text on their page, and a countersignature covers the invitee’s text', () => {
    expect(signedWhatWasShown(A, A)).toBeNull();
    expect(signedWhatWasShown(A, B)).toMatch(/changed since you opened it/);
    expect(countersignRefusal(B, B)).toBeNull();
    expect(countersignRefusal(B, A)).toMatch(/not the one the other party signed/);
    expect(countersignRefusal(null, A)).not.toBeNull();
  });

  it('finalizing needs two signatures on the same hash of the text as it stands, and says which fails', () => {
    expect(finalizeRefusal({ initiator: A, invitee: A, current: A }, 'agreement')).toBeNull();
    expect(finalizeRefusal({ initiator: null, invitee: A, current: A }, 'agreement')).toBe('Both people must sign the agreement before it can be finalized.');
    expect(finalizeRefusal({ initiator: A, invitee: B, current: B }, 'agreement')).toMatch(/two signatures are on different texts .*aaaaaaaaaaaa… and bbbbbbbbbbbb…/);
    expect(finalizeRefusal({ initiator: A, invitee: A, current: B }, 'gift letter')).toMatch(/no longer reads as both people signed it/);
  });

  it('lists what changed about the other party since the initiator signed', () => {
    const before = { name: 'Daniel Okafor', email: 'daniel@example.com', address: '', phone: '' };
    const after = { name: 'Totally Different', email: 'daniel@example.com', address: '1 Main St, Bend, OR 97701', phone: '' };
    expect(partyDetailChanges(before, after)).toEqual([
      'name: Daniel Okafor → Totally Different',
      'address: (not given) → 1 Main St, Bend, OR 97701',
    ]);
    expect(partyDetailChanges(before, before)).toEqual([]);
  });
});

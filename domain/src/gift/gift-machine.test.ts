import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideStart, statusesWithNoExit } from '../machine';
import {
  checkWalk,
  choicesArbitrary,
  refusedTriples,
  stepsArbitrary,
  stepsFromChoices,
  walk,
  walkFrom,
  type Row,
} from '../machine-test-support';
import {
  decideGift,
  GIFT_EVENTS,
  GIFT_ROLES,
  GIFT_STATUSES,
  giftMachine as machine,
  giftPartyOf,
  giftRoleOf,
  giftRoleOfCustomer,
  mayGetGiftDocument,
  type GiftEvent,
  type GiftRole,
  type GiftStatus,
} from './gift-machine';

const I = 'initiator';
const V = 'invitee';

const ROWS: readonly Row<GiftStatus, GiftEvent, GiftRole>[] = [
  ['draft', 'update', I, 'draft'],
  ['draft', 'sign', I, 'initiator-signed'],
  ['draft', 'delete', I, 'deleted'],
  ['initiator-signed', 'update', I, 'draft'],
  ['initiator-signed', 'send', I, 'sent'],
  ['initiator-signed', 'delete', I, 'deleted'],
  ['sent', 'update', I, 'draft'],
  ['sent', 'send', I, 'sent'],
  ['sent', 'update-invitee-details', V, 'sent'],
  ['sent', 'sign', V, 'fully-signed'],
  ['sent', 'sign-for-countersignature', V, 'awaiting-countersignature'],
  ['sent', 'reject', V, 'rejected'],
  ['sent', 'delete', I, 'deleted'],
  ['awaiting-countersignature', 'sign', I, 'fully-signed'],
  ['awaiting-countersignature', 'update', I, 'draft'],
  ['awaiting-countersignature', 'delete', I, 'deleted'],
  ['fully-signed', 'finalize', I, 'executed'],
  ['rejected', 'update', I, 'draft'],
  ['rejected', 'delete', I, 'deleted'],
];

describe('gift machine: every allowed row', () => {
  it.each(ROWS)('%s + %s by %s → %s', (status, event, role, next) => {
    expect(decideGift(status, event, role)).toMatchObject({ ok: true, next });
  });
});

describe('gift machine: every other (status, event, role) is refused with the right kind', () => {
  it.each(refusedTriples(machine, ROWS))('$status + $event by $role → $kind', ({ status, event, role, kind }) => {
    expect(decideGift(status, event, role)).toMatchObject({ ok: false, refusal: { kind } });
  });
});

describe('gift machine: effects', () => {
  it.each([
    ['initiator-signed', 'update', I, ['apply-changes', 'void-signatures']],
    ['sent', 'update', I, ['apply-changes', 'void-signatures', 'notify-invitee']],
    ['initiator-signed', 'send', I, ['assign-invitee', 'notify-invitee']],
    ['sent', 'sign', V, ['record-signature', 'notify-initiator']],
    ['sent', 'reject', V, ['record-rejection-reason', 'notify-initiator']],
    ['sent', 'sign-for-countersignature', V, ['record-signature', 'void-initiator-signature', 'notify-initiator']],
    ['awaiting-countersignature', 'sign', I, ['record-signature', 'notify-invitee']],
    ['fully-signed', 'finalize', I, ['render-gift-letter', 'notify-initiator', 'notify-invitee']],
  ] as const)('%s + %s by %s has effects %j', (status, event, role, effects) => {
    expect(decideGift(status, event, role)).toEqual({ ok: true, next: expect.any(String), effects: ['append-event', ...effects] });
  });
});

describe('donor and gift recipient', () => {
  it.each([
    ['donor', I, 'donor'],
    ['donor', V, 'gift-recipient'],
    ['gift-recipient', I, 'gift-recipient'],
    ['gift-recipient', V, 'donor'],
  ] as const)('started by the %s: the %s is the %s', (initiatorParty, role, party) => {
    expect(giftPartyOf(initiatorParty, role)).toBe(party);
    expect(giftRoleOf(initiatorParty, party)).toBe(role);
  });

  it('either side may start, and only as the initiator', () => {
    expect(decideStart(machine, I)).toMatchObject({ ok: true, next: 'draft' });
    expect(decideStart(machine, V)).toMatchObject({ ok: false, refusal: { kind: 'wrong-party' } });
  });

  it('places a customer on a side, or nowhere', () => {
    const gift = { initiatingCustomerId: 'dana', inviteeCustomerId: 'rob' };
    expect(giftRoleOfCustomer(gift, 'dana')).toBe('initiator');
    expect(giftRoleOfCustomer(gift, 'rob')).toBe('invitee');
    expect(giftRoleOfCustomer(gift, 'eve')).toBeNull();
    expect(giftRoleOfCustomer({ initiatingCustomerId: 'dana' }, '')).toBeNull();
  });
});

describe('gifts-getDocument', () => {
  const cases = GIFT_STATUSES.flatMap((status) => GIFT_ROLES.map((role) => [status, role] as const));
  it.each(cases)('%s, by the %s', (status, role) => {
    const answer = mayGetGiftDocument(status, role);
    if (status === 'deleted') expect(answer).toEqual({ ok: false, refusal: { kind: 'wrong-state', reason: 'This gift letter was deleted.' } });
    else expect(answer).toEqual({ ok: true });
  });

  it('refuses anyone who is not a party', () => {
    const loose = mayGetGiftDocument as (status: string, role: string) => ReturnType<typeof mayGetGiftDocument>;
    expect(loose('executed', 'lender')).toMatchObject({ ok: false, refusal: { kind: 'wrong-party' } });
  });
});

describe('gift machine: properties', () => {
  const FORWARD = {
    draft: ['sign', I],
    'initiator-signed': ['send', I],
    sent: ['sign-for-countersignature', V],
    'awaiting-countersignature': ['sign', I],
    'fully-signed': ['finalize', I],
  } as const;

  it('declares exactly the statuses nothing leaves as terminal; rejected letters can be revised', () => {
    expect(statusesWithNoExit(machine).sort()).toEqual([...machine.terminal].sort());
    expect(machine.terminal).not.toContain('rejected');
  });

  it('no random sequence reaches an unknown status or leaves a terminal one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GIFT_STATUSES), stepsArbitrary(GIFT_EVENTS, GIFT_ROLES), (from, steps) => {
        checkWalk(machine, walkFrom(machine, from, steps));
      }),
      { numRuns: 500 },
    );
  });

  it('a letter is finalized only with both signatures on its current text', () => {
    let executed = 0;
    fc.assert(
      fc.property(choicesArbitrary, (choices) => {
        const signed = new Set<string>();
        const result = walk(machine, I, stepsFromChoices(machine, 'draft', choices, FORWARD));
        checkWalk(machine, result);
        for (const d of result.decisions) {
          if (d.effects.includes('void-signatures')) signed.clear();
          if (d.effects.includes('void-initiator-signature')) signed.delete('initiator');
          if (d.effects.includes('record-signature')) signed.add(d.role);
          if (d.next === 'executed') {
            executed += 1;
            expect([...signed].sort()).toEqual(['initiator', 'invitee']);
          }
        }
      }),
      { numRuns: 500 },
    );
    expect(executed).toBeGreaterThan(0);
  });
});

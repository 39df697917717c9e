import { describe, expect, it } from 'vitest';
import {
  availableEvents,
  decide,
  decideStart,
  isTerminal,
  refusalHttpStatus,
  REFUSAL_HTTP_STATUS,
  statusesWithNoExit,
  type Machine,
} from './machine';

// A toy door: small enough that every check of `decide` can be seen in one table.
type DoorStatus = 'closed' | 'open' | 'bricked';
type DoorEvent = 'open' | 'close' | 'brick';
type DoorRole = 'owner' | 'guest';
interface DoorContext {
  readonly hasKey: boolean;
}

const door: Machine<DoorStatus, DoorEvent, DoorRole, 'log-entry' | 'call-mason', DoorContext> = {
  noun: 'door',
  statuses: ['closed', 'open', 'bricked'],
  events: ['open', 'close', 'brick'],
  roles: ['owner', 'guest'],
  terminal: ['bricked'],
  start: { owner: { next: 'closed', effects: ['log-entry'] } },
  table: {
    closed: {
      open: {
        roles: ['owner', 'guest'],
        next: 'open',
        effects: ['log-entry'],
        guard: ({ hasKey }) => (hasKey ? null : { kind: 'wrong-party', reason: 'No key.' }),
      },
      brick: { roles: ['owner'], next: 'bricked', effects: ['call-mason'] },
    },
    open: { close: { roles: ['owner', 'guest'], next: 'closed', effects: [] } },
    bricked: {},
  },
  labels: {
    status: { closed: 'closed', open: 'open', bricked: 'bricked up' },
    event: { open: 'open it', close: 'close it', brick: 'brick it up' },
    role: { owner: 'the owner', guest: 'a guest' },
  },
};

const key = { hasKey: true };

describe('decide', () => {
  it('accepts a permitted transition, with the event append first and the rule effects after', () => {
    expect(decide(door, 'closed', 'brick', 'owner', key)).toEqual({
      ok: true,
      next: 'bricked',
      effects: ['append-event', 'call-mason'],
    });
  });

  it('appends an event even for a rule with no effects of its own', () => {
    expect(decide(door, 'open', 'close', 'guest', key)).toEqual({ ok: true, next: 'closed', effects: ['append-event'] });
  });

  it.each([
    ['open', 'open', 'owner', "You can't open it while the door is open."],
    ['bricked', 'close', 'guest', "You can't close it while the door is bricked up."],
  ] as const)('refuses %s + %s as wrong-state (nobody may)', (status, event, role, reason) => {
    expect(decide(door, status, event, role, key)).toEqual({ ok: false, refusal: { kind: 'wrong-state', reason } });
  });

  it('refuses a transition someone else may make as wrong-party, naming who may', () => {
    expect(decide(door, 'closed', 'brick', 'guest', key)).toEqual({
      ok: false,
      refusal: { kind: 'wrong-party', reason: 'Only the owner can brick it up while the door is closed.' },
    });
  });

  it('runs the guard only after the role check, and returns its refusal', () => {
    expect(decide(door, 'closed', 'open', 'guest', { hasKey: false })).toEqual({
      ok: false,
      refusal: { kind: 'wrong-party', reason: 'No key.' },
    });
    expect(decide(door, 'closed', 'open', 'guest', { hasKey: true }).ok).toBe(true);
  });

  it('treats values that slipped past the types (from stored documents) as refusals, not crashes', () => {
    const loose = decide as unknown as (...args: unknown[]) => ReturnType<typeof decide>;
    expect(loose(door, 'ajar', 'open', 'owner', key)).toMatchObject({ ok: false, refusal: { kind: 'wrong-state' } });
    expect(loose(door, 'closed', 'kick', 'owner', key)).toMatchObject({ ok: false, refusal: { kind: 'wrong-state' } });
    expect(loose(door, 'closed', 'open', 'burglar', key)).toMatchObject({ ok: false, refusal: { kind: 'wrong-party' } });
    expect(loose(door, 'closed', 'toString', 'owner', key)).toMatchObject({ ok: false, refusal: { kind: 'wrong-state' } });
  });
});

describe('decideStart', () => {
  it('lets the roles with a start rule create, and refuses the others as wrong-party', () => {
    expect(decideStart(door, 'owner')).toEqual({ ok: true, next: 'closed', effects: ['append-event', 'log-entry'] });
    expect(decideStart(door, 'guest')).toEqual({
      ok: false,
      refusal: { kind: 'wrong-party', reason: 'Only the owner can start a door.' },
    });
  });
});

describe('refusal → HTTP status', () => {
  it.each([
    ['wrong-state', 409],
    ['wrong-party', 403],
  ] as const)('%s → %i', (kind, status) => {
    expect(REFUSAL_HTTP_STATUS[kind]).toBe(status);
    expect(refusalHttpStatus({ kind, reason: '' })).toBe(status);
  });
});

describe('table helpers', () => {
  it('lists the events a role may attempt in a status', () => {
    expect(availableEvents(door, 'closed', 'owner')).toEqual(['open', 'brick']);
    expect(availableEvents(door, 'closed', 'guest')).toEqual(['open']);
    expect(availableEvents(door, 'bricked', 'owner')).toEqual([]);
  });

  it('finds the statuses nothing leaves, and isTerminal follows the declaration', () => {
    expect(statusesWithNoExit(door)).toEqual(['bricked']);
    expect(isTerminal(door, 'bricked')).toBe(true);
    expect(isTerminal(door, 'open')).toBe(false);
  });
});

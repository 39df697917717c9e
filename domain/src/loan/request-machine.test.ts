import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideStart, statusesWithNoExit } from '../machine';
import {
  allTriples,
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
  counterpartRequestType,
  decideLoanRequest,
  loanRequestMachine as machine,
  partyRoles,
  patchEvent,
  REQUEST_EVENTS,
  REQUEST_ROLES,
  REQUEST_STATUSES,
  requestRoleOf,
  requestRoleOfCustomer,
  type RequestEvent,
  type RequestRole,
  type RequestStatus,
} from './request-machine';

const borrow = { requestType: 'borrow' } as const;
const I = 'initiator';
const R = 'recipient';

// Written out again by hand: the table in request-machine.ts must match this list exactly.
const ROWS: readonly Row<RequestStatus, RequestEvent, RequestRole>[] = [
  ['draft', 'update', I, 'draft'],
  ['draft', 'review', I, 'reviewed'],
  ['draft', 'publish-wish', I, 'wish-published'],
  ['draft', 'delete', I, 'deleted'],
  ['wish-published', 'update', I, 'wish-published'],
  ['wish-published', 'unpublish-wish', I, 'draft'],
  ['wish-published', 'delete', I, 'deleted'],
  ['reviewed', 'update', I, 'draft'],
  ['reviewed', 'accept-tos', I, 'tos-accepted'],
  ['reviewed', 'publish-wish', I, 'wish-published'],
  ['reviewed', 'delete', I, 'deleted'],
  ['tos-accepted', 'update', I, 'draft'],
  ['tos-accepted', 'sign', I, 'initiator-signed'],
  ['tos-accepted', 'publish-wish', I, 'wish-published'],
  ['tos-accepted', 'delete', I, 'deleted'],
  ['initiator-signed', 'update', I, 'draft'],
  ['initiator-signed', 'send', I, 'sent'],
  ['initiator-signed', 'delete', I, 'deleted'],
  ['sent', 'update', I, 'draft'],
  ['sent', 'update-recipient-details', R, 'sent'],
  ['sent', 'send', I, 'sent'],
  ['sent', 'review', R, 'recipient-reviewed'],
  ['sent', 'reject', R, 'rejected'],
  ['sent', 'request-changes', R, 'superseded'],
  ['sent', 'delete', I, 'deleted'],
  ['recipient-reviewed', 'update', I, 'draft'],
  ['recipient-reviewed', 'update-recipient-details', R, 'recipient-reviewed'],
  ['recipient-reviewed', 'accept-tos', R, 'recipient-tos-accepted'],
  ['recipient-reviewed', 'reject', R, 'rejected'],
  ['recipient-reviewed', 'request-changes', R, 'superseded'],
  ['recipient-reviewed', 'delete', I, 'deleted'],
  ['recipient-tos-accepted', 'update', I, 'draft'],
  ['recipient-tos-accepted', 'update-recipient-details', R, 'recipient-tos-accepted'],
  ['recipient-tos-accepted', 'sign', R, 'fully-signed'],
  ['recipient-tos-accepted', 'sign-for-countersignature', R, 'awaiting-countersignature'],
  ['recipient-tos-accepted', 'reject', R, 'rejected'],
  ['recipient-tos-accepted', 'request-changes', R, 'superseded'],
  ['recipient-tos-accepted', 'delete', I, 'deleted'],
  ['awaiting-countersignature', 'sign', I, 'fully-signed'],
  ['awaiting-countersignature', 'update', I, 'draft'],
  ['awaiting-countersignature', 'delete', I, 'deleted'],
  ['fully-signed', 'finalize', I, 'executed'],
];

describe('loan request machine: every allowed row', () => {
  it.each(ROWS)('%s + %s by %s → %s', (status, event, role, next) => {
    const decision = decideLoanRequest(status, event, role, borrow);
    expect(decision).toMatchObject({ ok: true, next });
  });
});

describe('loan request machine: every other (status, event, role) is refused with the right kind', () => {
  it.each(refusedTriples(machine, ROWS))('$status + $event by $role → $kind', ({ status, event, role, kind }) => {
    const decision = decideLoanRequest(status, event, role, borrow);
    expect(decision.ok).toBe(false);
    if (!decision.ok) {
      expect(decision.refusal.kind).toBe(kind);
      expect(decision.refusal.reason.length).toBeGreaterThan(10);
    }
  });

  it('decides all 14 × 13 × 2 triples, for both request types', () => {
    const triples = allTriples(machine);
    expect(triples).toHaveLength(REQUEST_STATUSES.length * REQUEST_EVENTS.length * REQUEST_ROLES.length);
    expect(triples).toHaveLength(364);
    for (const requestType of ['borrow', 'lend'] as const) {
      for (const [status, event, role] of triples) {
        const decision = decideLoanRequest(status, event, role, { requestType });
        if (decision.ok) expect(REQUEST_STATUSES).toContain(decision.next);
        else expect(['wrong-state', 'wrong-party']).toContain(decision.refusal.kind);
      }
    }
  });
});

describe('loan request machine: effects and plain reasons', () => {
  it.each([
    ['draft', 'update', I, ['apply-changes']],
    ['tos-accepted', 'sign', I, ['record-signature']],
    ['reviewed', 'accept-tos', I, ['record-consent']],
    ['initiator-signed', 'update', I, ['apply-changes', 'void-signatures']],
    ['initiator-signed', 'send', I, ['assign-recipient', 'notify-recipient']],
    ['sent', 'update', I, ['apply-changes', 'void-signatures', 'notify-recipient']],
    ['recipient-tos-accepted', 'update', I, ['apply-changes', 'void-signatures', 'notify-recipient']],
    ['sent', 'reject', R, ['record-rejection-reason', 'notify-initiator']],
    ['recipient-reviewed', 'request-changes', R, ['create-child-request', 'notify-initiator']],
    ['sent', 'delete', I, ['notify-recipient']],
    ['draft', 'delete', I, []],
    ['draft', 'publish-wish', I, ['publish-wish']],
    ['wish-published', 'delete', I, ['unpublish-wish']],
    ['recipient-tos-accepted', 'sign', R, ['record-signature', 'notify-initiator']],
    ['recipient-tos-accepted', 'sign-for-countersignature', R, ['record-signature', 'void-initiator-signature', 'notify-initiator']],
    ['awaiting-countersignature', 'sign', I, ['record-signature', 'notify-recipient']],
    ['fully-signed', 'finalize', I, ['execute-loan', 'notify-initiator', 'notify-recipient']],
  ] as const)('%s + %s by %s has effects %j', (status, event, role, effects) => {
    expect(decideLoanRequest(status, event, role, borrow)).toEqual({
      ok: true,
      next: expect.any(String),
      effects: ['append-event', ...effects],
    });
  });

  it.each([
    ['draft', 'finalize', I, 'wrong-state', "You can't finalize it while the loan request is still a draft."],
    ['sent', 'finalize', R, 'wrong-state', "You can't finalize it while the loan request is sent and not yet reviewed by the other party."],
    ['draft', 'sign', I, 'wrong-state', "You can't sign it while the loan request is still a draft."],
    ['sent', 'update', R, 'wrong-party', 'Only the person who started the request can change its terms while the loan request is sent and not yet reviewed by the other party.'],
    ['fully-signed', 'delete', I, 'wrong-state', "You can't delete it while the loan request is signed by both parties."],
    ['executed', 'finalize', I, 'wrong-state', "You can't finalize it while the loan request is already executed."],
  ] as const)('%s + %s by %s → %s: %s', (status, event, role, kind, reason) => {
    expect(decideLoanRequest(status, event, role, borrow)).toEqual({ ok: false, refusal: { kind, reason } });
  });
});

describe('loan wishes are for borrowers only', () => {
  it.each(['draft', 'reviewed', 'tos-accepted'] as const)('a lend request cannot be published from %s', (status) => {
    expect(decideLoanRequest(status, 'publish-wish', I, { requestType: 'lend' })).toEqual({
      ok: false,
      refusal: {
        kind: 'wrong-party',
        reason: 'Only the borrower can publish a loan wish, and the person who started this request is lending.',
      },
    });
    expect(decideLoanRequest(status, 'publish-wish', I, borrow)).toMatchObject({ ok: true, next: 'wish-published' });
  });
});

describe('who is lender and who is borrower', () => {
  it.each([
    ['borrow', I, 'borrower'],
    ['borrow', R, 'lender'],
    ['lend', I, 'lender'],
    ['lend', R, 'borrower'],
  ] as const)('%s request: %s is the %s', (requestType, role, party) => {
    expect(partyRoles(requestType, role)).toBe(party);
    expect(requestRoleOf(requestType, party)).toBe(role);
  });

  it('flips the request type for a counter-offer, and back', () => {
    expect(counterpartRequestType('borrow')).toBe('lend');
    expect(counterpartRequestType('lend')).toBe('borrow');
  });

  it('places a customer on a side, or nowhere', () => {
    const request = { initiatingCustomerId: 'alice', recipientCustomerId: 'bob' };
    expect(requestRoleOfCustomer(request, 'alice')).toBe('initiator');
    expect(requestRoleOfCustomer(request, 'bob')).toBe('recipient');
    expect(requestRoleOfCustomer(request, 'mallory')).toBeNull();
    // Before sending there is no recipient; an empty id must not match anyone.
    expect(requestRoleOfCustomer({ initiatingCustomerId: 'alice', recipientCustomerId: null }, '')).toBeNull();
  });
});

describe('patchEvent', () => {
  it.each([
    [I, [], null],
    [I, ['loanProposalDetails'], 'update'],
    [I, ['recipientRequestDetails'], 'update'],
    [R, [], null],
    [R, ['recipientRequestDetails'], 'update-recipient-details'],
  ] as const)('%s changing %j → %s', (role, fields, event) => {
    expect(patchEvent(role, fields)).toEqual({ ok: true, event });
  });

  it.each([[['loanProposalDetails']], [['recipientRequestDetails', 'requestType']], [['initiatorRequestDetails']]] as const)(
    'the recipient changing %j is refused as wrong-party',
    (fields) => {
      expect(patchEvent(R, fields)).toMatchObject({ ok: false, refusal: { kind: 'wrong-party' } });
    },
  );
});

describe('loan request machine: properties', () => {
  it('declares exactly the statuses nothing leaves as terminal', () => {
    expect(statusesWithNoExit(machine).sort()).toEqual([...machine.terminal].sort());
    expect([...machine.terminal].sort()).toEqual(['deleted', 'executed', 'rejected', 'superseded']);
  });

  it('only the initiator creates, as a draft', () => {
    expect(decideStart(machine, I)).toEqual({ ok: true, next: 'draft', effects: ['append-event'] });
    expect(decideStart(machine, R)).toMatchObject({ ok: false, refusal: { kind: 'wrong-party' } });
  });

  it('the happy path reaches executed', () => {
    const result = walk(
      machine,
      I,
      [
        ['review', I],
        ['accept-tos', I],
        ['sign', I],
        ['send', I],
        ['review', R],
        ['accept-tos', R],
        ['sign', R],
        ['finalize', I],
      ],
      borrow,
    );
    expect(result.statuses.at(-1)).toBe('executed');
    expect(result.decisions).toHaveLength(8);
  });

  it('the path with a countersignature reaches executed, and only the initiator finalizes', () => {
    const result = walk(
      machine,
      I,
      [
        ['review', I],
        ['accept-tos', I],
        ['sign', I],
        ['send', I],
        ['review', R],
        ['accept-tos', R],
        ['sign-for-countersignature', R],
        ['sign', I],
        ['finalize', I],
      ],
      borrow,
    );
    expect(result.statuses.at(-1)).toBe('executed');
    const finalizeByRecipient = decideLoanRequest('fully-signed', 'finalize', R, borrow);
    expect(finalizeByRecipient).toMatchObject({
      ok: false,
      refusal: { kind: 'wrong-party', reason: 'Only the person who started the request can finalize it while the loan request is signed by both parties.' },
    });
  });

  const steps = stepsArbitrary(REQUEST_EVENTS, REQUEST_ROLES);
  const FORWARD = {
    draft: ['review', I],
    reviewed: ['accept-tos', I],
    'tos-accepted': ['sign', I],
    'initiator-signed': ['send', I],
    sent: ['review', R],
    'recipient-reviewed': ['accept-tos', R],
    'recipient-tos-accepted': ['sign-for-countersignature', R],
    'awaiting-countersignature': ['sign', I],
    'fully-signed': ['finalize', I],
  } as const;
  const requestType = fc.constantFrom('borrow', 'lend' as const);

  it('no random sequence reaches an unknown status or leaves a terminal one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REQUEST_STATUSES), steps, requestType, (from, s, type) => {
        checkWalk(machine, walkFrom(machine, from, s, { requestType: type }));
      }),
      { numRuns: 500 },
    );
  });

  it('no guided walk (steps the table offers) leaves the table or a terminal status', () => {
    fc.assert(
      fc.property(choicesArbitrary, requestType, (choices, type) => {
        const context = { requestType: type };
        checkWalk(machine, walk(machine, I, stepsFromChoices(machine, 'draft', choices, FORWARD, context), context));
      }),
      { numRuns: 500 },
    );
  });

  it('a request is executed only with both signatures on the current terms', () => {
    let executed = 0;
    fc.assert(
      fc.property(choicesArbitrary, requestType, (choices, type) => {
        const context = { requestType: type };
        const signed = new Set<string>();
        for (const d of walk(machine, I, stepsFromChoices(machine, 'draft', choices, FORWARD, context), context).decisions) {
          if (d.effects.includes('void-signatures')) signed.clear();
          if (d.effects.includes('void-initiator-signature')) signed.delete('initiator');
          if (d.effects.includes('record-signature')) signed.add(d.role);
          if (d.next === 'executed') {
            executed += 1;
            expect([...signed].sort()).toEqual(['initiator', 'recipient']);
          }
        }
      }),
      { numRuns: 1000 },
    );
    // The property means nothing if no walk ever got there.
    expect(executed).toBeGreaterThan(0);
  });

  it('a change of terms after a signature always voids it', () => {
    let editsAfterSigning = 0;
    fc.assert(
      fc.property(choicesArbitrary, (choices) => {
        let signatures = 0;
        for (const d of walk(machine, I, stepsFromChoices(machine, 'draft', choices, FORWARD, borrow), borrow).decisions) {
          if (d.event === 'update' && signatures > 0) editsAfterSigning += 1;
          if (d.effects.includes('void-signatures')) signatures = 0;
          if (d.effects.includes('record-signature')) signatures += 1;
          // Back in draft after an edit, no signature given to the old terms may survive.
          if (d.event === 'update') expect(signatures).toBe(0);
        }
      }),
      { numRuns: 500 },
    );
    expect(editsAfterSigning).toBeGreaterThan(0);
  });
});

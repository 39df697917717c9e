import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideStart, statusesWithNoExit } from '../machine';
import { checkWalk, refusedTriples, stepsArbitrary, walkFrom, type Row } from '../machine-test-support';
import {
  decideLoan,
  endEventFor,
  LOAN_END_STATUSES,
  LOAN_EVENTS,
  LOAN_FORGIVENESS_TAX_NOTE,
  LOAN_ROLES,
  LOAN_STATUSES,
  loanMachine as machine,
  type LoanEvent,
  type LoanRole,
  type LoanStatus,
} from './loan-machine';

const L = 'lender';
const B = 'borrower';
const paidUp = { balanceCents: 0 };
const owing = { balanceCents: 1_234_56 };
/** A loan marked paid off before payoff letters existed. */
const noLetter = { balanceCents: 0, payoffLetterKept: false };

// The context each row needs to pass its guard.
const ROWS: readonly (readonly [...Row<LoanStatus, LoanEvent, LoanRole>, { balanceCents: number; payoffLetterKept?: boolean }])[] = [
  ['active', 'record-payment', L, 'active', owing],
  ['active', 'record-payment', B, 'active', owing],
  ['active', 'confirm-payment', L, 'active', owing],
  ['active', 'dispute-payment', L, 'active', owing],
  ['active', 'withdraw-payment', B, 'active', owing],
  ['active', 'add-note', L, 'active', owing],
  ['active', 'add-note', B, 'active', owing],
  ['active', 'set-reminders', L, 'active', owing],
  ['active', 'set-reminders', B, 'active', owing],
  ['active', 'enroll-service', L, 'active', owing],
  ['active', 'enroll-service', B, 'active', owing],
  ['active', 'end-paid-off', L, 'paid-off', paidUp],
  ['active', 'end-paid-off', B, 'paid-off', paidUp],
  ['active', 'end-forgiven', L, 'forgiven', owing],
  ['active', 'end-other', L, 'ended-other', owing],
  ['paid-off', 'add-note', L, 'paid-off', paidUp],
  ['paid-off', 'add-note', B, 'paid-off', paidUp],
  ['paid-off', 'issue-payoff-letter', L, 'paid-off', noLetter],
  ['paid-off', 'issue-payoff-letter', B, 'paid-off', noLetter],
  ['forgiven', 'add-note', L, 'forgiven', owing],
  ['forgiven', 'add-note', B, 'forgiven', owing],
  ['ended-other', 'add-note', L, 'ended-other', owing],
  ['ended-other', 'add-note', B, 'ended-other', owing],
];

describe('loan machine: every allowed row', () => {
  it.each(ROWS)('%s + %s by %s → %s', (status, event, role, next, context) => {
    expect(decideLoan(status, event, role, context)).toMatchObject({ ok: true, next });
  });
});

describe('loan machine: every other (status, event, role) is refused with the right kind', () => {
  const rows = ROWS.map(([s, e, r, n]) => [s, e, r, n] as const);
  it.each(refusedTriples(machine, rows))('$status + $event by $role → $kind', ({ status, event, role, kind }) => {
    // Whatever the balance: guards never turn a refusal into an acceptance.
    for (const context of [paidUp, owing]) {
      const decision = decideLoan(status, event, role, context);
      expect(decision).toMatchObject({ ok: false, refusal: { kind } });
    }
  });
});

describe('ended loans take no payments', () => {
  const ended = LOAN_STATUSES.filter((s) => s !== 'active');
  const paymentEvents = ['record-payment', 'confirm-payment', 'dispute-payment', 'withdraw-payment'] as const;
  it.each(ended.flatMap((status) => paymentEvents.flatMap((event) => LOAN_ROLES.map((role) => [status, event, role] as const))))(
    '%s: %s by %s → wrong-state',
    (status, event, role) => {
      expect(decideLoan(status, event, role, owing)).toMatchObject({ ok: false, refusal: { kind: 'wrong-state' } });
    },
  );
});

describe('ending rules', () => {
  it('paid off only when the balance is zero, saying what is left', () => {
    expect(decideLoan('active', 'end-paid-off', B, owing)).toEqual({
      ok: false,
      refusal: { kind: 'wrong-state', reason: "The loan still has $1,234.56 to repay, so it can't be marked paid off yet." },
    });
    expect(decideLoan('active', 'end-paid-off', B, { balanceCents: 1 })).toMatchObject({ ok: false });
  });

  it('forgiven only by the lender, and only while something is owed', () => {
    expect(decideLoan('active', 'end-forgiven', B, owing)).toMatchObject({ ok: false, refusal: { kind: 'wrong-party' } });
    expect(decideLoan('active', 'end-forgiven', L, paidUp)).toMatchObject({ ok: false, refusal: { kind: 'wrong-state' } });
  });

  it('ending for another reason is the lender’s call', () => {
    expect(decideLoan('active', 'end-other', B, owing)).toMatchObject({ ok: false, refusal: { kind: 'wrong-party' } });
  });

  it.each(['end-paid-off', 'end-forgiven', 'end-other'] as const)('%s records the end and stops reminders', (event) => {
    const context = event === 'end-paid-off' ? paidUp : owing;
    expect(decideLoan('active', event, L, context)).toMatchObject({
      ok: true,
      effects: ['append-event', 'record-end', 'stop-reminders', 'notify-other-party', ...(event === 'end-paid-off' ? ['keep-payoff-letter'] : [])],
    });
  });

  it('issues a payoff letter for a loan paid off without one, once, and for no other loan', () => {
    expect(decideLoan('paid-off', 'issue-payoff-letter', B, noLetter)).toMatchObject({ ok: true, next: 'paid-off', effects: ['append-event', 'keep-payoff-letter'] });
    expect(decideLoan('paid-off', 'issue-payoff-letter', L, { ...noLetter, payoffLetterKept: true })).toEqual({
      ok: false,
      refusal: { kind: 'wrong-state', reason: 'This loan already has its payoff letter: download it from the loan record.' },
    });
    for (const status of ['active', 'forgiven', 'ended-other'] as const) {
      expect(decideLoan(status, 'issue-payoff-letter', B, noLetter)).toMatchObject({ ok: false, refusal: { kind: 'wrong-state' } });
    }
  });

  it.each([
    ['paid-off', 'end-paid-off'],
    ['forgiven', 'end-forgiven'],
    ['other', 'end-other'],
  ] as const)('the end body status %s is the event %s', (status, event) => {
    expect(endEventFor(status)).toBe(event);
  });

  it('has one end event per end status in the API', () => {
    expect(LOAN_END_STATUSES.map(endEventFor).sort()).toEqual(['end-forgiven', 'end-other', 'end-paid-off']);
  });

  it('tells the lender, in plain words, that forgiving is a gift for tax purposes', () => {
    expect(LOAN_FORGIVENESS_TAX_NOTE).toMatch(/counts as a gift/);
    expect(LOAN_FORGIVENESS_TAX_NOTE).toMatch(/Form 709/);
  });
});

describe('loan machine: properties', () => {
  it('declares exactly the statuses nothing leaves as terminal', () => {
    expect(statusesWithNoExit(machine).sort()).toEqual([...machine.terminal].sort());
  });

  it('is created active by finalizing, whichever party finalizes', () => {
    for (const role of LOAN_ROLES) expect(decideStart(machine, role)).toMatchObject({ ok: true, next: 'active' });
  });

  it('no random sequence reaches an unknown status or leaves an ended one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOAN_STATUSES),
        stepsArbitrary(LOAN_EVENTS, LOAN_ROLES),
        fc.nat({ max: 5 }),
        (from, steps, balanceCents) => {
          checkWalk(machine, walkFrom(machine, from, steps, { balanceCents }));
        },
      ),
      { numRuns: 500 },
    );
  });
});

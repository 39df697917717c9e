import fc from 'fast-check';
import { availableEvents, decide, decideStart, type ContextArgs, type Machine } from './machine';

/**
 * Shared checks for the machine tests. Each test writes its expected transitions out again
 * by hand (double entry), and these helpers hold the real table to that list.
 */

export type Row<S extends string, E extends string, R extends string> = readonly [status: S, event: E, role: R, next: S];

export interface RefusedTriple<S extends string, E extends string, R extends string> {
  readonly status: S;
  readonly event: E;
  readonly role: R;
  readonly kind: 'wrong-state' | 'wrong-party';
}

/**
 * Every (status, event, role) the expected rows do not allow, with the kind of refusal it
 * must get: wrong-party when someone else may do it in that status, wrong-state otherwise.
 */
export function refusedTriples<S extends string, E extends string, R extends string, F extends string, C>(
  machine: Machine<S, E, R, F, C>,
  rows: readonly Row<S, E, R>[],
): RefusedTriple<S, E, R>[] {
  const refused: RefusedTriple<S, E, R>[] = [];
  for (const status of machine.statuses) {
    for (const event of machine.events) {
      const allowedRoles = rows.filter(([s, e]) => s === status && e === event).map(([, , role]) => role);
      for (const role of machine.roles) {
        if (allowedRoles.includes(role)) continue;
        refused.push({ status, event, role, kind: allowedRoles.length > 0 ? 'wrong-party' : 'wrong-state' });
      }
    }
  }
  return refused;
}

export function allTriples<S extends string, E extends string, R extends string, F extends string, C>(
  machine: Machine<S, E, R, F, C>,
): [S, E, R][] {
  return machine.statuses.flatMap((status) =>
    machine.events.flatMap((event) => machine.roles.map((role): [S, E, R] => [status, event, role])),
  );
}

export interface Walk<S extends string> {
  readonly statuses: S[];
  readonly decisions: { status: S; next: S; effects: readonly string[]; role: string; event: string }[];
}

/** Applies the steps from `from`, skipping refusals, recording what happened. */
export function walkFrom<S extends string, E extends string, R extends string, F extends string, C>(
  machine: Machine<S, E, R, F, C>,
  from: S,
  steps: readonly (readonly [E, R])[],
  ...context: ContextArgs<C>
): Walk<S> {
  let status = from;
  const result: Walk<S> = { statuses: [status], decisions: [] };
  for (const [event, role] of steps) {
    const decision = decide(machine, status, event, role, ...context);
    if (!decision.ok) continue;
    result.decisions.push({ status, next: decision.next, effects: decision.effects, role, event });
    status = decision.next;
    result.statuses.push(status);
  }
  return result;
}

/** Like `walkFrom`, from the status `starter` creates. */
export function walk<S extends string, E extends string, R extends string, F extends string, C>(
  machine: Machine<S, E, R, F, C>,
  starter: R,
  steps: readonly (readonly [E, R])[],
  ...context: ContextArgs<C>
): Walk<S> {
  const start = decideStart(machine, starter);
  if (!start.ok) throw new Error(`cannot start as ${starter}`);
  return walkFrom(machine, start.next, steps, ...context);
}

/**
 * The machine-wide properties: every status reached is one of the machine's, every accepted
 * step appends an event, and once a terminal status is reached nothing leaves it.
 */
export function checkWalk<S extends string>(
  machine: { readonly statuses: readonly S[]; readonly terminal: readonly S[] },
  result: Walk<S>,
): void {
  for (const status of result.statuses) {
    if (!machine.statuses.includes(status)) throw new Error(`reached unknown status ${status}`);
  }
  for (const decision of result.decisions) {
    if (decision.effects[0] !== 'append-event') throw new Error(`${decision.event} appended no event`);
  }
  const firstTerminal = result.statuses.findIndex((status) => machine.terminal.includes(status));
  if (firstTerminal >= 0) {
    const after = result.statuses.slice(firstTerminal);
    if (after.some((status) => status !== after[0])) throw new Error(`left terminal ${String(after[0])}: ${after.join(' → ')}`);
  }
}

/**
 * Random steps mostly miss: most (event, role) pairs are refused in most statuses. For
 * properties about deep paths, turn random numbers into steps the table offers right now.
 */
export function stepsFromChoices<S extends string, E extends string, R extends string, F extends string, C>(
  machine: Machine<S, E, R, F, C>,
  from: S,
  choices: readonly number[],
  /** The forward step per status; two choices in three take it, so walks get deep as well as wide. */
  forward: { readonly [K in S]?: readonly [E, R] },
  ...context: ContextArgs<C>
): (readonly [E, R])[] {
  const steps: (readonly [E, R])[] = [];
  let status = from;
  for (const choice of choices) {
    const options = machine.roles.flatMap((role) => availableEvents(machine, status, role).map((event) => [event, role] as const));
    const preferred = choice % 3 !== 0 ? forward[status] : undefined;
    const step = preferred ?? options[Math.floor(choice / 3) % Math.max(options.length, 1)];
    if (!step) break;
    steps.push(step);
    const decision = decide(machine, status, step[0], step[1], ...context);
    if (decision.ok) status = decision.next;
  }
  return steps;
}

export const choicesArbitrary = fc.array(fc.nat(), { maxLength: 50 });

export function stepsArbitrary<E extends string, R extends string>(events: readonly E[], roles: readonly R[]) {
  return fc.array(fc.tuple(fc.constantFrom(...events), fc.constantFrom(...roles)), { maxLength: 60 });
}

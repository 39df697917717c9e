/**
 * Pure transition tables for the loan-request, loan, payment and gift machines.
 *
 * The functions layer loads a document, asks `decide`, and writes the result together with
 * an event. Keeping the rules here, as data, means the API, the UI's "next action" hints and
 * the tests all read the same table instead of re-deriving who may do what.
 */

/**
 * Why a transition was refused. The two kinds answer different questions for the caller:
 * 'wrong-state' = "not now" (409, retrying after a refresh may help), 'wrong-party' = "not you"
 * (403, no retry will help).
 */
export type RefusalKind = 'wrong-state' | 'wrong-party';

export interface Refusal {
  readonly kind: RefusalKind;
  /** One plain sentence a user can read. */
  readonly reason: string;
}

export const REFUSAL_HTTP_STATUS = {
  'wrong-state': 409,
  'wrong-party': 403,
} as const satisfies Record<RefusalKind, number>;

export function refusalHttpStatus(refusal: Refusal): (typeof REFUSAL_HTTP_STATUS)[RefusalKind] {
  return REFUSAL_HTTP_STATUS[refusal.kind];
}

/**
 * Every accepted transition appends an event document (the audit trail e-signatures and
 * disputes rely on), so `decide` adds this effect itself rather than trusting each table row.
 */
export type AppendEvent = 'append-event';
export const APPEND_EVENT: AppendEvent = 'append-event';

/** A guard sees what the status alone cannot tell (a balance, a request type). */
export type Guard<R extends string, C> = (context: C, role: R) => Refusal | null;

export interface Rule<S extends string, R extends string, F extends string, C> {
  /** Non-empty: a rule nobody may use is a missing rule, and should be written as one. */
  readonly roles: readonly [R, ...R[]];
  readonly next: S;
  readonly effects: readonly F[];
  readonly guard?: Guard<R, C>;
}

/**
 * Keyed by every status, so adding a status without deciding its events is a type error.
 * An absent event in a status means "not in this state" (409).
 */
export type TransitionTable<S extends string, E extends string, R extends string, F extends string, C> = {
  readonly [Status in S]: { readonly [Event in E]?: Rule<S, R, F, C> };
};

export interface StartRule<S extends string, F extends string> {
  readonly next: S;
  readonly effects: readonly F[];
}

export interface Machine<S extends string, E extends string, R extends string, F extends string, C = undefined> {
  /** "loan request", used in refusal sentences. */
  readonly noun: string;
  readonly statuses: readonly S[];
  readonly events: readonly E[];
  readonly roles: readonly R[];
  /** Statuses nothing leaves. Declared so tests can hold the table to it. */
  readonly terminal: readonly S[];
  /**
   * Events the server chooses in place of another (a signature that asks for a countersignature
   * is still, to the person, "sign"): never offered as actions of their own.
   */
  readonly chosenByServer?: readonly E[];
  /**
   * How a document comes into being, per role. Creation has no prior status, so it lives
   * beside the table rather than under a fake "absent" status that documents never carry.
   */
  readonly start: { readonly [Role in R]?: StartRule<S, F> };
  readonly table: TransitionTable<S, E, R, F, C>;
  /** Phrases for refusal sentences: "You can't {event} while the {noun} is {status}." */
  readonly labels: {
    readonly status: Readonly<Record<S, string>>;
    readonly event: Readonly<Record<E, string>>;
    readonly role: Readonly<Record<R, string>>;
  };
}

export type Decision<S extends string, F extends string> =
  | { readonly ok: true; readonly next: S; readonly effects: readonly (AppendEvent | F)[] }
  | { readonly ok: false; readonly refusal: Refusal };

/** Machines without guard input take no context argument; the others require it. */
export type ContextArgs<C> = [C] extends [undefined] ? [] : [context: C];

function has<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

function joinOr(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1] ?? ''}`;
}

function wrongParty(reason: string): { ok: false; refusal: Refusal } {
  return { ok: false, refusal: { kind: 'wrong-party', reason } };
}

function wrongState(reason: string): { ok: false; refusal: Refusal } {
  return { ok: false, refusal: { kind: 'wrong-state', reason } };
}

/**
 * Decides one transition. Callers must establish that the actor is a party at all (403/404)
 * before asking: this answers "may this party do this now", and for an outsider the honest
 * 403 must not depend on the document's status.
 *
 * Order of checks: unknown role → wrong-party; event not possible in this status for anyone →
 * wrong-state; possible but not for this role → wrong-party; then the rule's guard.
 */
export function decide<S extends string, E extends string, R extends string, F extends string, C>(
  machine: Machine<S, E, R, F, C>,
  status: S,
  event: E,
  role: R,
  ...[context]: ContextArgs<C>
): Decision<S, F> {
  if (!has(machine.roles, role)) return wrongParty(`Only the parties to this ${machine.noun} can do that.`);
  // Statuses and events arrive from stored documents and request paths; don't trust the type.
  const row = has(machine.statuses, status) ? machine.table[status] : undefined;
  if (!row) return wrongState(`This ${machine.noun} is in an unknown state (${String(status)}).`);
  if (!has(machine.events, event)) return wrongState(`"${String(event)}" is not something a ${machine.noun} supports.`);
  const rule = row[event];
  const eventLabel = machine.labels.event[event];
  if (!rule) return wrongState(`You can't ${eventLabel} while the ${machine.noun} is ${machine.labels.status[status]}.`);
  if (!rule.roles.includes(role)) {
    const who = joinOr(rule.roles.map((r) => machine.labels.role[r]));
    return wrongParty(`Only ${who} can ${eventLabel} while the ${machine.noun} is ${machine.labels.status[status]}.`);
  }
  const refused = rule.guard?.(context as C, role);
  if (refused) return { ok: false, refusal: refused };
  return { ok: true, next: rule.next, effects: [APPEND_EVENT, ...rule.effects] };
}

/** Decides creation of a new document by `role`. */
export function decideStart<S extends string, E extends string, R extends string, F extends string, C>(
  machine: Machine<S, E, R, F, C>,
  role: R,
): Decision<S, F> {
  const start = has(machine.roles, role) ? machine.start[role] : undefined;
  if (!start) {
    const who = joinOr(machine.roles.filter((r) => machine.start[r]).map((r) => machine.labels.role[r]));
    return wrongParty(`Only ${who} can start a ${machine.noun}.`);
  }
  return { ok: true, next: start.next, effects: [APPEND_EVENT, ...start.effects] };
}

/** The events `role` could attempt in `status` (guards aside): the UI's "next action" list. */
export function availableEvents<S extends string, E extends string, R extends string, F extends string, C>(
  machine: Machine<S, E, R, F, C>,
  status: S,
  role: R,
): E[] {
  const row = machine.table[status];
  return machine.events.filter((event) => !machine.chosenByServer?.includes(event) && (row[event]?.roles.includes(role) ?? false));
}

/** Statuses with no transition to a different status, computed from the table itself. */
export function statusesWithNoExit<S extends string, E extends string, R extends string, F extends string, C>(
  machine: Machine<S, E, R, F, C>,
): S[] {
  return machine.statuses.filter((status) =>
    machine.events.every((event) => {
      const rule = machine.table[status][event];
      return !rule || rule.next === status;
    }),
  );
}

export function isTerminal<S extends string, E extends string, R extends string, F extends string, C>(
  machine: Machine<S, E, R, F, C>,
  status: S,
): boolean {
  return machine.terminal.includes(status);
}

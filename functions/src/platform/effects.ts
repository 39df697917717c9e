import type { OutgoingMail } from '../mail/outbox';
import type { CommitBatch } from './store';

/**
 * The machines answer each accepted event with its effects as data ('notify-initiator',
 * 'notify-recipient', …). Which message each notify effect sends depends on the event that
 * caused it (a send invites, a change withdraws), so each workflow states that once, as a
 * table, and this one executor carries it out into the action's commit.
 */
export type MailFor<D> = (doc: D, appBaseUrl: string) => OutgoingMail | readonly OutgoingMail[] | null;

export type MailEffects<D, E extends string, F extends string> = {
  readonly [Event in E]?: { readonly [Effect in F]?: MailFor<D> };
};

/** Queues, in `batch`, every message the event's effects call for, written from `doc` as it will read. */
export function queueEffectMail<D, E extends string, F extends string>(
  batch: CommitBatch,
  table: MailEffects<D, E, F>,
  event: E,
  effects: Iterable<F | string>,
  doc: D,
  /** Read only when a message is written: a deploy without it fails loudly there, and only there. */
  appBaseUrl: () => string,
): void {
  const byEffect = table[event];
  if (!byEffect) return;
  for (const effect of effects) {
    const mailFor = byEffect[effect as F];
    if (!mailFor) continue;
    const mail = mailFor(doc, appBaseUrl());
    for (const message of Array.isArray(mail) ? mail : [mail]) batch.mail(message as OutgoingMail | null);
  }
}

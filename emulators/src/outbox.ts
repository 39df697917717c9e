import type { Firestore } from 'firebase-admin/firestore';

/**
 * The local stack's mail, made visible: every message the functions write to `mail` (the
 * Trigger Email extension's collection; nothing sends it on the emulators) is a line in the
 * terminal with its first link, so a newcomer can confirm their email or open an invitation.
 */

export interface OutboxMessage {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly createdAt: string;
}

const MAIL = 'mail';
const LINK = /https?:\/\/[^\s"'<>)]+/;

/** "→ ada@example.com · Confirm your email for Kinloan · http://localhost:5000/…" */
export function outboxLine(message: OutboxMessage): string {
  const link = LINK.exec(message.text)?.[0];
  return `✉  ${message.to} · ${message.subject}${link ? `\n     ${link}` : ''}`;
}

export function messageOf(id: string, data: Record<string, unknown>): OutboxMessage | null {
  const body = data.message as { subject?: unknown; text?: unknown; html?: unknown } | undefined;
  if (typeof data.to !== 'string' || typeof body?.subject !== 'string') return null;
  return {
    id,
    to: data.to,
    subject: body.subject,
    text: typeof body.text === 'string' ? body.text : '',
    html: typeof body.html === 'string' ? body.html : '',
    createdAt: typeof data.createdAt === 'string' ? data.createdAt : '',
  };
}

/** The newest messages first. */
export async function latestMail(db: Firestore, limit: number): Promise<OutboxMessage[]> {
  const snapshot = await db.collection(MAIL).get();
  return snapshot.docs
    .flatMap((doc) => messageOf(doc.id, doc.data()) ?? [])
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
}

/**
 * Prints each new message as it arrives (a poll: the local fallback Firestore has no
 * listeners). Messages already there when it starts are not printed again. Returns a stop.
 */
export function watchOutbox(db: Firestore, print: (line: string) => void, everyMs = 2_000): () => void {
  const seen = new Set<string>();
  let first = true;
  let stopped = false;
  const poll = async () => {
    try {
      const messages = await latestMail(db, 1_000);
      for (const message of [...messages].reverse()) {
        if (seen.has(message.id)) continue;
        seen.add(message.id);
        if (!first) print(outboxLine(message));
      }
      first = false;
    } catch {
      // The stack is stopping, or Firestore is busy: the next poll tries again.
    }
    if (!stopped) timer = setTimeout(() => void poll(), everyMs);
  };
  let timer = setTimeout(() => void poll(), 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

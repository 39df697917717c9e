import type { Firestore } from 'firebase-admin/firestore';
import { RATE_LIMITS } from './rate-limit';
import { RateLimitCounter } from './rate-limit-store';

/**
 * Sending an invitation emails someone who never asked for it, and a sent request or letter may
 * be sent again: so each send counts against the sender's hourly allowance and the receiving
 * address's daily one, and a 429 says which ran out. Both are checked before either is counted.
 */
export async function countInvitationMail(db: Firestore, senderUid: string, toEmail: string): Promise<void> {
  const counters = await Promise.all([
    RateLimitCounter.load(db, RATE_LIMITS.invitationsSent, [senderUid]),
    RateLimitCounter.load(db, RATE_LIMITS.invitationsToAddress, [toEmail.toLowerCase()]),
  ]);
  for (const counter of counters) counter.refuseIfExhausted();
  await Promise.all(counters.map((counter) => counter.count()));
}

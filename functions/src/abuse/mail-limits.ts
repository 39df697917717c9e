import type { Firestore } from 'firebase-admin/firestore';
import { RATE_LIMITS, type RateLimitRule } from './rate-limit';
import { RateLimitCounter } from './rate-limit-store';

/**
 * Every message we send on someone's behalf counts against the caller's allowance and the
 * receiving address's: nobody can make Kinloan flood an inbox, and nobody can use up someone
 * else's allowance from elsewhere without also needing the address. All counters are checked
 * before any is counted.
 */
class MailAllowance {
  private constructor(private readonly counters: readonly RateLimitCounter[]) {}

  static async load(db: Firestore, limits: readonly (readonly [RateLimitRule, readonly string[]])[]): Promise<MailAllowance> {
    return new MailAllowance(await Promise.all(limits.map(([rule, key]) => RateLimitCounter.load(db, rule, key))));
  }

  get exhausted(): boolean {
    return this.counters.some((counter) => counter.exhausted);
  }

  /** A 429 naming the first allowance used up. */
  refuseIfExhausted(): void {
    for (const counter of this.counters) counter.refuseIfExhausted();
  }

  async count(): Promise<void> {
    await Promise.all(this.counters.map((counter) => counter.count()));
  }
}

/** A loan request or gift letter sent (or sent again): refused with a 429 when either is used up. */
export async function countInvitationMail(db: Firestore, senderUid: string, toEmail: string): Promise<void> {
  const allowance = await MailAllowance.load(db, [
    [RATE_LIMITS.invitationsSent, [senderUid]],
    [RATE_LIMITS.invitationsToAddress, [toEmail.toLowerCase()]],
  ]);
  allowance.refuseIfExhausted();
  await allowance.count();
}

/**
 * A verification email for this account at this address. `refuse`: a 429 when used up (the
 * person asked for it: a resend, an email change). `skip`: false when used up, and the caller
 * goes on without the email (a sign-in must not fail because its courtesy email can't go).
 */
export async function countVerificationMail(db: Firestore, uid: string, toEmail: string, whenExhausted: 'refuse' | 'skip'): Promise<boolean> {
  const allowance = await MailAllowance.load(db, [
    [RATE_LIMITS.verificationEmail, [uid]],
    [RATE_LIMITS.verificationToAddress, [toEmail.toLowerCase()]],
  ]);
  if (allowance.exhausted) {
    if (whenExhausted === 'refuse') allowance.refuseIfExhausted();
    return false;
  }
  await allowance.count();
  return true;
}

/**
 * A password reset for this address from this caller: 429 after the caller's own allowance,
 * so nobody can use up the owner's; and at most a day's worth of reset emails to one address,
 * after which the answer is the same 202 but nothing is sent (it tells nobody anything).
 */
export async function countPasswordResetMail(db: Firestore, email: string, callerIp: string): Promise<boolean> {
  const caller = await MailAllowance.load(db, [[RATE_LIMITS.passwordReset, [email.toLowerCase(), callerIp]]]);
  caller.refuseIfExhausted();
  await caller.count();
  const inbox = await MailAllowance.load(db, [[RATE_LIMITS.passwordResetToAddress, [email.toLowerCase()]]]);
  if (inbox.exhausted) {
    console.warn('password reset: the address has had a day of reset emails; not sent');
    return false;
  }
  await inbox.count();
  return true;
}

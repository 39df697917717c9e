import { Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { AppError as HttpError } from '../platform/app-error';
import {
  counted,
  currentWindow,
  isExhausted,
  rateLimitKey,
  retryAfterSeconds,
  storedWindow,
  type RateLimitRule,
  type RateWindow,
} from './rate-limit';

/**
 * Counters live in `rateLimits/{scope-hash}`. This is best effort, by design: a plain get
 * then set, no transaction, because the local fallback Firestore has no isolation and a
 * limiter needs none to do its job. Two racing requests may both read N and both write N+1,
 * so a burst can get a few attempts past the limit; a sustained attack cannot.
 * `expiresAt` is for a Firestore TTL policy on the collection, which clears old counters.
 */
export const RATE_LIMIT_COLLECTION = 'rateLimits';

export class RateLimitCounter {
  private constructor(
    private readonly db: Firestore,
    private readonly rule: RateLimitRule,
    private readonly id: string,
    private readonly window: RateWindow,
    private readonly now: number,
  ) {}

  static async load(db: Firestore, rule: RateLimitRule, keyParts: readonly string[]): Promise<RateLimitCounter> {
    const id = rateLimitKey(rule, keyParts);
    const now = Date.now();
    const snapshot = await db.collection(RATE_LIMIT_COLLECTION).doc(id).get();
    const window = currentWindow(storedWindow(snapshot.data()), now, rule);
    return new RateLimitCounter(db, rule, id, window, now);
  }

  get exhausted(): boolean {
    return isExhausted(this.window, this.rule);
  }

  /** 429 with the rule's refusal and a Retry-After, once the window's attempts are used up. */
  refuseIfExhausted(): void {
    if (!isExhausted(this.window, this.rule)) return;
    console.warn(`rate limit: ${this.rule.scope} refused (${this.id})`);
    throw new HttpError('rate-limited', this.rule.refusal, {
      retryAfterSeconds: retryAfterSeconds(this.window, this.now, this.rule),
    });
  }

  /** Counts one attempt. */
  async count(): Promise<void> {
    const next = counted(this.window);
    await this.ref().set({
      scope: this.rule.scope,
      windowStart: next.windowStart,
      count: next.count,
      expiresAt: Timestamp.fromMillis(next.windowStart + this.rule.windowMs),
    });
  }

  /**
   * Forgets earlier attempts (a correct password after a typo) as part of a larger commit.
   * Adds a write only if there were any; says whether it did.
   */
  resetInBatch(batch: WriteBatch): boolean {
    if (this.window.count === 0) return false;
    batch.delete(this.ref());
    return true;
  }

  async reset(): Promise<void> {
    if (this.window.count > 0) await this.ref().delete();
  }

  private ref() {
    return this.db.collection(RATE_LIMIT_COLLECTION).doc(this.id);
  }
}

/** Refuses when exhausted, else counts this attempt: for limits on attempts of any outcome. */
export async function consumeAttempt(db: Firestore, rule: RateLimitRule, keyParts: readonly string[]): Promise<void> {
  const counter = await RateLimitCounter.load(db, rule, keyParts);
  counter.refuseIfExhausted();
  await counter.count();
}

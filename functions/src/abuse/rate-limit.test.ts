import { describe, expect, it } from 'vitest';
import {
  counted,
  currentWindow,
  isExhausted,
  RATE_LIMITS,
  rateLimitKey,
  retryAfterSeconds,
  storedWindow,
  type RateLimitRule,
} from './rate-limit';

const rule: RateLimitRule = { scope: 'test', limit: 3, windowMs: 60_000, refusal: 'Slow down.' };
const t0 = Date.UTC(2026, 0, 15, 18, 0, 0);

describe('fixed-window rate limits', () => {
  it('starts an empty window at the first attempt', () => {
    expect(currentWindow(undefined, t0, rule)).toEqual({ windowStart: t0, count: 0 });
  });

  it('keeps the stored window until the last millisecond of it', () => {
    const stored = { windowStart: t0, count: 2 };
    expect(currentWindow(stored, t0 + 59_999, rule)).toBe(stored);
    expect(currentWindow(stored, t0 + 60_000, rule)).toEqual({ windowStart: t0 + 60_000, count: 0 });
  });

  it('treats a window from the future (a clock step back) as over', () => {
    expect(currentWindow({ windowStart: t0 + 5_000, count: 3 }, t0, rule)).toEqual({ windowStart: t0, count: 0 });
  });

  it('allows exactly `limit` attempts per window', () => {
    let window = currentWindow(undefined, t0, rule);
    const allowed: boolean[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      allowed.push(!isExhausted(window, rule));
      if (!isExhausted(window, rule)) window = counted(window);
    }
    expect(allowed).toEqual([true, true, true, false, false]);
    expect(window).toEqual({ windowStart: t0, count: 3 });
  });

  it('says how long to wait in whole seconds, never 0', () => {
    const window = { windowStart: t0, count: 3 };
    expect(retryAfterSeconds(window, t0, rule)).toBe(60);
    expect(retryAfterSeconds(window, t0 + 58_500, rule)).toBe(2);
    expect(retryAfterSeconds(window, t0 + 59_999, rule)).toBe(1);
  });

  it('reads a malformed stored document as no window', () => {
    expect(storedWindow(undefined)).toBeUndefined();
    expect(storedWindow({ windowStart: '2026-01-15', count: 1 })).toBeUndefined();
    expect(storedWindow({ windowStart: t0, count: 2, scope: 'x' })).toEqual({ windowStart: t0, count: 2 });
  });

  it('keys counters by a hash that hides the email and IP and depends on every part', () => {
    const key = rateLimitKey(RATE_LIMITS.failedSignIn, ['maya@example.com', '203.0.113.7']);
    expect(key).toMatch(/^failed-sign-in-[0-9a-f]{40}$/);
    expect(key).not.toContain('maya');
    expect(rateLimitKey(RATE_LIMITS.failedSignIn, ['maya@example.com', '203.0.113.8'])).not.toBe(key);
    expect(rateLimitKey(RATE_LIMITS.signUp, ['maya@example.com', '203.0.113.7'])).not.toBe(key);
    // Parts are separated, so moving characters between them changes the key.
    expect(rateLimitKey(rule, ['ab', 'c'])).not.toBe(rateLimitKey(rule, ['a', 'bc']));
    expect(rateLimitKey(RATE_LIMITS.failedSignIn, ['maya@example.com', '203.0.113.7'])).toBe(key);
  });

  it('has the limits the API promises', () => {
    expect(RATE_LIMITS.failedSignIn).toMatchObject({ limit: 5, windowMs: 15 * 60_000 });
    expect(RATE_LIMITS.signUp).toMatchObject({ limit: 10, windowMs: 60 * 60_000 });
  });
});

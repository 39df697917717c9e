import { describe, expect, it } from 'vitest';
import { interestForMonthsCents, levelPaymentCents, monthInterestCents } from './interest';

describe('monthInterestCents', () => {
  it.each([
    [6_000_000, 500, 25_000],
    // 100 · 6% / 12 = 0.5¢ exactly: half rounds up.
    [100, 600, 1],
    [300, 600, 2],
    [100, 599, 0],
    [0, 3_600, 0],
    [1_000_000_000, 3_600, 30_000_000],
  ])('%s¢ at %s bps → %s¢', (balance, bps, expected) => {
    expect(monthInterestCents(balance, bps)).toBe(expected);
  });
});

describe('interestForMonthsCents', () => {
  it.each([
    // A tenth of 25,000¢ — and ten days of a 28-day period.
    [6_000_000, 500, 1n, 10n, 2_500],
    [6_000_000, 500, 38n, 28n, 33_929],
    [6_000_000, 500, 3n, 1n, 75_000],
    [6_000_000, 500, 0n, 1n, 0],
  ])('%s¢ at %s bps for %s/%s months → %s¢', (balance, bps, numerator, denominator, expected) => {
    expect(interestForMonthsCents(balance, bps, { numerator, denominator })).toBe(expected);
  });
});

describe('levelPaymentCents', () => {
  it.each([
    [6_000_000, 500, 60, 113_227],
    [5_411_773, 500, 59, 103_651],
    [100_000, 0, 3, 33_333],
    [200, 0, 3, 67],
    [50, 0, 100, 1],
    [49, 0, 100, 0],
    [1, 3_600, 480, 0],
  ])('%s¢ at %s bps over %s → %s¢', (balance, bps, count, expected) => {
    expect(levelPaymentCents(balance, bps, count)).toBe(expected);
  });

  it.each([
    [6_000_000, 500, 60],
    [30_000_000, 650, 360],
    [123_456_789, 1_234, 240],
    [100, 1, 480],
  ])('agrees with the float formula within half a cent: %s¢ at %s bps over %s', (balance, bps, count) => {
    const r = bps / 120_000;
    const float = (balance * r) / (1 - (1 + r) ** -count);
    expect(Math.abs(levelPaymentCents(balance, bps, count) - float)).toBeLessThanOrEqual(0.5);
  });
});

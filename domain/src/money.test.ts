import { describe, expect, it } from 'vitest';
import {
  cents,
  divideRoundHalfAwayFromZero,
  formatUsd,
  isCents,
  MoneyError,
  parseDollars,
  roundHalfAwayFromZero,
  sumCents,
} from './money';

describe('isCents / cents', () => {
  it.each([0, 1, -1, 113_227, Number.MAX_SAFE_INTEGER])('accepts %s', (value) => {
    expect(isCents(value)).toBe(true);
    expect(cents(value)).toBe(value);
  });

  it.each([0.5, -0.01, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])('refuses %s', (value) => {
    expect(isCents(value)).toBe(false);
    expect(() => cents(value)).toThrow(MoneyError);
  });

  it.each(['1', null, undefined, 1n])('isCents is false for non-number %s', (value) => {
    expect(isCents(value)).toBe(false);
  });
});

describe('roundHalfAwayFromZero', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [2.4999, 2],
    [-2.4999, -2],
    [0.5, 1],
    [-0.5, -1],
    [113_226.86, 113_227],
  ])('%s → %s', (value, expected) => {
    expect(roundHalfAwayFromZero(value)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
  });

  it('refuses non-finite input', () => {
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(MoneyError);
  });
});

describe('divideRoundHalfAwayFromZero', () => {
  it.each([
    [5n, 2n, 3],
    [-5n, 2n, -3],
    [5n, -2n, -3],
    [-5n, -2n, 3],
    [7n, 3n, 2],
    [8n, 3n, 3],
    [0n, 7n, 0],
    [1n, 3n, 0],
    [-1n, 3n, 0],
    // 6,000,000 · 500 / 120,000: the first month's interest of the architecture's check figure.
    [3_000_000_000n, 120_000n, 25_000],
    // Exactly half a cent, far beyond float precision in the numerator.
    [10n ** 30n * 2n + 10n ** 30n, 2n * 10n ** 30n, 2],
  ])('%s / %s → %s', (numerator, denominator, expected) => {
    expect(divideRoundHalfAwayFromZero(numerator, denominator)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(divideRoundHalfAwayFromZero(-1n, 3n), 0)).toBe(true);
  });

  it.each([
    [1n, 0n],
    [10n ** 20n, 1n],
  ])('refuses %s / %s', (numerator, denominator) => {
    expect(() => divideRoundHalfAwayFromZero(numerator, denominator)).toThrow(MoneyError);
  });
});

describe('sumCents', () => {
  it.each([
    [[], 0],
    [[1, 2, 3], 6],
    [[113_227, -113_227], 0],
  ])('%j → %s', (amounts, expected) => {
    expect(sumCents(amounts)).toBe(expected);
  });

  it.each([[[1, 0.5]], [[Number.MAX_SAFE_INTEGER, 1]]])('refuses %j', (amounts) => {
    expect(() => sumCents(amounts)).toThrow(MoneyError);
  });
});

describe('formatUsd', () => {
  it.each([
    [113_227, '$1,132.27'],
    [0, '$0.00'],
    [5, '$0.05'],
    [100_000_000_000, '$1,000,000,000.00'],
    [-250, '-$2.50'],
  ])('%s → %s', (amount, expected) => {
    expect(formatUsd(amount)).toBe(expected);
  });

  it('refuses fractional cents', () => {
    expect(() => formatUsd(1.5)).toThrow(MoneyError);
  });
});

describe('parseDollars', () => {
  it.each([
    ['1,132.27', 113_227],
    ['$60000', 6_000_000],
    ['$ 60,000.00', 6_000_000],
    ['5.5', 550],
    ['0.05', 5],
    ['  12  ', 1_200],
    ['0', 0],
  ])('%j → %s', (text, expected) => {
    expect(parseDollars(text)).toBe(expected);
  });

  it.each(['', 'abc', '1.234', '-5', '1,13', '12,3456', '1.', '$', '99999999999999999'])('%j → null', (text) => {
    expect(parseDollars(text)).toBeNull();
  });
});

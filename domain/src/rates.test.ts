import { describe, expect, it } from 'vitest';
import { formatPercent, isBasisPoints, monthlyRate, parsePercent } from './rates';

describe('isBasisPoints', () => {
  it.each([
    [0, true],
    [500, true],
    [3_600, true],
    [-1, false],
    [2.5, false],
    [Number.NaN, false],
    ['500', false],
  ])('%s → %s', (value, expected) => {
    expect(isBasisPoints(value)).toBe(expected);
  });
});

describe('parsePercent', () => {
  it.each([
    ['5', 500],
    ['5%', 500],
    ['5.25', 525],
    ['5.5 %', 550],
    ['0.05', 5],
    ['0', 0],
    [' 36 ', 3_600],
  ])('%j → %s', (text, expected) => {
    expect(parsePercent(text)).toBe(expected);
  });

  it.each(['', '-5', '5.255', 'five', '1000', '5.'])('%j → null', (text) => {
    expect(parsePercent(text)).toBeNull();
  });
});

describe('formatPercent', () => {
  it.each([
    [500, '5%'],
    [525, '5.25%'],
    [550, '5.5%'],
    [5, '0.05%'],
    [50, '0.5%'],
    [0, '0%'],
    [3_600, '36%'],
  ])('%s → %s', (bps, expected) => {
    expect(formatPercent(bps)).toBe(expected);
  });

  it.each([-5, 2.5, Number.NaN])('refuses %s', (bps) => {
    expect(() => formatPercent(bps)).toThrow(RangeError);
  });

  it.each([0, 5, 525, 3_600])('round-trips %s through parsePercent', (bps) => {
    expect(parsePercent(formatPercent(bps))).toBe(bps);
  });
});

describe('monthlyRate', () => {
  it.each([
    [600, 0.005],
    [0, 0],
    [1_200, 0.01],
  ])('%s bps → %s a month', (bps, expected) => {
    expect(monthlyRate(bps)).toBeCloseTo(expected, 15);
  });
});

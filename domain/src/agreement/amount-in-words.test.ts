import { describe, expect, it } from 'vitest';
import { dollarsInWords, wholeNumberInWords } from './amount-in-words';

describe('amounts in words', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [20, 'Twenty'],
    [42, 'Forty-Two'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [1_000, 'One Thousand'],
    [12_345, 'Twelve Thousand Three Hundred Forty-Five'],
    [1_000_001, 'One Million One'],
    [10_000_000, 'Ten Million'],
  ])('%i is "%s"', (value, words) => {
    expect(wholeNumberInWords(value)).toBe(words);
  });

  it('writes dollars and cents the way a check does', () => {
    expect(dollarsInWords(1_200_000)).toBe('Twelve Thousand Dollars and 00/100');
    expect(dollarsInWords(100)).toBe('One Dollar and 00/100');
    expect(dollarsInWords(123_456_789)).toBe('One Million Two Hundred Thirty-Four Thousand Five Hundred Sixty-Seven Dollars and 89/100');
    expect(dollarsInWords(5)).toBe('Zero Dollars and 05/100');
  });

  it('refuses what is not a whole, non-negative amount', () => {
    expect(() => dollarsInWords(-1)).toThrow(RangeError);
    expect(() => dollarsInWords(1.5)).toThrow();
  });
});

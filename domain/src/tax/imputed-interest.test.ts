import { describe, expect, it } from 'vitest';
import { AFR_TABLE, type AfrRow } from './afr-table';
import { afrRowFor, afrTermClass, effectiveAnnualBps, imputedInterestWarning } from './imputed-interest';

const TABLE: readonly AfrRow[] = [
  { month: '2026-02', shortTermBps: 356, midTermBps: 386, longTermBps: 470, source: 'Rev. Rul. 2026-3' },
  { month: '2026-03', shortTermBps: 400, midTermBps: 420, longTermBps: 500, source: 'Rev. Rul. test' },
];

describe('the AFR table', () => {
  it('is in month order with one row per month and sane rates', () => {
    const months = AFR_TABLE.map((row) => row.month);
    expect([...months].sort()).toEqual(months);
    expect(new Set(months).size).toBe(months.length);
    for (const row of AFR_TABLE) {
      expect(row.month).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      for (const bps of [row.shortTermBps, row.midTermBps, row.longTermBps]) {
        expect(Number.isInteger(bps) && bps > 0 && bps < 2_000).toBe(true);
      }
      expect(row.source).toMatch(/^Rev\. Rul\. \d{4}-\d+$/);
    }
  });
});

describe('afrTermClass', () => {
  it.each([
    [1, 'short-term'],
    [36, 'short-term'],
    [37, 'mid-term'],
    [108, 'mid-term'],
    [109, 'long-term'],
    [480, 'long-term'],
  ] as const)('%i months is %s', (months, expected) => {
    expect(afrTermClass(months)).toBe(expected);
  });
});

describe('afrRowFor', () => {
  it('uses the latest row at or before the month', () => {
    expect(afrRowFor('2026-01-31', TABLE)).toBeNull();
    expect(afrRowFor('2026-02-01', TABLE)?.month).toBe('2026-02');
    expect(afrRowFor('2026-02-28', TABLE)?.month).toBe('2026-02');
    expect(afrRowFor('2026-03-01', TABLE)?.month).toBe('2026-03');
    expect(afrRowFor('2027-11-20', TABLE)?.month).toBe('2026-03');
  });
});

describe('imputedInterestWarning', () => {
  const loan = { principalCents: 2_000_000, annualRateBps: 200, termMonths: 60 };

  it('warns above $10,000 when the rate is below the AFR for the term', () => {
    const warning = imputedInterestWarning(loan, '2026-02-15', TABLE);
    expect(warning).toMatchObject({ afrBps: 386, termClass: 'mid-term', afrMonth: '2026-02', source: 'Rev. Rul. 2026-3' });
    expect(warning?.message).toContain('2%');
    expect(warning?.message).toContain('3.86% for February 2026');
    expect(warning?.message).toContain('mid-term');
    expect(warning?.message).toContain('not tax advice');
  });

  it('is silent at $10,000 or less, whatever the rate', () => {
    expect(imputedInterestWarning({ ...loan, principalCents: 1_000_000, annualRateBps: 0 }, '2026-02-15', TABLE)).toBeNull();
    expect(imputedInterestWarning({ ...loan, principalCents: 1_000_001, annualRateBps: 0 }, '2026-02-15', TABLE)).not.toBeNull();
  });

  it('compares the effective annual yield, so a monthly rate equal to the annual AFR passes', () => {
    // 3.80% compounded monthly is about 3.87% a year: at or above the 3.86% mid-term AFR.
    expect(effectiveAnnualBps(380)).toBeGreaterThan(386);
    expect(imputedInterestWarning({ ...loan, annualRateBps: 380 }, '2026-02-15', TABLE)).toBeNull();
    expect(imputedInterestWarning({ ...loan, annualRateBps: 370 }, '2026-02-15', TABLE)).not.toBeNull();
  });

  it('picks the rate by term class', () => {
    expect(imputedInterestWarning({ ...loan, termMonths: 36 }, '2026-03-02', TABLE)?.afrBps).toBe(400);
    expect(imputedInterestWarning({ ...loan, termMonths: 240 }, '2026-03-02', TABLE)?.afrBps).toBe(500);
  });

  it('says nothing before the table starts rather than guess', () => {
    expect(imputedInterestWarning(loan, '2025-12-01', TABLE)).toBeNull();
  });
});

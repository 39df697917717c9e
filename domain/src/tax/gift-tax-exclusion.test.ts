import { describe, expect, it } from 'vitest';
import { annualGiftTaxExclusionCents, giftTaxNotice } from './gift-tax-exclusion';

describe('annual gift-tax exclusion', () => {
  it.each([
    [2024, 1_800_000, 2024],
    [2025, 1_900_000, 2025],
    [2026, 1_900_000, 2026],
    [2031, 1_900_000, 2026],
    [2020, 1_800_000, 2024],
  ])('%i → %i cents (from %i)', (year, cents, from) => {
    expect(annualGiftTaxExclusionCents(year)).toEqual({ cents, year: from });
  });
});

describe('giftTaxNotice', () => {
  it('is silent at or under the exclusion', () => {
    expect(giftTaxNotice(1_900_000, '2026-05-01')).toBeNull();
    expect(giftTaxNotice(1_800_000, '2024-05-01')).toBeNull();
  });

  it('names Form 709 and the figures above the exclusion', () => {
    const notice = giftTaxNotice(1_800_001, '2024-12-31');
    expect(notice).toContain('Form 709');
    expect(notice).toContain('$18,000.00');
    expect(notice).toContain('for 2024');
    expect(giftTaxNotice(2_500_000, '2026-03-01')).toContain('$19,000.00');
  });

  it('says which year it used when the table has not caught up', () => {
    expect(giftTaxNotice(5_000_000, '2029-01-10')).toContain('(2026, the latest year Kinloan knows)');
  });
});

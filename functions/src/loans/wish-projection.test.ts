import { describe, expect, it } from 'vitest';
import { requestDoc } from './loan-test-support';
import { borrowerNameShown, wishProjection } from './wish-projection';

describe('the public loan wish', () => {
  it('shows the name as the borrower chose', () => {
    const maya = { firstName: 'Maya', lastName: 'okafor' };
    expect(borrowerNameShown('full-name', maya)).toBe('Maya okafor');
    expect(borrowerNameShown('first-name', maya)).toBe('Maya O.');
    expect(borrowerNameShown('anonymous', maya)).toBeNull();
    expect(borrowerNameShown('first-name', { firstName: 'Maya' })).toBe('Maya');
  });

  it('holds only the chosen fields: no ids, emails or addresses, and no amount when hidden', () => {
    const doc = requestDoc({ status: 'wish-published' });
    const wish = wishProjection(doc, { headline: 'Car', story: '', showAmount: false, showTerms: true, showName: 'anonymous' }, '2026-11-03T10:00:00.000Z');
    expect(wish).toEqual({
      id: 'req1',
      headline: 'Car',
      story: null,
      principalCents: null,
      termMonths: 12,
      annualRateBps: 400,
      purpose: 'A used car',
      borrowerName: null,
      publishedAt: '2026-11-03T10:00:00.000Z',
    });
    expect(wishProjection(doc, { headline: 'Car', showAmount: true, showTerms: true, showName: 'full-name' }, 'x').principalCents).toBe(500_000);
    expect(wishProjection(doc, { headline: 'Car', showAmount: true, showTerms: false, showName: 'full-name' }, 'x')).toMatchObject({
      termMonths: null,
      annualRateBps: null,
      purpose: null,
    });
  });
});

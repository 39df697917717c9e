import { describe, expect, it } from 'vitest';
import { endOptions, whyNoEndOptions } from './end-options';

const statuses = (role: 'lender' | 'borrower', balance: number) => endOptions(role, balance).map((o) => o.status);

describe('the endings offered', () => {
  it('paid off only at a zero balance, forgiven only by the lender while something is owed, another reason only by the lender', () => {
    expect(statuses('lender', 500_000)).toEqual(['forgiven', 'other']);
    expect(statuses('lender', 0)).toEqual(['paid-off', 'other']);
    expect(statuses('borrower', 0)).toEqual(['paid-off']);
    expect(statuses('borrower', 500_000)).toEqual([]);
  });

  it('tells the borrower why there is nothing to choose yet', () => {
    expect(whyNoEndOptions('borrower', 500_000)).toMatch(/once the balance is \$0\.00/);
    expect(whyNoEndOptions('borrower', 0)).toBeNull();
    expect(whyNoEndOptions('lender', 500_000)).toBeNull();
  });
});

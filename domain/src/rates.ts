/** Interest rates are integer basis points: 5% = 500 bps, 0.25% = 25 bps. */
export type BasisPoints = number;

export function isBasisPoints(value: unknown): value is BasisPoints {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** "5.25" (percent, as typed) → 525. Returns null when it is not a whole number of bps. */
export function parsePercent(text: string): BasisPoints | null {
  const match = /^(\d{1,3})(\.(\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[3] ?? '').padEnd(2, '0') || '0');
}

/** 525 → "5.25%", 500 → "5%". */
export function formatPercent(bps: BasisPoints): string {
  // A negative or fractional value would print as nonsense like "0.-5%"; refuse it instead.
  if (!isBasisPoints(bps)) throw new RangeError(`Not a whole, non-negative number of basis points: ${bps}`);
  const whole = Math.trunc(bps / 100);
  const fraction = String(bps % 100).padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

/** The monthly periodic rate as a real number, for amortization formulas only. */
export function monthlyRate(annualRateBps: BasisPoints): number {
  return annualRateBps / 10_000 / 12;
}

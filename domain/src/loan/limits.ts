import type { Cents } from '../money';
import type { BasisPoints } from '../rates';

/**
 * What Kinloan accepts for a loan. The spec leaves limits open; these are ours.
 * 36% APR is the ceiling US consumer-protection law and most state usury rules treat as the
 * outer bound of a fair personal loan; anything above it is refused rather than amortized.
 */
export const LOAN_LIMITS = {
  minPrincipalCents: 100 as Cents, // $1.00
  maxPrincipalCents: 1_000_000_000 as Cents, // $10,000,000.00
  minAnnualRateBps: 0 as BasisPoints,
  maxAnnualRateBps: 3_600 as BasisPoints, // 36%
  minTermMonths: 1,
  maxTermMonths: 480, // 40 years
} as const;

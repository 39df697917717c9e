import { divideRoundHalfAwayFromZero, type Cents } from '../money';
import type { BasisPoints } from '../rates';

/**
 * The monthly rate is r = bps / 120_000 (annual / 100 / 100 / 12). Keeping it as an integer
 * ratio lets every interest figure be rounded from its exact value, so a balance whose interest
 * is exactly x.5 cents always rounds up, on every platform, instead of wherever a float lands.
 */
const MONTHLY_RATE_DENOMINATOR = 120_000n;

/** One whole month's interest on `balanceCents`: round(balance · r). */
export function monthInterestCents(balanceCents: Cents, annualRateBps: BasisPoints): Cents {
  return divideRoundHalfAwayFromZero(BigInt(balanceCents) * BigInt(annualRateBps), MONTHLY_RATE_DENOMINATOR);
}

/** A fraction of a month, kept exact: days / days-in-period sums do not fit a float cleanly. */
export interface MonthFraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** Interest on `balanceCents` for `months` (a possibly fractional count), rounded once. */
export function interestForMonthsCents(
  balanceCents: Cents,
  annualRateBps: BasisPoints,
  months: MonthFraction,
): Cents {
  return divideRoundHalfAwayFromZero(
    BigInt(balanceCents) * BigInt(annualRateBps) * months.numerator,
    MONTHLY_RATE_DENOMINATOR * months.denominator,
  );
}

/**
 * The level payment P·r / (1 − (1+r)^−n), rounded half away from zero, without limits checks
 * (re-amortizing a small remaining balance must work even where a new loan would be refused).
 * With r = b/D this is P·b·(D+b)^n / (D·((D+b)^n − D^n)): exact in big integers, where the float
 * version can misround a payment that sits near half a cent.
 */
export function levelPaymentCents(balanceCents: Cents, annualRateBps: BasisPoints, count: number): Cents {
  if (annualRateBps === 0) return divideRoundHalfAwayFromZero(BigInt(balanceCents), BigInt(count));
  const b = BigInt(annualRateBps);
  const grown = (MONTHLY_RATE_DENOMINATOR + b) ** BigInt(count);
  const base = MONTHLY_RATE_DENOMINATOR ** BigInt(count);
  return divideRoundHalfAwayFromZero(BigInt(balanceCents) * b * grown, MONTHLY_RATE_DENOMINATOR * (grown - base));
}

/**
 * Money is an integer number of US cents everywhere: in memory, in JSON, in Firestore.
 * Floats never carry money; they appear only transiently inside a rounding step.
 */
export type Cents = number;

export class MoneyError extends Error {
  override readonly name = 'MoneyError';
}

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Asserts that `value` is a whole, safe number of cents and returns it. */
export function cents(value: number): Cents {
  if (!Number.isFinite(value)) throw new MoneyError(`Not a finite amount: ${value}`);
  if (!Number.isInteger(value)) throw new MoneyError(`Not a whole number of cents: ${value}`);
  if (!Number.isSafeInteger(value)) throw new MoneyError(`Amount too large to be exact: ${value}`);
  return value;
}

/** Rounds a real-valued cent amount half away from zero, the way a person rounds money. */
export function roundHalfAwayFromZero(value: number): Cents {
  if (!Number.isFinite(value)) throw new MoneyError(`Not a finite amount: ${value}`);
  const rounded = value < 0 ? -Math.round(-value) : Math.round(value);
  return cents(rounded === 0 ? 0 : rounded);
}

/**
 * numerator / denominator rounded half away from zero, computed exactly in integers so that
 * amounts landing on (or a hair off) half a cent are rounded by the true value, not a float's.
 */
export function divideRoundHalfAwayFromZero(numerator: bigint, denominator: bigint): Cents {
  if (denominator === 0n) throw new MoneyError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const magnitude = (2n * n + d) / (2n * d);
  return cents(Number(negative ? -magnitude : magnitude));
}

/** Adds cent amounts, refusing any operand or result that is not exact. */
export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce<Cents>((total, amount) => cents(total + cents(amount)), 0);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,132.27" — for the UI and documents only, never for storage. */
export function formatUsd(amount: Cents): string {
  return usd.format(cents(amount) / 100);
}

const DOLLARS_PATTERN = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.(\d{1,2}))?$/;

/**
 * Parses what a person types as a dollar amount ("1,132.27", "$60000", "5.5") into cents,
 * without passing through a float. Returns null for anything else.
 */
export function parseDollars(text: string): Cents | null {
  const match = DOLLARS_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = (match[4] ?? '').padEnd(2, '0');
  const value = Number(whole) * 100 + Number(fraction || '0');
  return Number.isSafeInteger(value) ? value : null;
}

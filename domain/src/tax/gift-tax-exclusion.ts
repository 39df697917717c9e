import { formatUsd, type Cents } from '../money';

/**
 * The annual federal gift-tax exclusion per recipient (IRC §2503(b), inflation-adjusted
 * each year; IRS Rev. Proc. 2023-34 for 2024, 2024-40 for 2025; unchanged for 2026 under
 * Rev. Proc. 2025-32). To update: add next year's row when the IRS announces it (usually
 * in October or November).
 */
export const ANNUAL_GIFT_TAX_EXCLUSION_CENTS: Readonly<Record<number, Cents>> = {
  2024: 1_800_000,
  2025: 1_900_000,
  2026: 1_900_000,
};

/** The exclusion for `year`; for a year past the table, the latest known (it never falls). */
export function annualGiftTaxExclusionCents(year: number): { cents: Cents; year: number } {
  const years = Object.keys(ANNUAL_GIFT_TAX_EXCLUSION_CENTS)
    .map(Number)
    .sort((a, b) => a - b);
  const known = years.filter((y) => y <= year);
  const used = known.length > 0 ? known[known.length - 1]! : years[0]!;
  return { cents: ANNUAL_GIFT_TAX_EXCLUSION_CENTS[used]!, year: used };
}

/**
 * What the donor is told when a gift is over the exclusion. Form 709 is a filing, not
 * usually a tax: most donors owe nothing thanks to the lifetime exemption, which is why the
 * wording says "return may be due" and not "tax is due".
 */
export function giftTaxNotice(amountCents: Cents, transferDate: string): string | null {
  const year = Number(transferDate.slice(0, 4));
  const exclusion = annualGiftTaxExclusionCents(year);
  if (amountCents <= exclusion.cents) return null;
  const basis = exclusion.year === year ? `for ${year}` : `(${exclusion.year}, the latest year Kinloan knows)`;
  return (
    `This gift of ${formatUsd(amountCents)} is more than the annual gift-tax exclusion of ` +
    `${formatUsd(exclusion.cents)} per recipient ${basis}. The donor may need to file a gift-tax return ` +
    `(IRS Form 709) for the year of the gift. Tax is rarely owed, because the excess counts against the ` +
    `donor's lifetime exemption, but the return is the donor's responsibility. Spouses giving together can ` +
    `each use their own exclusion. This is general information, not tax advice.`
  );
}

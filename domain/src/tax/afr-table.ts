import type { BasisPoints } from '../rates';

/**
 * IRS Applicable Federal Rates (IRC §1274(d)), annual compounding, one row per month, as
 * published in that month's revenue ruling. To update: add the new month's row at the end
 * (the three "Annual" figures of Table 1) and its ruling number. Rows must stay in month
 * order; a test holds the table to that.
 *
 * The lookup uses the latest row at or before the loan's month, and the warning names the
 * month it used, so a table that has fallen behind is visible to the user rather than
 * silently applied as current.
 */
export interface AfrRow {
  /** 'YYYY-MM'. */
  readonly month: string;
  readonly shortTermBps: BasisPoints;
  readonly midTermBps: BasisPoints;
  readonly longTermBps: BasisPoints;
  /** Where the figures come from, e.g. "Rev. Rul. 2026-3". */
  readonly source: string;
}

export const AFR_TABLE: readonly AfrRow[] = [
  { month: '2026-02', shortTermBps: 356, midTermBps: 386, longTermBps: 470, source: 'Rev. Rul. 2026-3' },
];

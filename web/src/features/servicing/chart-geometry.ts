import { addCalendarMonths, daysBetween, type CalendarDate, type Cents, type Installment, type LoanLedgerResponse } from '@kinloan/domain';

/**
 * The geometry of the loan chart: the balance and the cumulative interest over time, with the
 * balance as scheduled for comparison. Pure numbers here; BalanceChart draws them as SVG.
 * Both actual lines are steps: the principal only moves when a confirmed payment lands, and
 * interest is counted when a payment pays it.
 */

export interface ChartSize {
  readonly width: number;
  readonly height: number;
  readonly margin: { readonly top: number; readonly right: number; readonly bottom: number; readonly left: number };
}

export const CHART_SIZE: ChartSize = { width: 720, height: 300, margin: { top: 24, right: 20, bottom: 36, left: 64 } };

/**
 * The chart drawn at the width it is shown at, so its 12px labels stay 12px on a phone
 * instead of shrinking with a scaled-down picture.
 */
export function chartSizeFor(width: number): ChartSize {
  const w = Math.round(Math.min(Math.max(width, 280), 1100));
  return { width: w, height: Math.round(Math.min(300, Math.max(220, w * 0.45))), margin: { top: 24, right: w < 480 ? 12 : 20, bottom: 36, left: w < 480 ? 48 : 64 } };
}

export interface ChartPoint {
  readonly date: CalendarDate;
  readonly x: number;
  readonly balanceCents: Cents;
  readonly balanceY: number;
  readonly cumulativeInterestCents: Cents;
  readonly interestY: number;
}

export interface Tick<T> {
  readonly value: T;
  readonly label: string;
  /** x for date ticks, y for money ticks. */
  readonly at: number;
  /** How a date label sits on its tick: centred, or flush with it near an edge so it is not cut off. */
  readonly anchor?: 'start' | 'middle' | 'end';
}

/** About how wide a 12px axis label is per character ("Nov 2028" ≈ 50px); generous, to be safe. */
export const LABEL_CHAR_PX = 7;

/** Centred under its tick, unless that would run past the picture's edge ("Nov 202…"): then flush. */
export function anchored<T>(tick: Tick<T>, width: number): Tick<T> {
  const half = (tick.label.length * LABEL_CHAR_PX) / 2;
  const anchor = tick.at + half > width ? 'end' : tick.at - half < 0 ? 'start' : 'middle';
  return { ...tick, anchor };
}

export interface ChartGeometry {
  readonly start: CalendarDate;
  readonly end: CalendarDate;
  readonly maxCents: Cents;
  readonly points: readonly ChartPoint[];
  readonly balancePath: string;
  readonly interestPath: string;
  readonly scheduledPath: string;
  readonly xTicks: readonly Tick<CalendarDate>[];
  readonly yTicks: readonly Tick<Cents>[];
  /** Where "today" falls, when it lies inside the chart. */
  readonly todayX: number | null;
  /** Where the actual lines end (today, or the last payment if later). */
  readonly throughX: number;
}

/** 1, 2, 2.5 or 5 times a power of ten: the smallest at least `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const factor of [1, 2, 2.5, 5, 10]) {
    if (factor * power >= rough) return factor * power;
  }
  return 10 * power;
}

const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const yearOnly = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' });

/** "$12K", "$500": axis labels, not amounts to read exactly (the table has those). */
export function axisUsd(cents: Cents): string {
  return compactUsd.format(cents / 100);
}

const MONTH_STEPS = [1, 2, 3, 6, 12, 24, 60, 120];

function monthTicks(start: CalendarDate, end: CalendarDate, x: (d: CalendarDate) => number, maxTicks: number): Tick<CalendarDate>[] {
  const first = `${start.slice(0, 7)}-01`;
  const firstTick = first < start ? addCalendarMonths(first, 1) : first;
  const months = Math.max(1, Math.round(daysBetween(firstTick, end) / 30.44));
  const step = MONTH_STEPS.find((s) => months / s < maxTicks) ?? MONTH_STEPS[MONTH_STEPS.length - 1]!;
  // Year steps start in January so the labels read as years.
  let date = step >= 12 ? `${String(Number(firstTick.slice(0, 4)) + (firstTick.slice(5, 7) === '01' ? 0 : 1))}-01-01` : firstTick;
  const ticks: Tick<CalendarDate>[] = [];
  while (date <= end) {
    const label = step >= 12 ? yearOnly.format(new Date(`${date}T00:00:00Z`)) : monthYear.format(new Date(`${date}T00:00:00Z`));
    ticks.push({ value: date, label, at: x(date) });
    date = addCalendarMonths(date, step);
  }
  return ticks;
}

function latest(...dates: CalendarDate[]): CalendarDate {
  return dates.reduce((a, b) => (b > a ? b : a));
}

const round = (n: number) => Math.round(n * 10) / 10;

export function chartGeometry(
  ledger: Pick<LoanLedgerResponse, 'chart' | 'asOf'>,
  schedule: readonly Installment[],
  size: ChartSize = CHART_SIZE,
): ChartGeometry {
  const opening = ledger.chart[0];
  const start = opening?.date ?? schedule[0]?.dueDate ?? ledger.asOf;
  const lastDue = schedule[schedule.length - 1]?.dueDate ?? start;
  const lastPoint = ledger.chart[ledger.chart.length - 1]?.date ?? start;
  const end = latest(lastDue, lastPoint, ledger.asOf, addCalendarMonths(start, 1));
  const totalDays = Math.max(1, daysBetween(start, end));

  const principal = opening?.balanceCents ?? schedule[0]?.balanceCents ?? 0;
  const peak = Math.max(principal, ...ledger.chart.map((p) => Math.max(p.balanceCents, p.cumulativeInterestCents)), 1);
  const step = niceStep(peak / 4);
  const maxCents = Math.ceil(peak / step) * step;

  const { width, height, margin } = size;
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const x = (date: CalendarDate) => round(margin.left + (daysBetween(start, date) / totalDays) * plotWidth);
  const y = (cents: Cents) => round(margin.top + plotHeight - (cents / maxCents) * plotHeight);

  const points = ledger.chart.map(
    (p): ChartPoint => ({
      date: p.date,
      x: x(p.date),
      balanceCents: p.balanceCents,
      balanceY: y(p.balanceCents),
      cumulativeInterestCents: p.cumulativeInterestCents,
      interestY: y(p.cumulativeInterestCents),
    }),
  );

  // The actual lines run to today (or the last payment, if it is dated later).
  const through = x(latest(ledger.asOf, lastPoint) > end ? end : latest(ledger.asOf, lastPoint));
  const stepPath = (ys: readonly number[]) => {
    if (points.length === 0) return '';
    let d = `M${points[0]!.x} ${ys[0]!}`;
    for (let i = 1; i < points.length; i += 1) d += ` H${points[i]!.x} V${ys[i]!}`;
    return `${d} H${through}`;
  };

  let scheduledPath = '';
  if (schedule.length > 0) {
    scheduledPath = `M${x(start)} ${y(principal)}`;
    for (const row of schedule) scheduledPath += ` H${x(row.dueDate)} V${y(row.balanceCents)}`;
  }

  const yTicks: Tick<Cents>[] = [];
  for (let v = 0; v <= maxCents; v += step) yTicks.push({ value: v, label: axisUsd(v), at: y(v) });

  return {
    start,
    end,
    maxCents,
    points,
    balancePath: stepPath(points.map((p) => p.balanceY)),
    interestPath: stepPath(points.map((p) => p.interestY)),
    scheduledPath,
    // About one date label per 90px, so they never run into each other.
    xTicks: monthTicks(start, end, x, Math.max(2, Math.floor(plotWidth / 90))).map((tick) => anchored(tick, width)),
    yTicks,
    todayX: ledger.asOf >= start && ledger.asOf <= end ? x(ledger.asOf) : null,
    throughX: through,
  };
}

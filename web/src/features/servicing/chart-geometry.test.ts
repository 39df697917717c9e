import { describe, expect, it } from 'vitest';
import { CHART_SIZE, chartGeometry, chartSizeFor, LABEL_CHAR_PX, niceStep } from './chart-geometry';
import { MONTHLY, payment, SCHEDULE, servicedLoan } from './test-fixtures';

const { width, height, margin } = CHART_SIZE;
const left = margin.left;
const right = width - margin.right;
const top = margin.top;
const bottom = height - margin.bottom;

describe('the chart’s scales', () => {
  it('picks round steps for the money axis', () => {
    expect([niceStep(0.3), niceStep(1), niceStep(3), niceStep(300_000), niceStep(260_000), niceStep(1_100)]).toEqual([
      0.5, 1, 5, 500_000, 500_000, 2_000,
    ]);
    expect(niceStep(0)).toBe(1);
  });

  it('spans the loan from the day the money was handed over to the last due date, and $0 to the principal', () => {
    const loan = servicedLoan();
    const g = chartGeometry(loan.ledger, loan.schedule);
    expect(g.start).toBe('2026-02-01');
    expect(g.end).toBe(SCHEDULE[SCHEDULE.length - 1]!.dueDate);
    // $12,000 in steps of $5,000 → the axis goes to $15,000, labelled every step.
    expect(g.maxCents).toBe(1_500_000);
    expect(g.yTicks.map((t) => [t.value, t.label])).toEqual([
      [0, '$0'],
      [500_000, '$5K'],
      [1_000_000, '$10K'],
      [1_500_000, '$15K'],
    ]);
    expect(g.yTicks[0]!.at).toBe(bottom);
    expect(g.yTicks[3]!.at).toBe(top);
    // Date ticks fall on the first of a month, inside the plot, left to right.
    expect(g.xTicks.length).toBeGreaterThanOrEqual(3);
    for (const tick of g.xTicks) {
      expect(tick.value.endsWith('-01')).toBe(true);
      expect(tick.at).toBeGreaterThanOrEqual(left);
      expect(tick.at).toBeLessThanOrEqual(right);
    }
    expect(g.xTicks.map((t) => t.at)).toEqual([...g.xTicks.map((t) => t.at)].sort((a, b) => a - b));
  });

  it('puts each confirmed payment where its date and amounts are, and draws steps through them to today', () => {
    const first = payment({ id: 'p1', status: 'confirmed', paidOn: '2026-03-01' });
    const extra = payment({ id: 'p2', status: 'confirmed', paidOn: '2026-04-01', amountCents: MONTHLY + 200_000 });
    const loan = servicedLoan({ today: '2026-04-05', payments: [first, extra] });
    const g = chartGeometry(loan.ledger, loan.schedule);

    expect(g.points.map((p) => p.date)).toEqual(['2026-02-01', '2026-03-01', '2026-04-01']);
    const [opening, march, april] = g.points;
    // The opening balance sits at the left edge, at the principal's height.
    expect(opening!.x).toBe(left);
    expect(opening!.balanceY).toBeCloseTo(bottom - (1_200_000 / 1_500_000) * (bottom - top), 0);
    expect(opening!.interestY).toBe(bottom);
    // Later payments: further right, lower balance, more interest paid.
    expect(march!.x).toBeGreaterThan(opening!.x);
    expect(april!.x).toBeGreaterThan(march!.x);
    expect(march!.balanceY).toBeGreaterThan(opening!.balanceY);
    expect(april!.balanceY).toBeGreaterThan(march!.balanceY);
    expect(april!.interestY).toBeLessThan(march!.interestY);
    expect(april!.balanceCents).toBe(loan.balanceCents);
    expect(april!.cumulativeInterestCents).toBe(loan.ledger.totals.interestPaidCents);

    // February has 28 days: the x scale is linear in days.
    const plot = right - left;
    const days = 28;
    const total = (Date.parse(`${g.end}T00:00:00Z`) - Date.parse('2026-02-01T00:00:00Z')) / 86_400_000;
    expect(march!.x).toBeCloseTo(left + (days / total) * plot, 0);

    // The balance line: start, then across and down at each payment, then across to today.
    expect(g.balancePath).toBe(`M${left} ${opening!.balanceY} H${march!.x} V${march!.balanceY} H${april!.x} V${april!.balanceY} H${g.todayX}`);
    expect(g.interestPath.startsWith(`M${left} ${bottom} H${march!.x} V${march!.interestY}`)).toBe(true);
    expect(g.todayX).toBeGreaterThan(april!.x);
  });

  it('draws the schedule as agreed: a step down at every due date, to $0 at the end', () => {
    const loan = servicedLoan();
    const g = chartGeometry(loan.ledger, loan.schedule);
    expect(g.scheduledPath.match(/ V/g)).toHaveLength(SCHEDULE.length);
    expect(g.scheduledPath.endsWith(` V${bottom}`)).toBe(true);
  });

  it('a loan without payments is a flat line at the principal up to today', () => {
    const loan = servicedLoan({ today: '2026-02-15' });
    const g = chartGeometry(loan.ledger, loan.schedule);
    expect(g.points).toHaveLength(1);
    expect(g.balancePath).toBe(`M${left} ${g.points[0]!.balanceY} H${g.todayX}`);
  });
});

describe('the chart at the width it is shown', () => {
  it('keeps its labels apart on a phone: fewer date labels, the same money axis', () => {
    const loan = servicedLoan();
    const wide = chartGeometry(loan.ledger, loan.schedule, chartSizeFor(900));
    const phone = chartGeometry(loan.ledger, loan.schedule, chartSizeFor(315));
    expect(chartSizeFor(315)).toMatchObject({ width: 315, height: 220 });
    expect(phone.xTicks.length).toBeLessThan(wide.xTicks.length);
    for (let i = 1; i < phone.xTicks.length; i += 1) expect(phone.xTicks[i]!.at - phone.xTicks[i - 1]!.at).toBeGreaterThanOrEqual(60);
    expect(phone.yTicks.map((t) => t.label)).toEqual(wide.yTicks.map((t) => t.label));
  });
});

describe('date labels at the edges (issue 18: the last one was cut off, “Nov 202”)', () => {
  it('stay whole inside the picture at every width: flush with their tick near an edge', () => {
    const loan = servicedLoan();
    const anchors = new Set<string>();
    for (const shown of [315, 390, 480, 720, 900, 1100]) {
      const size = chartSizeFor(shown);
      for (const tick of chartGeometry(loan.ledger, loan.schedule, size).xTicks) {
        const w = tick.label.length * LABEL_CHAR_PX;
        const [from, to] = tick.anchor === 'end' ? [tick.at - w, tick.at] : tick.anchor === 'start' ? [tick.at, tick.at + w] : [tick.at - w / 2, tick.at + w / 2];
        expect(from, `${tick.label} at ${shown}px`).toBeGreaterThanOrEqual(0);
        expect(to, `${tick.label} at ${shown}px`).toBeLessThanOrEqual(size.width);
        anchors.add(tick.anchor ?? 'middle');
      }
    }
    // The loan ends on a tick at the right edge, so this is not vacuous.
    expect(anchors).toContain('end');
    expect(anchors).toContain('middle');
  });
});

describe('the latest values on the chart', () => {
  it('are written right of where the lines end when they fit, else left, and never on top of each other', async () => {
    const { valueLabels } = await import('./BalanceChart');
    const last = { balanceCents: 502_068, balanceY: 60, cumulativeInterestCents: 4_796, interestY: 262 };
    expect(valueLabels(last, 200, 700, 24)).toEqual([
      { kind: 'balance', text: '$5,020.68', x: 206, y: 54, anchor: 'start' },
      { kind: 'interest', text: '$47.96 interest', x: 206, y: 256, anchor: 'start' },
    ]);
    expect(valueLabels(last, 650, 700, 24).map((l) => [l.x, l.anchor])).toEqual([
      [644, 'end'],
      [644, 'end'],
    ]);
    const close = valueLabels({ ...last, balanceY: 250 }, 200, 700, 24);
    expect(close[1]!.y - close[0]!.y).toBe(16);
  });
});

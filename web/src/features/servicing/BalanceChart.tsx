import { formatUsd, type Installment, type LoanLedgerResponse } from '@kinloan/domain';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { CHART_SIZE, chartGeometry, chartSizeFor, type ChartSize } from './chart-geometry';
import { shortDateWords } from './servicing-words';

/** The chart in words, for screen readers (the table below has every point). */
export function chartDescription(ledger: Pick<LoanLedgerResponse, 'chart'>, schedule: readonly Installment[]): string {
  const first = ledger.chart[0];
  const last = ledger.chart[ledger.chart.length - 1];
  if (!first || !last) return 'No balance to show yet.';
  const payments = ledger.chart.length - 1;
  const finalDue = schedule[schedule.length - 1]?.dueDate;
  const plan = finalDue ? ` As scheduled, the loan is repaid by ${shortDateWords(finalDue)}.` : '';
  if (payments === 0) return `The balance is ${formatUsd(first.balanceCents)} since ${shortDateWords(first.date)}; no confirmed payments yet.${plan}`;
  return (
    `The balance went from ${formatUsd(first.balanceCents)} on ${shortDateWords(first.date)} to ${formatUsd(last.balanceCents)} ` +
    `after ${payments} confirmed ${payments === 1 ? 'payment' : 'payments'}, the latest on ${shortDateWords(last.date)}; ` +
    `${formatUsd(last.cumulativeInterestCents)} of interest has been paid.${plan}`
  );
}

/**
 * The balance and the cumulative interest over time, as an inline SVG with a title and a
 * description, and the same numbers as a table for anyone who can't read the picture.
 */
export function BalanceChart({ ledger, schedule }: { ledger: Pick<LoanLedgerResponse, 'chart' | 'asOf'>; schedule: readonly Installment[] }) {
  const titleId = useId();
  const descId = useId();
  const { ref, size } = useChartSize();
  const g = chartGeometry(ledger, schedule, size);
  const { width, height, margin } = size;
  const bottom = height - margin.bottom;
  const last = g.points[g.points.length - 1];
  // The latest values, written where their lines end (the interest line can sit too low to read
  // otherwise): to the right when there is room, else to the left.
  const labels = last ? valueLabels(last, g.throughX, width - margin.right, margin.top) : [];
  return (
    <figure className="balance-chart" ref={ref}>
      <ul className="balance-chart__legend" aria-hidden="true">
        <li>
          <span className="balance-chart__key balance-chart__key--balance" /> Balance
        </li>
        <li>
          <span className="balance-chart__key balance-chart__key--interest" /> Interest paid, in total
        </li>
        <li>
          <span className="balance-chart__key balance-chart__key--scheduled" /> Balance as scheduled
        </li>
      </ul>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="balance-chart__svg">
        <title id={titleId}>Balance and interest paid over time</title>
        <desc id={descId}>{chartDescription(ledger, schedule)}</desc>
        <g className="balance-chart__grid">
          {g.yTicks.map((tick) => (
            <g key={tick.value}>
              <line x1={margin.left} x2={width - margin.right} y1={tick.at} y2={tick.at} />
              <text x={margin.left - 8} y={tick.at} dy="0.32em" textAnchor="end">
                {tick.label}
              </text>
            </g>
          ))}
          {g.xTicks.map((tick) => (
            <g key={tick.value}>
              <line x1={tick.at} x2={tick.at} y1={bottom} y2={bottom + 5} />
              <text x={tick.at} y={bottom + 20} textAnchor={tick.anchor ?? 'middle'}>
                {tick.label}
              </text>
            </g>
          ))}
        </g>
        {g.todayX !== null ? (
          <g className="balance-chart__today">
            <line x1={g.todayX} x2={g.todayX} y1={margin.top} y2={bottom} />
            <text x={g.todayX} y={margin.top - 8} textAnchor="middle">
              Today
            </text>
          </g>
        ) : null}
        <path className="balance-chart__line balance-chart__line--scheduled" d={g.scheduledPath} />
        <path className="balance-chart__line balance-chart__line--interest" d={g.interestPath} />
        <path className="balance-chart__line balance-chart__line--balance" d={g.balancePath} />
        <g className="balance-chart__values">
          {labels.map((label) => (
            <text key={label.kind} className={`balance-chart__value balance-chart__value--${label.kind}`} x={label.x} y={label.y} textAnchor={label.anchor}>
              {label.text}
            </text>
          ))}
        </g>
        {g.points.map((p) => (
          <g key={`${p.date}-${p.balanceCents}`}>
            <circle className="balance-chart__point balance-chart__point--balance" cx={p.x} cy={p.balanceY} r={4} />
            <circle className="balance-chart__point balance-chart__point--interest" cx={p.x} cy={p.interestY} r={3.5} />
          </g>
        ))}
      </svg>
      <details className="balance-chart__data">
        <summary>The chart as a table</summary>
        <div className="schedule-table" role="region" aria-label="Balance and interest paid, by date" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Balance</th>
                <th scope="col">Interest paid, in total</th>
              </tr>
            </thead>
            <tbody>
              {ledger.chart.map((p, i) => (
                <tr key={`${p.date}-${i}`}>
                  <th scope="row">{shortDateWords(p.date)}</th>
                  <td>{formatUsd(p.balanceCents)}</td>
                  <td>{formatUsd(p.cumulativeInterestCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

interface ValueLabel {
  kind: 'balance' | 'interest';
  text: string;
  x: number;
  y: number;
  anchor: 'start' | 'end';
}

/** Where the latest balance and interest are written: beside the end of their lines, apart from each other. */
export function valueLabels(
  last: { balanceCents: number; balanceY: number; cumulativeInterestCents: number; interestY: number },
  endX: number,
  rightEdge: number,
  top: number,
): ValueLabel[] {
  const texts = { balance: formatUsd(last.balanceCents), interest: `${formatUsd(last.cumulativeInterestCents)} interest` };
  // About 7px a character at 12px bold: enough to tell whether a label fits to the right.
  const fits = Math.max(texts.balance.length, texts.interest.length) * 7 + 8 < rightEdge - endX;
  const x = fits ? endX + 6 : endX - 6;
  const anchor = fits ? 'start' : 'end';
  const balanceY = Math.max(top + 12, last.balanceY - 6);
  let interestY = last.interestY - 6;
  // Keep the two apart when the lines are close (early in a small loan's life, or near the end).
  if (Math.abs(interestY - balanceY) < 16) interestY = balanceY + 16;
  return [
    { kind: 'balance', text: texts.balance, x, y: balanceY, anchor },
    { kind: 'interest', text: texts.interest, x, y: interestY, anchor },
  ];
}

/** The figure's width, followed as it changes (the default where the browser can't tell, as in tests). */
function useChartSize(): { ref: RefObject<HTMLElement | null>; size: ChartSize } {
  const ref = useRef<HTMLElement | null>(null);
  const [size, setSize] = useState<ChartSize>(CHART_SIZE);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      if (width > 0) setSize((current) => (chartSizeFor(width).width === current.width ? current : chartSizeFor(width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}

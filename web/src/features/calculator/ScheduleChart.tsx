import { formatUsd } from '@kinloan/domain';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChartBar } from './calculator-form';

const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 36, left: 64 };

/** A round step for the value axis: 1, 2 or 5 × a power of ten, giving about four gridlines. */
function niceStep(max: number): number {
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough);
  return step ?? power * 10;
}

/** Axis labels: "$0", "$500", "$5k", "$12.5k", "$1.5M". */
function shortUsd(cents: number): string {
  const dollars = cents / 100;
  const format = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
  if (dollars >= 1_000_000) return `$${format(dollars / 1_000_000)}M`;
  if (dollars >= 1000) return `$${format(dollars / 1000)}k`;
  return `$${format(dollars)}`;
}

/** Tracks the rendered width so the SVG draws at 1:1 and its text stays readable on phones. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Stacked bars of principal (bottom) and interest (top) for each month or year. Decorative for
 * assistive technology beyond its summary: the caption says what it shows and the schedule
 * table below carries every number.
 */
export function ScheduleChart({ bars, byYear, summary }: { bars: readonly ChartBar[]; byYear: boolean; summary: string }) {
  const [ref, width] = useWidth(640);
  const captionId = useId();
  const descId = useId();

  const plotWidth = Math.max(120, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const maxTotal = Math.max(1, ...bars.map((bar) => bar.principalCents + bar.interestCents));
  const step = niceStep(maxTotal);
  const top = Math.ceil(maxTotal / step) * step;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const slot = plotWidth / Math.max(1, bars.length);
  const barWidth = Math.max(1, Math.min(48, slot * 0.7));
  const labelEvery = Math.max(1, Math.ceil(bars.length / Math.max(1, Math.floor(plotWidth / 32))));
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);

  return (
    <figure className="schedule-chart">
      <figcaption id={captionId} className="schedule-chart__caption">
        Principal and interest paid each {byYear ? 'year' : 'month'}
      </figcaption>
      <ul className="schedule-chart__legend">
        <li>
          <span className="swatch swatch--principal" aria-hidden="true" /> Principal
        </li>
        <li>
          <span className="swatch swatch--interest" aria-hidden="true" /> Interest
        </li>
      </ul>
      <div ref={ref} className="schedule-chart__plot">
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={captionId}
          aria-describedby={descId}
        >
          <desc id={descId}>{summary}</desc>
          {ticks.map((value) => (
            <g key={value} className="schedule-chart__grid">
              <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(value)} y2={y(value)} />
              <text x={MARGIN.left - 8} y={y(value)} dy="0.32em" textAnchor="end">
                {shortUsd(value)}
              </text>
            </g>
          ))}
          {bars.map((bar, index) => {
            const x = MARGIN.left + index * slot + (slot - barWidth) / 2;
            const principalTop = y(bar.principalCents);
            const interestTop = y(bar.principalCents + bar.interestCents);
            return (
              <g key={bar.label}>
                <title>
                  {`${bar.longLabel}: ${formatUsd(bar.principalCents)} principal, ${formatUsd(bar.interestCents)} interest`}
                </title>
                <rect
                  className="schedule-chart__principal"
                  x={x}
                  y={principalTop}
                  width={barWidth}
                  height={Math.max(0, y(0) - principalTop)}
                />
                <rect
                  className="schedule-chart__interest"
                  x={x}
                  y={interestTop}
                  width={barWidth}
                  height={Math.max(0, principalTop - interestTop)}
                />
                {index % labelEvery === 0 && (
                  <text className="schedule-chart__label" x={x + barWidth / 2} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle">
                    {bar.label}
                  </text>
                )}
              </g>
            );
          })}
          <text className="schedule-chart__axis-title" x={MARGIN.left + plotWidth / 2} y={HEIGHT - 4} textAnchor="middle">
            {byYear ? 'Year of the loan' : 'Payment number'}
          </text>
        </svg>
      </div>
    </figure>
  );
}

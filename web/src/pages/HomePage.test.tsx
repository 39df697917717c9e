import { buildSchedule, formatPercent, formatUsd } from '@kinloan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { SCHEDULE_EXAMPLE } from './HomePage';

describe('HomePage', () => {
  it('shows a worked schedule example (60,000 at 5% over 60 months)', async () => {
    renderApp('/');
    const example = await screen.findByRole('figure', { name: /Example schedule/ });
    expect(example.textContent).toContain('$1,132.27');
    const firstRow = within(example).getAllByRole('row')[1];
    expect(firstRow?.textContent).toBe('1$250.00$882.27$59,117.73');
  });

  it('writes out exactly what the domain computes for that example', () => {
    const { terms } = SCHEDULE_EXAMPLE;
    const schedule = buildSchedule(terms);
    expect(SCHEDULE_EXAMPLE.caption).toBe(
      `${formatUsd(terms.principalCents).replace(/\.00$/, '')} at ${formatPercent(terms.annualRateBps)} over ${terms.termMonths} months`,
    );
    expect(SCHEDULE_EXAMPLE.payment).toBe(formatUsd(schedule[0]?.paymentCents ?? 0));
    expect(SCHEDULE_EXAMPLE.rows).toEqual(
      schedule.slice(0, 3).map((row) => ({
        number: row.number,
        interest: formatUsd(row.interestCents),
        principal: formatUsd(row.principalCents),
        balance: formatUsd(row.balanceCents),
      })),
    );
  });

  it('points to the canonical address of the home page', async () => {
    renderApp('/');
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:5173/'),
    );
  });
});

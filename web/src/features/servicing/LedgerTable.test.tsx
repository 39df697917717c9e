import { formatUsd } from '@kinloan/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LedgerTable, rowsShown } from './LedgerTable';
import { MONTHLY, payment, SCHEDULE, servicedLoan } from './test-fixtures';

const confirmed = (id: string, paidOn: string, amountCents = MONTHLY) => payment({ id, paidOn, amountCents, status: 'confirmed' });

describe('the ledger table', () => {
  it('shows each installment scheduled against paid, with the split, the scheduled balance and the status', () => {
    // Two on time, then a part of the third; on May 20 the third is past its 10-day grace period.
    const loan = servicedLoan({
      today: '2026-05-20',
      payments: [confirmed('p1', '2026-03-01'), confirmed('p2', '2026-04-01'), confirmed('p3', '2026-05-01', 20_000)],
    });
    render(<LedgerTable installments={loan.ledger.installments} />);
    const rows = within(screen.getByRole('region', { name: /Installments, scheduled and paid/ })).getAllByRole('row').slice(1);
    const cells = (i: number) => [within(rows[i]!).getByRole('rowheader').textContent, ...within(rows[i]!).getAllByRole('cell').map((c) => c.textContent)];

    const first = SCHEDULE[0]!;
    expect(cells(0)).toEqual([
      '1',
      'Mar 1, 2026',
      formatUsd(first.paymentCents),
      formatUsd(first.interestCents),
      formatUsd(first.principalCents),
      formatUsd(MONTHLY),
      'Mar 1, 2026',
      formatUsd(first.balanceCents),
      'Paid',
    ]);
    expect(cells(1).slice(-4)).toEqual([formatUsd(MONTHLY), 'Apr 1, 2026', formatUsd(SCHEDULE[1]!.balanceCents), 'Paid']);
    expect(cells(2).slice(-4)).toEqual(['$200.00', '—', formatUsd(SCHEDULE[2]!.balanceCents), 'Late']);
    expect(cells(3).slice(-4)).toEqual(['—', '—', formatUsd(SCHEDULE[3]!.balanceCents), 'Upcoming']);
    expect(rows[2]!.className).toContain('ledger-row--late');
  });

  it('shows the paid rows and a few to come, and the rest on request', () => {
    const loan = servicedLoan();
    expect(rowsShown(loan.ledger.installments)).toBe(6);
    render(<LedgerTable installments={loan.ledger.installments} />);
    const region = screen.getByRole('region', { name: /the first 6 of 24/ });
    expect(within(region).getAllByRole('row')).toHaveLength(7);
    const toggle = screen.getByRole('button', { name: 'Show all 24 installments' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(screen.getByRole('region', { name: 'Installments, scheduled and paid' })).getAllByRole('row')).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'Show the first 6 only' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('a short schedule is shown whole, without a button', () => {
    const short = servicedLoan().ledger.installments.slice(0, 8);
    render(<LedgerTable installments={short} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('region')).getAllByRole('row')).toHaveLength(9);
  });

  it('after extra principal, shows what each open installment now asks for, with the agreed amount beneath', () => {
    // The second payment carries $2,000 of extra principal; the loan keeps its payment and ends sooner.
    const loan = servicedLoan({ today: '2026-04-02', payments: [confirmed('p1', '2026-03-01'), confirmed('p2', '2026-04-01', MONTHLY + 200_000)] });
    render(<LedgerTable installments={loan.ledger.installments} />);
    fireEvent.click(screen.getByRole('button', { name: /Show all/ }));
    const scheduled = within(screen.getByRole('region', { name: 'Installments, scheduled and paid' }))
      .getAllByRole('cell')
      .filter((cell) => cell.getAttribute('data-label') === 'Scheduled')
      .map((cell) => cell.textContent);
    const installments = loan.ledger.installments;
    expect(scheduled[2]).toBe(formatUsd(MONTHLY));
    const unreached = installments.filter((row) => row.status !== 'paid' && row.dueCents === 0);
    expect(unreached.length).toBeGreaterThan(0);
    const statuses = within(screen.getByRole('region', { name: 'Installments, scheduled and paid' }))
      .getAllByRole('cell')
      .filter((cell) => cell.getAttribute('data-label') === 'Status')
      .map((cell) => cell.textContent);
    for (const row of unreached) {
      expect(scheduled[row.number - 1]).toBe(`$0.00agreed ${formatUsd(row.scheduled.paymentCents)}`);
      expect(statuses[row.number - 1]).toBe('Not needed');
    }
    const last = installments.find((row) => row.dueCents > 0 && row.dueCents !== row.scheduled.paymentCents)!;
    expect(scheduled[last.number - 1]).toBe(`${formatUsd(last.dueCents)}agreed ${formatUsd(last.scheduled.paymentCents)}`);
  });
});

import { buildSchedule, formatUsd } from '@kinloan/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AmortizationCalculator from './AmortizationCalculator';
import { calculate, chartBars, firstOfNextMonth, readTerm, termWords } from './calculator-form';

function fill(values: Partial<Record<'Loan amount' | 'Annual interest rate' | 'Term in years' | 'and months' | 'First payment date', string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
}

function summary(term: string): string {
  const list = screen.getByText(term).closest('div');
  return list?.querySelector('dd')?.textContent ?? '';
}

describe('AmortizationCalculator', () => {
  it('opens on the article’s example: $60,000 at 5% over 60 months is $1,132.27 a month', () => {
    render(<AmortizationCalculator />);
    expect(summary('Monthly payment')).toBe('$1,132.27');
    expect(screen.getByText(/The first month’s interest is \$250\.00/)).toBeTruthy();
  });

  it('agrees with the domain’s buildSchedule row by row (60,000 / 5% / 60 months)', () => {
    render(<AmortizationCalculator />);
    fill({ 'Loan amount': '60,000', 'Annual interest rate': '5', 'Term in years': '5', 'and months': '', 'First payment date': '2027-01-01' });
    const expected = buildSchedule({ principalCents: 6_000_000, annualRateBps: 500, termMonths: 60, firstPaymentDate: '2027-01-01' });
    const table = screen.getByRole('table', { name: /Payment schedule/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(60);
    rows.forEach((row, index) => {
      const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
      const installment = expected[index]!;
      expect(within(row).getByRole('rowheader').textContent).toBe(String(installment.number));
      expect(cells.slice(1)).toEqual([
        formatUsd(installment.paymentCents),
        formatUsd(installment.interestCents),
        formatUsd(installment.principalCents),
        formatUsd(installment.balanceCents),
      ]);
    });
    const first = within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(first).toEqual(['Jan 1, 2027', '$1,132.27', '$250.00', '$882.27', '$59,117.73']);
    expect(summary('Total interest')).toBe('$7,936.47');
    expect(summary('Last payment')).toBe('Dec 1, 2031');
  });

  it('takes the term in years and months, as people say it: 10 years is 120 payments ($636.39), never 10', () => {
    render(<AmortizationCalculator />);
    fill({ 'Term in years': '10', 'First payment date': '2027-01-01' });
    expect(screen.getByText(/That is 120 monthly payments\./)).toBeTruthy();
    expect(screen.getByText(/over 10 years:/)).toBeTruthy();
    expect(summary('Monthly payment')).toBe('$636.39');
    const table = screen.getByRole('table', { name: /all 120 monthly payments/ });
    const first = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(first[2]?.textContent).toBe('$250.00');
  });

  it('draws the principal-and-interest chart with a caption, by year for long loans', () => {
    render(<AmortizationCalculator />);
    const chart = screen.getByRole('img', { name: 'Principal and interest paid each year' });
    expect(chart.querySelectorAll('.schedule-chart__principal')).toHaveLength(5);
    expect(chart.querySelector('desc')?.textContent).toMatch(/^The first year pays \$/);
  });

  it('shows a typing mistake next to its field, marks it invalid and focuses it', () => {
    render(<AmortizationCalculator />);
    fill({ 'Loan amount': 'sixty thousand' });
    const amount = screen.getByLabelText('Loan amount');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(amount.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(error?.textContent).toMatch(/Enter the amount in dollars and cents/);
    expect(document.activeElement).toBe(amount);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Correct the highlighted field to see the schedule.')).toBeTruthy();
  });

  it('explains values outside Kinloan’s limits in plain words', () => {
    render(<AmortizationCalculator />);
    fill({ 'Annual interest rate': '40', 'Term in years': '50' });
    expect(screen.getByLabelText('Annual interest rate').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a rate from 0% to 36%.')).toBeTruthy();
    expect(screen.getByText('Enter a term from 1 month to 40 years.')).toBeTruthy();
    expect(screen.getByLabelText('Term in years').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('and months').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the domain’s LoanTermsError message next to the field it names', () => {
    render(<AmortizationCalculator />);
    fill({ 'Loan amount': '1', 'Annual interest rate': '0', 'Term in years': '3', 'and months': '4' });
    const term = screen.getByLabelText('Term in years');
    expect(term.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(term.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(error?.textContent).toBe('A payment of $0.03 would repay $1.00 before month 40; choose a shorter term or a larger amount.');
    expect(screen.getByLabelText('Loan amount').getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for a first payment date when it is missing', () => {
    render(<AmortizationCalculator />);
    fill({ 'First payment date': '' });
    expect(screen.getByText('Enter the date of the first monthly payment.')).toBeTruthy();
  });
});

describe('calculator-form', () => {
  it('passes through every domain refusal with its field', () => {
    const result = calculate({ amount: '10,000', rate: '36', termYears: '40', termMonths: '', firstPaymentDate: '2027-01-01' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.term).toMatch(/barely covers the interest/);
  });

  it('groups bars by payment for short loans and by year of payments for long ones', () => {
    const short = buildSchedule({ principalCents: 120_000, annualRateBps: 0, termMonths: 12, firstPaymentDate: '2027-01-01' });
    expect(chartBars(short)).toHaveLength(12);
    const long = buildSchedule({ principalCents: 6_000_000, annualRateBps: 500, termMonths: 30, firstPaymentDate: '2027-01-01' });
    const bars = chartBars(long);
    expect(bars.map((bar) => bar.longLabel)).toEqual(['Year 1 (payments 1–12)', 'Year 2 (payments 13–24)', 'Year 3 (payments 25–30)']);
    expect(bars.reduce((sum, bar) => sum + bar.principalCents, 0)).toBe(6_000_000);
  });

  it('reads the term from years and months, either box may be empty', () => {
    expect(readTerm('10', '')).toEqual({ ok: true, termMonths: 120 });
    expect(readTerm('2', '6')).toEqual({ ok: true, termMonths: 30 });
    expect(readTerm('', '18')).toEqual({ ok: true, termMonths: 18 });
    expect(readTerm(' ', '')).toEqual({ ok: false, error: 'Enter the term in years, months or both, for example 5 years.' });
    expect(readTerm('2.5', '')).toEqual({ ok: false, error: 'Enter whole years and months, for example 2 years and 6 months.' });
    expect(readTerm('0', '0')).toMatchObject({ ok: false });
    expect(readTerm('40', '1')).toMatchObject({ ok: false });
    expect(readTerm('40', '0')).toEqual({ ok: true, termMonths: 480 });
    expect([1, 12, 30, 120].map(termWords)).toEqual(['1 month', '1 year', '2 years and 6 months', '10 years']);
  });

  it('defaults the first payment to the first of next month, across a year end', () => {
    expect(firstOfNextMonth(new Date(2026, 10, 20))).toBe('2026-12-01');
    expect(firstOfNextMonth(new Date(2026, 11, 31))).toBe('2027-01-01');
  });
});

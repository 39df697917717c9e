import { describe, expect, it } from 'vitest';
import { addCalendarMonths, buildLedger, formatUsd, type LedgerTerms } from '@kinloan/domain';
import { ledgerCsv } from './ledger-csv';
import { foldLine, icsText, installmentUid, loanCalendar } from './loan-calendar';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

/** Unfolds per RFC 5545 §3.1: a CRLF followed by one space or tab continues the line. */
function unfold(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

describe('iCalendar text and folding', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(icsText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('leaves a line of 75 octets as it is', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines into lines of at most 75 octets that unfold to the original', () => {
    const line = `DESCRIPTION:${'Installment 3: $1\\,132.27 '.repeat(12)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toEqual([line]);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é€😀'.repeat(20)}`;
    const parts = foldLine(line).split('\r\n');
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    expect(unfold(foldLine(line))).toEqual([line]);
  });
});

const TERMS: LedgerTerms = {
  principalCents: 500_000,
  annualRateBps: 400,
  termMonths: 12,
  firstPaymentDate: '2026-02-01',
  loanStartDate: '2026-01-01',
  extraPaymentMode: 'keep-payment-shorten-term',
  lateFeeCents: 0,
  lateFeeGraceDays: 10,
};
const MONTHLY = 42_575;

describe('the calendar of remaining due dates', () => {
  // Nine installments paid on their due dates; three to go.
  const paid = Array.from({ length: 9 }, (_, i) => ({ id: `p${i + 1}`, amountCents: MONTHLY, paidOn: addCalendarMonths('2026-02-01', i) }));
  const input = {
    loanId: 'loan1',
    role: 'borrower' as const,
    lenderName: 'Daniel Okafor',
    borrowerName: 'Maya Okafor',
    installments: buildLedger(TERMS, paid, '2026-10-15').installments,
    link: 'http://localhost:5000/loan1/loan-record',
    now: new Date('2026-11-20T23:08:24.123Z'),
  };
  const text = loanCalendar(input);
  const lines = unfold(text);

  it('is a VCALENDAR with CRLF line endings, every physical line at most 75 octets', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    expect(text.split('\n').slice(0, -1).every((line) => line.endsWith('\r'))).toBe(true);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('has one all-day event per remaining installment, with a stable UID and the amount', () => {
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines.filter((line) => line.startsWith('UID:'))).toEqual([10, 11, 12].map((n) => `UID:${installmentUid('loan1', n)}`));
    expect(lines.filter((line) => line.startsWith('DTSTART'))).toEqual([
      'DTSTART;VALUE=DATE:20261101',
      'DTSTART;VALUE=DATE:20261201',
      'DTSTART;VALUE=DATE:20270101',
    ]);
    expect(lines).toContain('DTEND;VALUE=DATE:20261102');
    expect(lines).toContain('SUMMARY:Loan payment due to Daniel Okafor: $425.75');
    expect(lines).toContain('SUMMARY:Loan payment due to Daniel Okafor: $425.73');
    expect(lines).toContain('DTSTAMP:20261120T230824Z');
    expect(loanCalendar({ ...input, now: new Date('2027-01-01T00:00:00Z') })).toContain(`UID:${installmentUid('loan1', 10)}`);
  });

  it('speaks to the lender about the borrower, and escapes names', () => {
    const lender = unfold(loanCalendar({ ...input, role: 'lender', borrowerName: 'Maya, "M"; Okafor' }));
    expect(lender).toContain('SUMMARY:Loan payment due from Maya\\, "M"\\; Okafor: $425.75');
    expect(lender).toContain('X-WR-CALNAME:Loan payments from Maya\\, "M"\\; Okafor');
  });

  it('has no events once nothing remains', () => {
    expect(unfold(loanCalendar({ ...input, installments: [] })).some((line) => line === 'BEGIN:VEVENT')).toBe(false);
    const repaid = buildLedger(TERMS, [...paid, { id: 'p10', amountCents: 127_136, paidOn: '2026-10-20' }], '2026-10-20');
    expect(repaid.balanceCents).toBe(0);
    expect(unfold(loanCalendar({ ...input, installments: repaid.installments })).some((line) => line === 'BEGIN:VEVENT')).toBe(false);
  });
});

describe('the calendar agrees with the ledger and the CSV (issue 18)', () => {
  // Installment 1 paid three weeks early: interest for installment 2 then accrues over a longer
  // period, and a projection of its own gave $26.10 where the ledger and CSV say $15.30.
  const ledger = buildLedger(TERMS, [{ id: 'p1', amountCents: MONTHLY, paidOn: '2026-01-10' }], '2026-01-15');
  const calendar = unfold(loanCalendar({ loanId: 'loan1', role: 'borrower', lenderName: 'Daniel Okafor', borrowerName: 'Maya Okafor', installments: ledger.installments, link: 'https://kinloan.com/loan1/loan-record', now: new Date('2026-01-15T00:00:00Z') }));
  const descriptions = calendar.filter((line) => line.startsWith('DESCRIPTION:'));

  it('gives each open installment the ledger’s payment, interest and principal', () => {
    const second = ledger.installments[1]!;
    expect(formatUsd(second.scheduled.interestCents)).toBe('$15.30');
    expect(descriptions[0]).toBe(
      'DESCRIPTION:Installment 2 of 12 (loan KL-loan1): $425.75 as scheduled (interest $15.30\\, principal $410.45). The loan record: https://kinloan.com/loan1/loan-record',
    );
    for (const [i, row] of ledger.installments.slice(1, -1).entries()) {
      expect(descriptions[i]).toContain(`interest ${formatUsd(row.scheduled.interestCents).replace(',', '\\,')}`);
    }
  });

  it('asks for the last installment as the early payment leaves it, as the reminder will', () => {
    const last = ledger.installments.at(-1)!;
    expect(last.dueCents).toBe(ledger.remaining.at(-1)!.paymentCents);
    expect(last.dueCents).not.toBe(last.scheduled.paymentCents);
    expect(descriptions.at(-1)).toContain(
      `Installment 12 of 12 (loan KL-loan1): ${formatUsd(last.dueCents)} as the payments so far leave it (agreed ${formatUsd(last.scheduled.paymentCents)}).`,
    );
  });

  it('shows the same interest for installment 2 as the CSV', () => {
    const csvInstallment2 = ledgerCsv(ledger, []).split('\r\n').find((line) => line.startsWith('2,2026-03-01,'));
    expect(csvInstallment2?.split(',')[3]).toBe('15.30');
    expect(descriptions[0]).toContain('interest $15.30');
  });

  it('for a partly paid installment, says what was paid and what is left, and asks for what is left', () => {
    const partly = buildLedger(TERMS, [{ id: 'p1', amountCents: 10_000, paidOn: '2026-01-20' }], '2026-01-25');
    const lines = unfold(loanCalendar({ loanId: 'loan1', role: 'lender', lenderName: 'Daniel Okafor', borrowerName: 'Maya Okafor', installments: partly.installments, link: 'x', now: new Date() }));
    expect(lines).toContain('SUMMARY:Loan payment due from Maya Okafor: $325.75');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Paid so far $100.00\\, left to pay $325.75.');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(12);
  });

  it('after extra principal, asks for the re-levelled payment the reminders ask for, and drops installments no longer reached', () => {
    // $1,200 at 0% over 12 months; $250 paid with installment 1: $150 extra principal.
    const zero: LedgerTerms = { ...TERMS, principalCents: 120_000, annualRateBps: 0, firstPaymentDate: '2026-01-15', loanStartDate: '2025-12-15' };
    const extra = [{ id: 'p1', amountCents: 25_000, paidOn: '2026-01-15' }];
    const calendarOf = (terms: LedgerTerms) =>
      unfold(loanCalendar({ loanId: 'loan1', role: 'borrower', lenderName: 'Daniel Okafor', borrowerName: 'Maya Okafor', installments: buildLedger(terms, extra, '2026-01-20').installments, link: 'x', now: new Date() }));

    const lower = calendarOf({ ...zero, extraPaymentMode: 'keep-term-lower-payment' });
    expect(lower.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(11);
    expect(lower.filter((line) => line === 'SUMMARY:Loan payment due to Daniel Okafor: $86.36')).toHaveLength(10);
    expect(lower).toContain('SUMMARY:Loan payment due to Daniel Okafor: $86.40');
    expect(lower.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Installment 2 of 12 (loan KL-loan1): $86.36 as the payments so far leave it (agreed $100.00).');

    const shorter = calendarOf(zero);
    expect(shorter.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(10);
    expect(shorter.some((line) => line.includes(installmentUid('loan1', 12)))).toBe(false);
    expect(shorter).toContain('SUMMARY:Loan payment due to Daniel Okafor: $50.00');
  });
});

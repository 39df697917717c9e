import { describe, expect, it } from 'vitest';
import { buildLedger } from '@kinloan/domain';
import { csvField, defused, dollars, ledgerCsv } from './ledger-csv';
import { servicedLoan, storedPayment } from './servicing-test-support';
import { ledgerTermsOf } from './servicing-state';

/** Splits CSV text into rows of fields per RFC 4180 (quoted fields may hold commas, quotes and CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}

describe('CSV fields', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['line\nbreak', '"line\nbreak"'],
    [' padded ', '" padded "'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', '\'=HYPERLINK("http://evil.example","click")'],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tindent', "'\tindent"],
    ['Rent, March', 'Rent, March'],
    ['a=b', 'a=b'],
  ])('defuses formula-looking text %j', (value, expected) => {
    expect(defused(value)).toBe(expected);
  });

  it('writes cents as plain dollar numbers', () => {
    expect([0, 5, 42_575, 500_000, -120].map(dollars)).toEqual(['0.00', '0.05', '425.75', '5000.00', '-1.20']);
  });
});

describe('the ledger CSV', () => {
  const loan = servicedLoan();
  const payments = [
    storedPayment({ id: 'p000002', amountCents: 42_575, paidOn: '2026-02-01', note: '=cmd|" /C calc"!A0' }),
    storedPayment({ id: 'p000003', amountCents: 50_000, paidOn: '2026-03-01', method: 'check', note: 'March, with "extra"\nthanks', recordedBy: 'borrower' }),
    storedPayment({ id: 'p000004', amountCents: 10_000, paidOn: '2026-03-05', status: 'pending-confirmation', method: 'cash', recordedBy: 'borrower' }),
  ];
  const confirmed = payments.filter((p) => p.status === 'confirmed');
  const ledger = buildLedger(ledgerTermsOf(loan), confirmed, '2026-04-20');
  const text = ledgerCsv(ledger, payments);
  const rows = parseCsv(text.replace(/^\uFEFF/, ''));

  it('starts with a byte-order mark and ends every line in CRLF', () => {
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/"[^"]*"/g, '').split('\n').every((line, i, all) => i === all.length - 1 || line.endsWith('\r'))).toBe(true);
  });

  it('lists every installment, scheduled against paid, with its status', () => {
    expect(rows[0]).toEqual(['Installments']);
    expect(rows[1]).toEqual(['Installment', 'Due date', 'Scheduled payment', 'Interest', 'Principal', 'Paid', 'Paid on', 'Status', 'Running balance (as scheduled)', 'Due as the payments so far leave it']);
    expect(rows[2]).toEqual(['1', '2026-02-01', '425.75', '16.67', '409.08', '425.75', '2026-02-01', 'Paid', '4590.92', '425.75']);
    expect(rows[3]?.slice(0, 2)).toEqual(['2', '2026-03-01']);
    expect(rows[3]?.[7]).toBe('Paid');
    // April's installment, 19 days past due with a 10-day grace period.
    expect(rows[4]?.slice(0, 2)).toEqual(['3', '2026-04-01']);
    expect(rows[4]?.[7]).toBe('Late');
    expect(rows[13]?.slice(0, 2)).toEqual(['12', '2027-01-01']);
    expect(rows[13]?.[7]).toBe('Upcoming');
    expect(rows[13]?.[8]).toBe('0.00');
    // The last installment as the payments so far leave it: the figure its reminder will ask for.
    expect(rows[13]?.[9]).toBe(dollars(ledger.installments[11]!.dueCents));
  });

  it('names an installment extra principal made unnecessary, asking nothing for it', () => {
    const extra = buildLedger(ledgerTermsOf(loan), [{ id: 'x', amountCents: 200_000, paidOn: '2026-02-01' }], '2026-02-02');
    const extraRows = parseCsv(ledgerCsv(extra, []).replace(/^\uFEFF/, ''));
    const last = extraRows[13]!;
    expect(last.slice(0, 2)).toEqual(['12', '2027-01-01']);
    expect([last[7], last[9]]).toEqual(['Not needed', '0.00']);
  });

  it('then lists the payments: confirmed ones with their split, the others without', () => {
    expect(rows[14]).toEqual(['']);
    expect(rows[15]).toEqual(['Payments']);
    expect(rows[16]).toEqual(['Date', 'Amount', 'Interest', 'Principal', 'Extra principal', 'Balance after', 'Method', 'Status', 'Recorded by', 'Note']);
    const [first, second] = ledger.payments;
    expect(rows[17]).toEqual([
      '2026-02-01', '425.75', dollars(first!.interestCents), dollars(first!.principalCents), '0.00', dollars(first!.balanceAfterCents),
      'Zelle', 'Confirmed', 'Lender', '\'=cmd|" /C calc"!A0',
    ]);
    expect(rows[18]).toEqual([
      '2026-03-01', '500.00', dollars(second!.interestCents), dollars(second!.principalCents), dollars(second!.extraPrincipalCents),
      dollars(second!.balanceAfterCents), 'Check', 'Confirmed', 'Borrower', 'March, with "extra"\nthanks',
    ]);
    expect(second!.extraPrincipalCents).toBe(7_425);
    expect(rows[19]).toEqual(['2026-03-05', '100.00', '', '', '', '', 'Cash', 'Waiting for confirmation', 'Borrower', '']);
    expect(rows).toHaveLength(20);
  });

  it('never lets a note start a cell with a formula character', () => {
    expect(text).not.toMatch(/(^|,)"?[=+\-@]/m);
  });
});

import { describe, expect, it } from 'vitest';
import { taxStatementCsv } from './tax-statement-csv';
import { sampleTaxStatement } from './tax-statement-test-support';

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('taxStatementCsv', () => {
  it('lists the figures, each payment with its split, the late fee and the forgone interest, in plain dollars', () => {
    const csv = taxStatementCsv(sampleTaxStatement());
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = lines(csv);
    for (const expected of [
      'Tax-year statement,2028',
      'Period,"January 1 to April 15, 2028 (the year so far)"',
      'Balance on January 1,24000.00',
      'Interest received,0.00',
      'Principal repaid,3500.00',
      'Of which extra principal,500.00',
      'Total paid,3500.00',
      'Late fees that applied,50.00',
      'Balance on 2028-04-15,20500.00',
      'Date,Amount,Interest,Principal,Extra principal,Balance after',
      '2028-01-01,1000.00,0.00,1000.00,0.00,23000.00',
      '2028-02-01,1500.00,0.00,1500.00,500.00,21500.00',
      '2028-03-20,1000.00,0.00,1000.00,0.00,20500.00',
      '3,2028-03-01,2028-03-12,25.00',
      '4,2028-04-01,2028-04-12,25.00',
    ]) {
      expect(rows).toContain(expected);
    }
    expect(rows.some((row) => row.startsWith('Forgone interest (IRC 7872) at the short-term AFR 3.56%,'))).toBe(true);
    expect(csv).toContain('not tax advice');
  });

  it('names the borrower\'s side as interest paid, and keeps typed names from running as formulas', () => {
    const rows = lines(taxStatementCsv(sampleTaxStatement({ yourLoanRole: 'borrower', lenderName: '=HYPERLINK("x")' })));
    expect(rows).toContain('Interest paid,0.00');
    expect(rows).toContain(`Lender,"'=HYPERLINK(""x"")"`);
  });

  it('has no forgone-interest lines for a loan outside §7872', () => {
    const csv = taxStatementCsv(sampleTaxStatement({ forgoneInterest: null, lateFees: [], lateFeeNote: null }));
    expect(csv).not.toContain('Forgone interest');
    expect(csv).not.toContain('Fee applied on');
    expect(csv).not.toContain('About late fees');
  });
});

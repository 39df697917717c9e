import { describe, expect, it } from 'vitest';
import { sampleTaxStatement } from '../loans/tax-statement-test-support';
import { parsePdf } from './pdf-reader-test-support';
import { renderTaxStatementPdf } from './tax-statement-pdf';

const HASH = 'a'.repeat(64);
const render = (overrides: Parameters<typeof sampleTaxStatement>[0] = {}) =>
  renderTaxStatementPdf({ statement: sampleTaxStatement(overrides), figuresSha256: HASH, generatedAt: '2028-04-15T12:00:00.000Z' });

describe('renderTaxStatementPdf', () => {
  it('prints the year\'s figures, every payment with its split, the late fees and the §7872 section', async () => {
    const pdf = await parsePdf(await render());
    const text = pdf.text.replace(/\s+/g, ' ');
    for (const expected of [
      'Tax-Year Statement 2028',
      'January 1 to April 15, 2028 (the year so far)',
      'For the lender',
      'Maria Lopez',
      'Sam Lopez',
      'Balance on January 1 $24,000.00',
      'Interest received $0.00',
      'Principal repaid $3,500.00 (of which extra: $500.00)',
      'Late fees that applied $50.00',
      'Balance on April 15, 2028 $20,500.00',
      'February 1, 2028 $1,500.00 $0.00 $1,500.00 $500.00 $21,500.00',
      'March 20, 2028 $1,000.00 $0.00 $1,000.00 $0.00 $20,500.00',
      'Installment 3',
      'Below-market loan: forgone interest (IRC §7872)',
      '3.56% short-term, February 2026 (Rev. Rul. 2026-3)',
      '$100,000',
      'not tax advice',
      'Page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdf.info.Title).toBe('Tax-Year Statement 2028 KL-loanTax2028');
  });

  it('words the borrower\'s side as interest paid and leaves out the §7872 section when it does not apply', async () => {
    const text = (await parsePdf(await render({ yourLoanRole: 'borrower', forgoneInterest: null }))).text;
    expect(text).toContain('Interest paid');
    expect(text).not.toContain('7872');
    expect(text).toContain('not tax advice');
  });

  it('is the same bytes for the same input', async () => {
    expect(Buffer.from(await render()).equals(Buffer.from(await render()))).toBe(true);
  });
});

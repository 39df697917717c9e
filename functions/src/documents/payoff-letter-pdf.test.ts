import { describe, expect, it } from 'vitest';
import { parsePdf } from './pdf-reader-test-support';
import { PAYOFF_STATUS_LABEL, renderPayoffLetterPdf } from './payoff-letter-pdf';
import { ledger, samplePayoffInput as input } from './payoff-letter-pdf-test-support';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('renderPayoffLetterPdf', () => {
  it('states the note paid in full, its totals from the ledger, the release and the record of issue', async () => {
    const pdf = await parsePdf(await renderPayoffLetterPdf(input));
    const text = flat(pdf.text);
    for (const expected of [
      'Payoff and Release Letter',
      'PL-Qw2Kd9gft3LmN8pR4sT6',
      'Promissory Note and Loan Agreement KL-Qw2Kd9gft3LmN8pR4sT6',
      'Maya Grace Okafor (the Lender)',
      'Daniel Okafor (the Borrower)',
      'is paid in full',
      'b'.repeat(64),
      `Principal repaid $12,000.00`,
      `Interest paid ${formatted(ledger.totals.interestPaidCents)}`,
      `Total paid ${formatted(ledger.totals.paidCents)} in 36 payments`,
      'Balance owed $0.00',
      'releases the Borrower from every obligation to repay principal and interest under the note KL-Qw2Kd9gft3LmN8pR4sT6',
      'Marked paid off January 5, 2027 at 18:22:40 UTC by Daniel Okafor (the Borrower)',
      '203.0.113.24 (forwarded for 203.0.113.24, 10.0.0.2)',
      'each confirmed as received from the Lender\'s account Mq7Lk2Jd9QwLmN8pR4sT6vX2yZ1',
      input.documentSha256,
      PAYOFF_STATUS_LABEL,
    ]) {
      expect(text).toContain(expected);
    }
    // Every payment, with its split.
    expect(text).toContain('36 January 1, 2027');
    expect(pdf.info['Title']).toBe('Payoff and Release Letter PL-Qw2Kd9gft3LmN8pR4sT6');
  });

  it('prints the verification code and the hash on every page', async () => {
    const pdf = await parsePdf(await renderPayoffLetterPdf(input));
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    expect(pdf.pages.length).toBeLessThanOrEqual(3);
    pdf.pages.forEach((page, index) => {
      expect(page).toContain('Verify this document at https://kinloan.com/verify with code 7K3M-Q9XD-2PHA');
      expect(page).toContain(`Page ${index + 1} of ${pdf.pages.length}`);
      expect(page).toContain(`Document SHA-256 ${input.documentSha256.slice(0, 16)}`);
    });
  });

  it('says when a letter was issued later, and at whose request, beside who marked the loan paid off', async () => {
    const later = { ...input, generatedAt: '2027-03-10T09:00:00.000Z', issue: { ...input.issue, at: '2027-03-10T09:00:00.000Z', markedPaidOff: { byRole: 'Lender' as const, byName: 'Maya Grace Okafor', at: '2027-01-05T18:22:40.000Z' } } };
    const text = flat((await parsePdf(await renderPayoffLetterPdf(later))).text);
    expect(text).toContain('Marked paid off January 5, 2027 at 18:22:40 UTC by Maya Grace Okafor (the Lender)');
    expect(text).toContain('Letter issued March 10, 2027 at 09:00:00 UTC at the request of Daniel Okafor (the Borrower), signed in as daniel.okafor.family.loans@example.com');
    expect(text).toContain('at the request below, after the loan had been marked paid off');
  });

  it('makes the same bytes from the same input', async () => {
    expect(Buffer.from(await renderPayoffLetterPdf(input)).equals(Buffer.from(await renderPayoffLetterPdf(input)))).toBe(true);
  });
});

function formatted(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

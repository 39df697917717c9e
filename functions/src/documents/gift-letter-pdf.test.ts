import { MORTGAGE_FRAUD_WARNING, NO_REPAYMENT_STATEMENT } from '@kinloan/domain';
import { describe, expect, it } from 'vitest';
import { NOT_FINAL_MARK, renderGiftLetterPdf } from './gift-letter-pdf';
import { sampleGiftLetter, signedGiftInput } from './gift-letter-pdf-test-support';
import { DRAFT_MARK } from './pdf-page-chrome';
import { parsePdf } from './pdf-reader-test-support';

const letter = sampleGiftLetter();
const signed = signedGiftInput(letter);
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('renderGiftLetterPdf', () => {
  it('prints everything a US mortgage lender asks a gift letter for', async () => {
    const pdf = await parsePdf(await renderGiftLetterPdf(signed));
    for (const expected of [
      'Gift Letter',
      'GL-gft3Kd9Qw2',
      // the donor: name, address, phone, relationship
      'Grace Ifeoma Okafor',
      '15 Lakeview Dr, Unit 2, Bend, OR 97701',
      '(503) 555-0188',
      'Relationship to the gift recipient: Parent',
      // the recipient
      'Zoë O’Brien',
      '88 Valencia St, San Francisco, CA 94103',
      // the gift
      '$25,000.00 (Twenty-Five Thousand Dollars and 00/100)',
      'Planned date of transfer On or before April 15, 2026',
      'Savings account at Columbia Credit Union (Joint savings with my husband)',
      '742 Evergreen Ter, Springfield, OR 97477',
      'Rocket Mortgage',
      'RM-2026-0042',
      // the statements
      NO_REPAYMENT_STATEMENT,
      'WARNING: A GIFT LETTER FOR A LOAN IS MORTGAGE FRAUD',
      MORTGAGE_FRAUD_WARNING.replace('§', '§'),
      'Form 709',
      // signatures, dates and the audit trail
      "DONOR'S SIGNATURE",
      "GIFT RECIPIENT'S SIGNATURE",
      'Signed electronically March 20, 2026 at 17:04:11 UTC',
      'Signed electronically March 21, 2026 at 09:15:03 UTC',
      'Electronic signature audit trail',
      '203.0.113.24',
      '2001:db8:85a3::8a2e:370:7334',
      // the statements each signer affirmed, word for word, and who was signed in
      'I confirm this money is a gift. I do not expect it to be paid back, in cash or in services, now or later.',
      'I agree to receive this letter and its records electronically and to sign it electronically.',
      'signed in as grace.ifeoma.okafor@example.com',
      signed.documentSha256,
      signed.signatures[0]!.audit.documentSha256,
      'Signed by the donor and the gift recipient, final',
    ]) {
      expect(flat(pdf.text)).toContain(expected);
    }
    expect(pdf.text).not.toContain('DRAFT');
  });

  it('never calls the gift recipient a borrower: the letter says the money is not a loan', async () => {
    const pdf = await parsePdf(await renderGiftLetterPdf(signed));
    expect(flat(pdf.text)).toContain('GIFT RECIPIENT (HOME BUYER)');
    expect(pdf.text).not.toMatch(/borrower/i);
  });

  it('fits on one to two pages as executed, with the tax notice, verification, header, footer and page numbers', async () => {
    const verification = { code: 'ZZ00-AB12-CD34', checkUrl: 'https://kinloan.example/verify' };
    const pdf = await parsePdf(await renderGiftLetterPdf({ ...signed, verification }));
    expect(flat(pdf.text)).toContain('Form 709');
    expect(pdf.pages.length).toBeGreaterThanOrEqual(1);
    expect(pdf.pages.length).toBeLessThanOrEqual(2);
    pdf.pages.forEach((page, index) => {
      expect(page).toContain('Letter GL-gft3Kd9Qw2');
      expect(page).toContain(`Page ${index + 1} of ${pdf.pages.length}`);
    });
  });

  it('embeds both drawn signatures and falls back to the typed name', async () => {
    const drawn = await parsePdf(await renderGiftLetterPdf(signed));
    expect(drawn.imagesPerPage.reduce((a, b) => a + b, 0)).toBe(2);
    const typed = await parsePdf(await renderGiftLetterPdf(signedGiftInput(letter, { drawn: false })));
    expect(typed.imagesPerPage.reduce((a, b) => a + b, 0)).toBe(0);
    expect(typed.text).toContain('/Grace Ifeoma Okafor/');
  });

  it('marks a draft and a signed-but-not-final letter on every page', async () => {
    const draft = await parsePdf(await renderGiftLetterPdf({ ...signed, status: 'draft', signatures: [] }));
    expect(draft.text).toContain(DRAFT_MARK);
    expect(draft.text).toContain('Not signed yet');
    expect(draft.text).toContain('No one has signed this letter yet.');
    for (const page of draft.pages) expect(page).toContain(DRAFT_MARK);
    const pending = await parsePdf(await renderGiftLetterPdf({ ...signed, status: 'signed-by-both' }));
    for (const page of pending.pages) expect(page).toContain(NOT_FINAL_MARK);
  });

  it('leaves out the gift-tax notice under the exclusion, and says when lender and loan are unknown', async () => {
    const small = sampleGiftLetter({ amountCents: 1_500_000, mortgageLender: undefined, loanNumber: undefined, transferStatus: 'transferred' });
    const pdf = await parsePdf(await renderGiftLetterPdf(signedGiftInput(small)));
    expect(pdf.text).not.toContain('Form 709');
    expect(flat(pdf.text)).toContain('Mortgage lender Not yet known');
    expect(flat(pdf.text)).toContain('Date of transfer April 15, 2026');
  });

  it('prints the executed letter\'s verification code and where to check it on every page', async () => {
    const verification = { code: 'ZZ00-AB12-CD34', checkUrl: 'http://localhost:5000/verify' };
    const pdf = await parsePdf(await renderGiftLetterPdf({ ...signed, verification }));
    for (const page of pdf.pages) expect(page).toContain('Verify this document at http://localhost:5000/verify with code ZZ00-AB12-CD34');
    expect(flat(pdf.text)).toContain('Verification code ZZ00-AB12-CD34, checked by anyone at http://localhost:5000/verify');
    expect((await parsePdf(await renderGiftLetterPdf(signed))).text).not.toContain('Verify this document');
  });

  it('sets the document metadata', async () => {
    const pdf = await parsePdf(await renderGiftLetterPdf(signed));
    expect(pdf.info).toMatchObject({ Title: 'Gift Letter GL-gft3Kd9Qw2', Producer: 'Kinloan', Creator: 'Kinloan' });
    expect(String(pdf.info.Subject)).toContain(signed.documentSha256);
  });

  it('is deterministic for the same input', async () => {
    const [a, b] = await Promise.all([renderGiftLetterPdf(signed), renderGiftLetterPdf(signed)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});

import { buildLoanAgreement, formatLongDate, formatUsd } from '@kinloan/domain';
import { describe, expect, it } from 'vitest';
import { BORROWER, drawnSignaturePng, LENDER, sampleAgreement, signedInput, TERMS } from './agreement-pdf-test-support';
import { renderLoanAgreementPdf, type AgreementPdfInput } from './loan-agreement-pdf';
import { parsePdf } from './pdf-reader-test-support';

const imageCount = (pdf: { imagesPerPage: number[] }) => pdf.imagesPerPage.reduce((a, b) => a + b, 0);

const agreement = sampleAgreement();
const signed = signedInput(agreement);

describe('renderLoanAgreementPdf', () => {
  it('prints the key terms, parties, law, notice, totals and hashes of a signed agreement', async () => {
    const pdf = await parsePdf(await renderLoanAgreementPdf(signed));
    for (const expected of [
      'Promissory Note and Loan Agreement',
      'KL-req7Hq2Xw9',
      '$12,000.00',
      'Twelve Thousand Dollars and 00/100',
      '5.25% fixed, simple interest',
      '24 months',
      'First payment date March 1, 2026',
      'Maya Adaeze Okafor',
      'Zoë O’Brien',
      '1200 SE Morrison St, Apt 4, Portland, OR 97214',
      'the laws of the State of California',
      'This note is not a negotiable instrument',
      'Totals ' + [agreement.totals.totalPaidCents, agreement.totals.totalInterestCents, agreement.totals.totalPrincipalCents].map(formatUsd).join(' '),
      signed.documentSha256,
      'signed in as maya.okafor@example.com',
      'I, Maya Adaeze Okafor, sign this Promissory Note and Loan Agreement electronically.',
      'Drawn signature SHA-256 ' + 'd'.repeat(64),
      'IP address 203.0.113.24 (forwarded for 198.51.100.9, 203.0.113.24); browser',
      '203.0.113.24',
      '2001:db8:85a3::8a2e:370:7334',
      'January 20, 2026 at 17:04:11 UTC',
      'Electronic signature audit trail',
      'Signed by both parties and executed',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).not.toContain('DRAFT');
  });

  it('prints every clause and every schedule row', async () => {
    const pdf = await parsePdf(await renderLoanAgreementPdf(signed));
    for (const section of agreement.sections) expect(pdf.text).toContain(section.heading);
    for (const row of agreement.schedule) {
      const cells = [row.paymentCents, row.interestCents, row.principalCents, row.balanceCents].map(formatUsd);
      expect(pdf.text).toContain(`${row.number} ${formatLongDate(row.dueDate)} ${cells.join(' ')}`);
    }
  });

  it('sets the document metadata', async () => {
    const pdf = await parsePdf(await renderLoanAgreementPdf(signed));
    expect(pdf.info).toMatchObject({
      Title: 'Promissory Note and Loan Agreement KL-req7Hq2Xw9',
      Producer: 'Kinloan',
      Creator: 'Kinloan',
    });
    expect(String(pdf.info.Subject)).toContain(signed.documentSha256);
  });

  it('embeds a drawn signature image, and prints the typed name when there is none', async () => {
    const withDrawing = await parsePdf(await renderLoanAgreementPdf(signed));
    expect(imageCount(withDrawing)).toBe(1);
    const typedOnly = await parsePdf(await renderLoanAgreementPdf(signedInput(agreement, { drawn: false })));
    expect(imageCount(typedOnly)).toBe(0);
    expect(typedOnly.text).toContain('/Maya Adaeze Okafor/');
  });

  it('still renders when a drawn signature does not decode', async () => {
    const [first, second] = signed.signatures;
    const broken: AgreementPdfInput = {
      ...signed,
      signatures: [{ ...first!, drawnSignaturePng: 'data:image/png;base64,iVBORw0KGgoAAAA' }, second!],
    };
    const pdf = await parsePdf(await renderLoanAgreementPdf(broken));
    expect(imageCount(pdf)).toBe(0);
    expect(pdf.text).toContain('Maya Adaeze Okafor');
  });

  it('marks a draft on every page and shows who has not signed', async () => {
    const draft = await parsePdf(await renderLoanAgreementPdf({ ...signed, status: 'draft', signatures: [] }));
    for (const page of draft.pages) expect(page).toContain('DRAFT — NOT SIGNED');
    expect(draft.text).toContain('Not signed yet');
    expect(draft.text).toContain('No one has signed this agreement yet.');
  });

  it('shows what the borrower still has to complete before they have', async () => {
    const pending = buildLoanAgreement({
      requestId: 'req7Hq2Xw9',
      terms: TERMS,
      lender: LENDER,
      borrower: { ...BORROWER, firstName: '', lastName: '', email: '', phone: '', address: { line1: '', line2: '', city: '', state: '', zipCode: '' } },
    });
    const pdf = await parsePdf(
      await renderLoanAgreementPdf({ ...signedInput(pending), status: 'partially-signed', signatures: [signed.signatures[0]!] }),
    );
    expect(pdf.text).toContain('[to be completed by the borrower]');
    expect(pdf.text).toContain('Signed by one party, awaiting the other');
    // One signature binds no one: every page says so, and nothing reads as the executed agreement.
    for (const page of pdf.pages) expect(page).toContain('NOT YET SIGNED BY BOTH');
    expect(pdf.text).not.toContain('DRAFT');
  });

  it('writes names the standard fonts cannot encode as near as they can', async () => {
    const foreign = buildLoanAgreement({
      requestId: 'req1',
      terms: TERMS,
      lender: { ...LENDER, firstName: 'Đorđe', lastName: 'Łukasiewicz' },
      borrower: { ...BORROWER, firstName: '李', lastName: 'Nguyễn' },
    });
    const pdf = await parsePdf(await renderLoanAgreementPdf({ ...signedInput(foreign), status: 'draft', signatures: [] }));
    expect(pdf.text).toContain('Dorde Adaeze Lukasiewicz');
    expect(pdf.text).toContain('? Nguyen');
  });

  it('paginates a 480-month loan with the header, footer and table header on every page', async () => {
    const long = sampleAgreement({ termMonths: 480, annualRateBps: 400 });
    const pdf = await parsePdf(await renderLoanAgreementPdf(signedInput(long)));
    expect(pdf.pages.length).toBeGreaterThan(5);
    pdf.pages.forEach((page, index) => {
      expect(page).toContain('Agreement KL-req7Hq2Xw9');
      expect(page).toContain(`Page ${index + 1} of ${pdf.pages.length}`);
    });
    const schedulePages = pdf.pages.filter((page) => /\b\d{2,3} \w+ \d{1,2}, \d{4} \$/.test(page));
    expect(schedulePages.length).toBeGreaterThan(5);
    for (const page of schedulePages) expect(page).toContain('No. Due date Payment Interest Principal Balance');
    expect(pdf.text).toContain(`480 February 1, 2066`);
    expect(pdf.text).toContain(`Totals ${formatUsd(long.totals.totalPaidCents)} ${formatUsd(long.totals.totalInterestCents)}`);
  });

  it('prints the executed document\'s verification code and where to check it on every page, and none on a draft', async () => {
    const verification = { code: '7K3M-Q9XD-2PHA', checkUrl: 'https://kinloan.com/verify' };
    const pdf = await parsePdf(await renderLoanAgreementPdf({ ...signedInput(sampleAgreement({ termMonths: 120 })), verification }));
    expect(pdf.pages.length).toBeGreaterThan(2);
    for (const page of pdf.pages) expect(page).toContain('Verify this document at https://kinloan.com/verify with code 7K3M-Q9XD-2PHA');
    expect(pdf.text).toContain('Verification code 7K3M-Q9XD-2PHA, checked by anyone at https://kinloan.com/verify');
    const draft = await parsePdf(await renderLoanAgreementPdf({ ...signed, status: 'draft' }));
    expect(draft.text).not.toContain('Verify this document');
    expect(draft.text).not.toContain('Verification code');
  });

  it('renders the same bytes for the same input', async () => {
    const a = await renderLoanAgreementPdf(signed);
    const b = await renderLoanAgreementPdf(signed);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(drawnSignaturePng()).toBe(drawnSignaturePng());
  });
});


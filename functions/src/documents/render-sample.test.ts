import { writeFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { renderLoanAgreementPdf } from './loan-agreement-pdf';
import { sampleAgreement, signedInput } from './agreement-pdf-test-support';

// Writes sample PDFs to look at (pdftoppm): KINLOAN_PDF_SAMPLE=/tmp/agreement-sample.pdf
const target = process.env.KINLOAN_PDF_SAMPLE;

describe.runIf(target)('agreement PDF sample', () => {
  it('renders a signed 24-month agreement and a 480-month draft', async () => {
    const path = target ?? '';
    writeFileSync(path, await renderLoanAgreementPdf(signedInput(sampleAgreement())));
    const long = sampleAgreement({ termMonths: 480, annualRateBps: 400 });
    writeFileSync(path.replace(/\.pdf$/, '-draft-480.pdf'), await renderLoanAgreementPdf({ ...signedInput(long), status: 'draft', signatures: [] }));
  });
});

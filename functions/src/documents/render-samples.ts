import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sampleAgreement, signedInput } from './agreement-pdf-test-support';
import { renderGiftLetterPdf } from './gift-letter-pdf';
import { sampleGiftLetter, signedGiftInput } from './gift-letter-pdf-test-support';
import { renderLoanAgreementPdf } from './loan-agreement-pdf';
import { renderPayoffLetterPdf } from './payoff-letter-pdf';
import { samplePayoffInput } from './payoff-letter-pdf-test-support';
import { renderTaxStatementPdf } from './tax-statement-pdf';
import { sampleTaxStatement } from '../loans/tax-statement-test-support';

/**
 * `npm run pdf:samples [-- <folder>]`: writes sample agreements, gift letters, a payoff letter and a tax-year statement to look at
 * (e.g. `pdftoppm -png -r 70 <file> <prefix>`) after changing a document's layout.
 */
async function main(folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const agreement = signedInput(sampleAgreement());
  const long = signedInput(sampleAgreement({ termMonths: 480, annualRateBps: 400 }));
  const gift = signedGiftInput(sampleGiftLetter());
  const samples: [string, Promise<Uint8Array>][] = [
    ['agreement-signed-24.pdf', renderLoanAgreementPdf(agreement)],
    ['agreement-draft-480.pdf', renderLoanAgreementPdf({ ...long, status: 'draft', signatures: [] })],
    ['gift-letter-executed.pdf', renderGiftLetterPdf(gift)],
    ['gift-letter-draft.pdf', renderGiftLetterPdf({ ...gift, status: 'draft', signatures: [] })],
    ['payoff-letter-36.pdf', renderPayoffLetterPdf(samplePayoffInput)],
    ['tax-statement-2028.pdf', renderTaxStatementPdf({ statement: sampleTaxStatement(), figuresSha256: 'a'.repeat(64), generatedAt: '2028-04-15T12:00:00.000Z' })],
  ];
  for (const [name, pdf] of samples) {
    const path = join(folder, name);
    writeFileSync(path, await pdf);
    console.log(`wrote ${path}`);
  }
}

void main(resolve(process.argv[2] ?? 'test-output/pdf-samples'));

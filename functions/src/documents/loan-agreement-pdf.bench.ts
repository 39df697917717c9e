import { bench, describe } from 'vitest';
import { sampleAgreement, signedInput } from './agreement-pdf-test-support';
import { renderLoanAgreementPdf } from './loan-agreement-pdf';

// The longest loan Kinloan schedules: 480 rows, about 14 pages, both signatures with a drawing.
const longest = signedInput(sampleAgreement({ termMonths: 480, annualRateBps: 400 }));

describe('agreement PDF', () => {
  bench('render a signed 480-month agreement', async () => {
    await renderLoanAgreementPdf(longest);
  });
});

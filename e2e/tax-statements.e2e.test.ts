import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { addCalendarMonths, formatUsd, type TaxYearStatementResponse } from '@kinloan/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, person, v1, type Person } from '../emulators/integration/support/loans';
import { servicedLoanBetween } from '../emulators/integration/support/servicing';
import { APP, bothWidths, launchBrowser, openSignedInPage } from './browser';

/**
 * Issue 16's browser test: a $15,000 loan at 1% (below the AFR), handed over three months ago
 * through the API, with one payment the lender recorded. The borrower opens the loan record,
 * picks the year, reads the figures and the §7872 section, and downloads the PDF and the CSV;
 * the lender sees the same year as interest received.
 */

const today = new Date().toISOString().slice(0, 10);
const firstOfThisMonth = `${today.slice(0, 7)}-01`;
const handOver = `${addCalendarMonths(firstOfThisMonth, -3).slice(0, 7)}-05`;
const TERMS = {
  principalCents: 1_500_000,
  annualRateBps: 100,
  termMonths: 24,
  firstPaymentDate: addCalendarMonths(firstOfThisMonth, -2),
  purpose: 'A used car for the commute',
  lateFeeCents: 2_500,
  lateFeeGraceDays: 10,
  governingLawState: 'OR',
  disbursement: { method: 'bank-transfer', date: handOver },
};
const YEAR = Number(handOver.slice(0, 4));

describe('tax-year statements, in the browser', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];
  let borrower: Person;
  let lender: Person;
  let loanId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    [borrower, lender] = await Promise.all([person({ firstName: 'Rosa', lastName: 'Mendes' }), person({ firstName: 'Tomas', lastName: 'Mendes' })]);
    loanId = await servicedLoanBetween(borrower, lender, TERMS);
    const loan = await v1<{ ledger: { installments: { scheduled: { paymentCents: number; dueDate: string } }[] } }>('GET', `/loans/${loanId}`, { token: lender.token });
    const first = loan.body.ledger.installments[0]!.scheduled;
    const paid = await v1('POST', `/loans/${loanId}/payments`, {
      token: lender.token,
      body: { amountCents: first.paymentCents, paidOn: first.dueDate, method: 'zelle' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(paid.status).toBe(201);
  });

  afterAll(async () => {
    if (problems.length > 0) console.log(`Page problems seen during the run:\n  ${problems.join('\n  ')}`);
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  const signedInPage = (who: Person, next: string): Promise<Page> => openSignedInPage(browser, { contexts, problems }, who, PASSWORD, next);

  it('the borrower picks the year on the loan record, reads the statement and downloads it; the lender sees interest received', async () => {
    const expected = (await v1<TaxYearStatementResponse>('GET', `/loans/${loanId}/taxStatements/${YEAR}`, { token: borrower.token })).body;
    expect(expected.forgoneInterest?.forgoneInterestCents).toBeGreaterThan(0);

    const page = await signedInPage(borrower, `/${loanId}/loan-record`);
    await page.getByRole('heading', { name: 'Loan record', level: 1 }).waitFor();
    const years = page.getByRole('navigation', { name: 'Tax years' });
    await years.getByRole('link', { name: String(YEAR) }).click();
    await page.waitForURL(`${APP}/${loanId}/loan-record/tax-statements/${YEAR}`);
    await page.getByRole('heading', { name: `Tax-year statement ${YEAR}`, level: 1 }).waitFor();
    await page.getByText('Interest paid').waitFor();
    expect(await page.getByText('Interest paid').locator('xpath=following-sibling::dd[1]').textContent()).toBe(formatUsd(expected.interestCents));
    const rows = page.getByRole('region', { name: `Confirmed payments in ${YEAR}` }).getByRole('row');
    expect(await rows.count()).toBe(1 + expected.payments.length);
    await page.getByRole('heading', { name: 'Below-market loan: forgone interest (IRC §7872)' }).waitFor();
    await page.getByText(formatUsd(expected.forgoneInterest!.forgoneInterestCents), { exact: true }).waitFor();
    await page.getByText(/not tax advice/).first().waitFor();
    await bothWidths(page, '90-tax-statement-borrower', 390);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`kinloan-${loanId}-statement-${YEAR}.pdf`);
    expect((await readFile((await pdf.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe(`kinloan-${loanId}-statement-${YEAR}.csv`);
    expect(await readFile((await csv.path()) ?? '', 'utf8')).toContain(`Interest paid,${(expected.interestCents / 100).toFixed(2)}`);

    const lenderPage = await signedInPage(lender, `/${loanId}/loan-record/tax-statements/${YEAR}`);
    await lenderPage.getByRole('heading', { name: `Tax-year statement ${YEAR}`, level: 1 }).waitFor();
    await lenderPage.getByText('Interest received').waitFor();
    await bothWidths(lenderPage, '91-tax-statement-lender', 390);

    // The loan record's own section, for the screenshots.
    await lenderPage.getByRole('link', { name: 'Back to the loan record' }).click();
    await lenderPage.getByRole('heading', { name: 'Tax-year statements' }).waitFor();
    await bothWidths(lenderPage, '92-loan-record-tax-years', 390);
  });
});

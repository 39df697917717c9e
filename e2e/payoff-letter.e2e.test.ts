import { readFile } from 'node:fs/promises';
import { buildLedger, formatUsd, formatVerificationCode, payoffAmountCents, type LoanResponse } from '@kinloan/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePdf } from '../functions/src/documents/pdf-reader-test-support';
import { PASSWORD, type Person } from '../emulators/integration/support/loans';
import { MONTHLY, PAST_LEDGER_TERMS, pay, paymentBody, servicedLoan, v1 } from '../emulators/integration/support/servicing';
import { APP, bothWidths, launchBrowser, openSignedInPage, screenshot } from './browser';

/**
 * Issue 16, the payoff letter, in the browser: the borrower records her last payment, the
 * lender confirms it, she marks the loan paid off, and both get the payoff and release letter:
 * downloaded from the record, with its code, which the public check answers as a payoff letter.
 */

const LAST_PAID_ON = '2026-03-01';
const dollars = (cents: number) => (cents / 100).toFixed(2);

describe('the payoff letter, in the browser', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];
  let borrower: Person;
  let lender: Person;
  let loanId: string;
  let rest: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Maya borrows $5,000 from Daniel; he has recorded February's installment, confirmed at once.
    const pair = await servicedLoan();
    [borrower, lender, loanId] = [pair.maya, pair.daniel, pair.loanId];
    expect((await pay(lender, loanId, paymentBody())).status).toBe(201);
    const position = buildLedger(PAST_LEDGER_TERMS, [{ id: 'a', amountCents: MONTHLY, paidOn: '2026-02-01' }], LAST_PAID_ON).position;
    rest = payoffAmountCents(position, LAST_PAID_ON);
  });

  afterAll(async () => {
    if (problems.length > 0) console.log(`Page problems seen during the run:\n  ${problems.join('\n  ')}`);
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  const signedInPage = (who: Person, next: string): Promise<Page> => openSignedInPage(browser, { contexts, problems }, who, PASSWORD, next);

  it('the last payment, confirmed, the loan marked paid off, and the letter downloaded and checked', async () => {
    // ---- The borrower records the rest ----
    const page = await signedInPage(borrower, `/${loanId}/loan-record`);
    await page.getByRole('heading', { name: 'Loan record', level: 1 }).waitFor();
    await page.getByLabel('Amount paid').fill(dollars(rest));
    await page.getByLabel('Date paid').fill(LAST_PAID_ON);
    await page.getByLabel('How it was paid').selectOption('bank-transfer');
    await page.getByRole('button', { name: 'Record the payment' }).click();
    await page.getByText(`Recorded: ${formatUsd(rest)}.`).waitFor();

    // ---- The lender confirms it ----
    const lenderPage = await signedInPage(lender, `/${loanId}/loan-record`);
    await lenderPage.getByRole('heading', { name: 'Payments (1 to confirm)' }).waitFor();
    await lenderPage.getByRole('button', { name: /^Confirm the payment of/ }).click();
    await lenderPage.getByRole('heading', { name: 'Payments', exact: true }).waitFor();

    // ---- The borrower marks it paid off ----
    await page.goto(`${APP}/${loanId}/loan-end`);
    await page.getByRole('radio', { name: /Paid off/ }).check();
    await page.getByLabel('End date').fill('2026-03-02');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Both of you get a payoff and release letter saying the note is paid in full.').waitFor();
    await page.getByRole('button', { name: 'Yes, end the loan' }).click();
    await page.getByRole('heading', { name: 'The loan is paid off', level: 1 }).waitFor();
    await page.getByTestId('payoff-letter').waitFor();
    await bothWidths(page, '95-loan-paid-off');

    const loan = (await v1<LoanResponse>('GET', `/loans/${loanId}`, { token: lender.token })).body;
    const code = formatVerificationCode(loan.payoffLetter!.verificationCode!);

    // ---- The lender finds it on the record and downloads it ----
    await lenderPage.reload();
    const section = lenderPage.getByRole('region', { name: 'Payoff and release letter' });
    await section.waitFor();
    expect(await section.textContent()).toContain(code);
    await bothWidths(lenderPage, '96-loan-record-payoff-letter');
    const [download] = await Promise.all([lenderPage.waitForEvent('download'), section.getByRole('button', { name: 'Download the payoff letter (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe(`kinloan-PL-${loanId}.pdf`);
    const pdf = await parsePdf(new Uint8Array(await readFile((await download.path()) ?? '')));
    expect(pdf.text).toContain('Payoff and Release Letter');
    expect(pdf.text.replace(/\s+/g, ' ')).toContain(`Total paid ${formatUsd(loan.ledger.totals.paidCents)} in 2 payments`);
    for (const printed of pdf.pages) expect(printed).toContain(`with code ${code}`);

    // ---- Its code, checked as anyone would ----
    await section.getByRole('link', { name: 'Check a Kinloan document' }).click();
    await lenderPage.waitForURL(`${APP}/verify?code=${code}`);
    const result = lenderPage.getByTestId('verify-result');
    await result.waitFor();
    expect(await result.textContent()).toContain('Payoff and release letter');
    await screenshot(lenderPage, '97-verify-payoff-letter');
    expect(problems.filter((p) => p.startsWith('uncaught'))).toEqual([]);
  });
});

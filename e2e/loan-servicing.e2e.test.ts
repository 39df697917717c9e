import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { addCalendarMonths, buildSchedule, formatUsd, type LoanResponse } from '@kinloan/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DRAWN_SIGNATURE,
  PASSWORD,
  person,
  readyForRecipientSignature,
  sendTo,
  signAs,
  signedByInitiator,
  v1,
  v2,
  type Person,
} from '../emulators/integration/support/loans';
import { sendStripeEvent, stripeEvent, stripeId } from '../emulators/src/stripe-event';
import { APP, bothWidths, launchBrowser, openSignedInPage, screenshot, SCREENSHOT_DIR } from './browser';

/**
 * Issue 5's browser test. A loan is executed quickly through the API, dated in the past so
 * payments can be recorded today, with one payment the lender already recorded. Then, in the
 * browser: the borrower records the next payment, which waits; the lender confirms it; both
 * see the balance, the ledger and the chart updated. Along the way: the receipt, the CSV
 * download, the end form's tax note and the managed-service checkout.
 */

const today = new Date().toISOString().slice(0, 10);
const firstOfThisMonth = `${today.slice(0, 7)}-01`;
/** Handed over about three months ago; the first payment was due the month after. */
const TERMS = {
  principalCents: 600_000,
  annualRateBps: 500,
  termMonths: 12,
  firstPaymentDate: addCalendarMonths(firstOfThisMonth, -2),
  purpose: 'New tires and brakes',
  lateFeeCents: 2_500,
  lateFeeGraceDays: 10,
  governingLawState: 'OR',
  disbursement: { method: 'bank-transfer', date: `${addCalendarMonths(firstOfThisMonth, -3).slice(0, 7)}-05` },
};
const SCHEDULE = buildSchedule({ ...TERMS });
const MONTHLY = SCHEDULE[0]!.paymentCents;
const dollars = (cents: number) => (cents / 100).toFixed(2);

describe('servicing a loan, in the browser', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];
  let borrower: Person;
  let lender: Person;
  let loanId: string;
  let current: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    [borrower, lender] = await Promise.all([person({ firstName: 'Amara', lastName: 'Diallo' }), person({ firstName: 'Sekou', lastName: 'Diallo' })]);
    loanId = await executedLoan(borrower, lender);
    // The first installment, recorded by the lender: confirmed at once.
    const first = await v1('POST', `/loans/${loanId}/payments`, {
      token: lender.token,
      body: { amountCents: MONTHLY, paidOn: SCHEDULE[0]!.dueDate, method: 'zelle', note: 'First one' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(first.status).toBe(201);
  });

  afterAll(async () => {
    if (problems.length > 0) console.log(`Page problems seen during the run:\n  ${problems.join('\n  ')}`);
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  async function signedInPage(who: Person, next: string): Promise<Page> {
    // The managed service's checkout link is a test-mode placeholder: answer it here instead of the internet.
    const standInCheckout = (context: BrowserContext) =>
      context.route(/^https:\/\/(buy|checkout)\.stripe\.com\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Checkout (stand-in)</h1>' }),
      );
    const page = await openSignedInPage(browser, { contexts, problems }, who, PASSWORD, next, standInCheckout);
    current = page;
    return page;
  }

  async function loanAs(who: Person): Promise<LoanResponse> {
    const answer = await v1<LoanResponse>('GET', `/loans/${loanId}`, { token: who.token });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  const balancePoints = (page: Page) => page.locator('.balance-chart__point--balance').count();
  const summaryBalance = (page: Page) => page.locator('.loan-status__grid .summary-item--main dd').first().textContent();

  it('the borrower records a payment, the lender confirms it, and the ledger and chart update', async () => {
    try {
      await journey();
    } catch (error) {
      if (current) {
        await screenshot(current, 'zz-servicing-failure').catch(() => undefined);
        console.log(`Stopped at ${current.url()}`);
      }
      throw error;
    }
  });

  async function journey(): Promise<void> {
    const before = await loanAs(borrower);
    expect(before.payments).toHaveLength(1);
    const second = SCHEDULE[1]!;

    // ---- The borrower opens the loan record ----
    const page = await signedInPage(borrower, `/${loanId}/loan-record`);
    await page.getByRole('heading', { name: 'Loan record', level: 1 }).waitFor();
    await page.getByText(`Borrowed from ${lender.fullName}`).waitFor();
    expect(await summaryBalance(page)).toBe(formatUsd(before.balanceCents));
    expect(await balancePoints(page)).toBe(2);
    await bothWidths(page, '60-loan-record-borrower');

    // ---- … and records the second installment: it waits for the lender ----
    await page.getByText(`${lender.fullName}, the lender, will be asked to confirm it`).waitFor();
    await page.getByLabel('Amount paid').fill(dollars(MONTHLY));
    await page.getByLabel('Date paid').fill(second.dueDate);
    await page.getByLabel('How it was paid').selectOption('bank-transfer');
    await page.getByRole('textbox', { name: 'Note (optional)' }).fill('Second installment');
    await page.getByRole('button', { name: 'Record the payment' }).click();
    await page.getByText(`Recorded: ${formatUsd(MONTHLY)}. ${lender.fullName} has been asked to confirm it`).waitFor();
    await page.locator('.payment--pending-confirmation').getByText('Waiting for confirmation').waitFor();
    // Not counted yet.
    expect(await summaryBalance(page)).toBe(formatUsd(before.balanceCents));
    await screenshot(page, '61-payment-recorded-borrower');

    // A payment above the payoff is refused with the payoff amount, on the amount field.
    await page.getByLabel('Amount paid').fill('60000');
    await page.getByLabel('How it was paid').selectOption('cash');
    await page.getByRole('button', { name: 'Record the payment' }).click();
    await page.getByText(/This payment is more than the loan’s balance|more than the loan's balance/).first().waitFor();
    expect(await page.getByLabel('Amount paid').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Amount paid').fill('');
    expect((await loanAs(borrower)).payments).toHaveLength(2);

    // ---- The lender's dashboard says a payment waits for her, under "Needs your action" with a count ----
    const lenderPage = await signedInPage(lender, '/dashboard');
    const needsAction = lenderPage.getByRole('region', { name: /Needs your action/ });
    await needsAction.getByRole('heading', { name: 'Needs your action (1)' }).waitFor();
    await needsAction.getByText(`A payment of ${formatUsd(MONTHLY)} from ${borrower.fullName} is waiting for your confirmation`).waitFor();
    expect(await lenderPage.getByRole('region', { name: /Active loans/ }).count()).toBe(0);
    await bothWidths(lenderPage, '67-dashboard-lender-payment-to-confirm');
    await needsAction.getByRole('link', { name: /^Confirm the payment/ }).click();

    // ---- … and confirms it ----
    await lenderPage.waitForURL(`${APP}/${loanId}/loan-record`);
    await lenderPage.getByRole('heading', { name: 'Payments (1 to confirm)' }).waitFor();
    await bothWidths(lenderPage, '62-loan-record-lender-to-confirm');
    await lenderPage.getByRole('button', { name: /^Confirm the payment of/ }).click();
    await lenderPage.getByRole('heading', { name: 'Payments', exact: true }).waitFor();

    const after = await loanAs(lender);
    expect(after.payments.map((p) => p.status)).toEqual(['confirmed', 'confirmed']);
    expect(after.balanceCents).toBeLessThan(before.balanceCents);
    await lenderPage.waitForFunction(
      (expected) => document.querySelector('.loan-status__grid .summary-item--main dd')?.textContent === expected,
      formatUsd(after.balanceCents),
    );
    expect(await balancePoints(lenderPage)).toBe(3);
    const ledgerRow = lenderPage.getByRole('region', { name: /Installments, scheduled and paid/ }).getByRole('row').nth(2);
    expect(await ledgerRow.getByRole('cell').last().textContent()).toBe('Paid');
    await bothWidths(lenderPage, '63-loan-record-lender-confirmed');

    // ---- The borrower sees it counted ----
    await page.reload();
    await page.getByRole('heading', { name: 'Loan record', level: 1 }).waitFor();
    await page.waitForFunction(
      (expected) => document.querySelector('.loan-status__grid .summary-item--main dd')?.textContent === expected,
      formatUsd(after.balanceCents),
    );
    expect(await balancePoints(page)).toBe(3);
    await page.locator('.payment--confirmed').first().waitFor();
    await screenshot(page, '64-loan-record-borrower-after');

    // ---- The ledger as a CSV file ----
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`kinloan-${loanId}-ledger.csv`);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('Installments');
    expect(csv).toContain(dollars(MONTHLY));

    // ---- The receipt, on screen and as printed ----
    const paymentId = after.payments.find((p) => p.paidOn === second.dueDate)!.id;
    await page.getByRole('link', { name: new RegExp(`Receipt for ${formatUsd(MONTHLY).replace('$', '\\$')}.*`) }).first().waitFor();
    await page.goto(`${APP}/${loanId}/loan-record/${paymentId}/payment-report`);
    await page.getByRole('table', { name: 'How the payment was applied' }).waitFor();
    await bothWidths(page, '65-payment-receipt');
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, '66-payment-receipt-print');
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // ---- Ending: the lender sees the tax note before forgiving (not sent) ----
    await lenderPage.goto(`${APP}/${loanId}/loan-end`);
    await lenderPage.getByRole('heading', { name: 'End the loan', level: 1 }).waitFor();
    await lenderPage.getByRole('radio', { name: /I forgive what is still owed/ }).check();
    await lenderPage.getByText(/counts as a gift from the lender for tax purposes/).waitFor();
    await bothWidths(lenderPage, '67-loan-end-lender-forgive');
    await page.goto(`${APP}/${loanId}/loan-end`);
    await page.getByText(/You can mark the loan paid off once the balance is \$0\.00/).waitFor();
    await screenshot(page, '68-loan-end-borrower');

    // ---- The managed service: recorded, checkout opened, state shown ----
    await page.goto(`${APP}/${loanId}/service-enrollment`);
    await page.getByRole('heading', { name: 'Managed service for this loan' }).waitFor();
    await bothWidths(page, '69-service-enrollment');
    const [checkout] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Enroll and go to checkout' }).click(),
    ]);
    await checkout.waitForLoadState();
    expect(checkout.url()).toContain(`client_reference_id=${loanId}`);
    await checkout.close();
    await page.getByText(/Checkout started on .* by you\./).waitFor();
    await screenshot(page, '70-service-enrollment-started');
    expect((await loanAs(lender)).serviceEnrollment).toMatchObject({ status: 'checkout-started' });

    // Stripe says the checkout was paid (as npm run stripe:event sends it): the page shows it.
    const paid = await sendStripeEvent(stripeEvent('checkout.session.completed', { loanId, subscriptionId: stripeId('sub') }));
    expect(paid.status, paid.text).toBe(200);
    await page.reload();
    await page.getByText(/The managed service is active for this loan/).waitFor();
    expect(await page.getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toMatch(/^https:\/\/billing\.stripe\.com\//);
    await screenshot(page, '71-service-enrollment-active');

    // ---- The dashboard links to the record ----
    await page.goto(`${APP}/dashboard`);
    await page.getByRole('link', { name: /Loan record/ }).first().click();
    await page.getByRole('heading', { name: 'Loan record', level: 1 }).waitFor();

    expect(problems.filter((p) => p.startsWith('uncaught'))).toEqual([]);
    console.log(`Screenshots in ${SCREENSHOT_DIR}`);
  }
});

/** Borrower and lender sign and finalize through the API (the borrower countersigns): the executed loan's id. */
async function executedLoan(borrower: Person, lender: Person): Promise<string> {
  const signed = await signedByInitiator(borrower, 'borrow', { loanProposalDetails: TERMS });
  await sendTo(borrower, signed.id, lender);
  await readyForRecipientSignature(lender, signed.id);
  for (const [who, signatureData] of [
    [lender, { typedFullName: lender.fullName, drawnSignaturePng: DRAWN_SIGNATURE }],
    [borrower, { typedFullName: borrower.fullName }],
  ] as const) {
    const sign = await signAs(who, signed.id, signatureData);
    if (sign.status !== 200) throw new Error(`sign as ${who.fullName}: ${sign.status} ${sign.text}`);
  }
  const finalized = await v2('POST', `/loanRequests/${signed.id}/finalize`, { token: borrower.token });
  if (finalized.status !== 200) throw new Error(`finalize: ${finalized.status} ${finalized.text}`);
  return signed.id;
}

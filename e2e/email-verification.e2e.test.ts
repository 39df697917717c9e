import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, collectPageProblems, latestOobLink, launchBrowser, screenshot } from './browser';

/**
 * Issue 18, "Verified, then locked out": a new person signs up, opens the verification link
 * (in a new tab, or in the same tab) and continues. The sign-in they hold was issued before the
 * link was opened, so its ID token still says the email is unconfirmed; the app must refresh
 * it, so the dashboard and a new loan work without signing out and in again. The first tab,
 * left on "Confirm your email", follows by itself.
 */
describe('after confirming the email, the app works at once', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];
  /** Every 403 any page got: an unconfirmed-email refusal should not reach a confirmed person. */
  const refusals: string[] = [];
  let current: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    if (problems.length > 0) console.log(`Page problems seen during the run:\n  ${problems.join('\n  ')}`);
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  async function newPage(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    problems.push(...collectPageProblems(page));
    page.on('response', (response: Response) => {
      if (response.status() === 403) refusals.push(`${response.request().method()} ${response.url()}`);
    });
    current = page;
    page.on('framenavigated', () => {
      current = page;
    });
    return page;
  }

  /** Signs a new person up through the form; they land on /verification, unconfirmed. */
  async function signUp(tag: string): Promise<{ page: Page; context: BrowserContext; email: string }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    contexts.push(context);
    const page = await newPage(context);
    const email = `ines.${tag}.${Date.now()}@example.com`;
    await page.goto(`${APP}/signup`);
    await page.getByLabel('First name').fill('Inès');
    await page.getByLabel('Last name').fill('Moreau');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('family-loan-7');
    await page.getByRole('checkbox', { name: 'I’m not a robot' }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${APP}/verification`);
    await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    return { page, context, email };
  }

  /** The dashboard's loans (none yet, or the draft just saved) and gift letters load; nothing says it could not. */
  async function expectWorkingDashboard(page: Page, loans: 'none' | 'a draft' = 'none'): Promise<void> {
    await page.waitForURL(`${APP}/dashboard`);
    await page.getByRole('heading', { name: 'Hello, Inès' }).waitFor();
    if (loans === 'none') await page.getByText(/No loans yet/).waitFor();
    else await page.getByText('$3,000.00').first().waitFor();
    await page.getByText(/No gift letters yet/).waitFor();
    expect(await page.getByText(/We couldn’t load/).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  }

  /** Lend Money → the first step saves (it is the first call that writes). */
  async function expectLendingWorks(page: Page): Promise<void> {
    await page.getByRole('link', { name: 'Lend Money' }).first().click();
    await page.getByRole('heading', { name: /How much would you like to lend/ }).waitFor();
    await page.getByLabel('Loan amount').fill('3,000');
    await page.getByLabel('Annual interest rate').fill('2');
    await page.getByLabel('Term').fill('24');
    await page.getByLabel('What is the loan for?').fill('A deposit on a flat');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { name: 'A few more terms' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  }

  async function capturing(name: string, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      if (current) {
        await screenshot(current, `zz-${name}-failure`).catch(() => undefined);
        console.log(`Stopped at ${current.url()}`);
      }
      throw error;
    }
  }

  it('link opened in a new tab: that tab works at once, and the first tab follows by itself', async () => {
    refusals.length = 0;
    await capturing('verify-new-tab', async () => {
      const { page: first, context, email } = await signUp('newtab');

      const linkTab = await newPage(context);
      await linkTab.goto(await latestOobLink(email, 'VERIFY_EMAIL'));
      await linkTab.getByRole('heading', { name: 'Your email is confirmed' }).waitFor();
      await screenshot(linkTab, '60-verified-new-tab');
      await linkTab.getByRole('link', { name: 'Continue' }).click();
      await expectWorkingDashboard(linkTab);
      await screenshot(linkTab, '61-dashboard-after-verifying');
      await expectLendingWorks(linkTab);

      // The first tab, untouched since sign-up, has heard of the confirmation.
      await first.bringToFront();
      await first.getByRole('heading', { name: 'Your email is confirmed' }).waitFor();
      await screenshot(first, '62-first-tab-follows');
      await first.getByRole('link', { name: 'Continue' }).click();
      await expectWorkingDashboard(first, 'a draft');
      await expectLendingWorks(first);
    });
    expect(refusals).toEqual([]);
    expect(problems.filter((p) => p.startsWith('uncaught'))).toEqual([]);
  });

  it('link opened in the same tab: Continue leads to a dashboard that works', async () => {
    refusals.length = 0;
    await capturing('verify-same-tab', async () => {
      const { page, email } = await signUp('sametab');
      await page.goto(await latestOobLink(email, 'VERIFY_EMAIL'));
      await page.getByRole('heading', { name: 'Your email is confirmed' }).waitFor();
      await page.getByRole('link', { name: 'Continue' }).click();
      await expectWorkingDashboard(page);
      await expectLendingWorks(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, '63-same-tab-more-terms-390');
    });
    expect(refusals).toEqual([]);
  });
});

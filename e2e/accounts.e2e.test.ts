import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, collectPageProblems, latestOobLink, launchBrowser, screenshot, SCREENSHOT_DIR } from './browser';

/**
 * Issue 3's browser test: sign up, open the verification link from the Auth emulator, sign
 * out, open a protected page, get sent to sign-in, sign in, land back on that page, edit the
 * profile and see the green notification.
 */
describe('accounts in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  const person = {
    firstName: 'Rosa',
    lastName: 'Delgado',
    email: `rosa.delgado.${Date.now()}@example.com`,
    password: 'family-loan-7',
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
    problems = collectPageProblems(page);
  });

  afterAll(async () => {
    if (problems.length > 0) console.log(`Page problems seen during the run:\n  ${problems.join('\n  ')}`);
    await context?.close();
    await browser?.close();
  });

  it('signs up, verifies, signs out, is sent to sign-in from a protected page, returns there and edits the profile', async () => {
    try {
      await journey();
    } catch (error) {
      // Leave a picture of where it stopped.
      await screenshot(page, 'zz-failure').catch(() => undefined);
      console.log(`Stopped at ${page.url()}`);
      throw error;
    }
  });

  async function journey(): Promise<void> {
    // Sign up, with the development stand-in for reCAPTCHA.
    await page.goto(`${APP}/signup`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email').fill(person.email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('checkbox', { name: 'I’m not a robot' }).check();
    await screenshot(page, '01-signup-filled');
    await page.getByRole('button', { name: 'Create account' }).click();

    // Signed in but unverified: the verification page.
    await page.waitForURL(`${APP}/verification`);
    await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    await expectText(page.locator('main'), person.email);
    await expectText(page.getByRole('navigation', { name: 'Main' }), 'Confirm your email');
    await screenshot(page, '02-verification');

    // "I've verified" before opening the link: a calm "not yet".
    await page.getByRole('button', { name: 'I’ve verified — continue' }).click();
    await page.getByText('We haven’t seen the confirmation yet').waitFor();

    // Open the verification link the Auth emulator holds for the new address.
    const link = await latestOobLink(person.email, 'VERIFY_EMAIL');
    const linkPage = await context.newPage();
    await linkPage.goto(link);
    // The emulator confirms the address and continues to the app's /verification, which now says so.
    await linkPage.getByRole('heading', { name: 'Your email is confirmed' }).waitFor();
    await screenshot(linkPage, '03-verification-link-opened');
    await linkPage.close();

    // The first tab has heard of the confirmation from the other one (issue 18): no button to press first.
    await page.getByRole('heading', { name: 'Your email is confirmed' }).waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${APP}/dashboard`);
    await page.getByRole('heading', { name: `Hello, ${person.firstName}` }).waitFor();
    await screenshot(page, '04-dashboard');

    // The signed-in menu, titled with first and last name; sign out goes home.
    const menu = page.getByRole('button', { name: `${person.firstName} ${person.lastName}` });
    await menu.click();
    await screenshot(page, '05-account-menu');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${APP}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor();

    // A protected page sends a signed-out visitor to sign-in, remembering the page.
    await page.goto(`${APP}/profile/1`);
    await page.waitForURL(`${APP}/signin?next=%2Fprofile%2F1`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    // A wrong password: one plain message by the form, and no notification saying it again in other words.
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'That email and password don’t match an account.' }).waitFor();
    expect(await page.locator('.notification-bar').count()).toBe(0);
    expect(await page.getByText(/correct format expected/).count()).toBe(0);
    await screenshot(page, '06-signin-wrong-password');

    // The right password: back to the profile.
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${APP}/profile/1`);
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    await page.getByLabel('Street address').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe(person.firstName);
    expect(await page.getByLabel('Email').inputValue()).toBe(person.email);
    // The earlier wrong-password message does not linger once signed in.
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, '07-profile-after-sign-in');

    // Mistakes are named next to their fields before anything is sent.
    await page.getByLabel('ZIP code').fill('123');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('ZIP code must be 5 digits, or 9 digits like 12345-6789.').waitFor();
    await screenshot(page, '08-profile-field-errors');

    // Fill in the profile and save: the green notification.
    await page.getByLabel(/Middle name/).fill('Ana');
    await page.getByLabel('Phone number').fill('(503) 555-0177');
    await page.getByLabel('Street address').fill('2210 NE Tillamook St');
    await page.getByLabel(/Apartment, suite or unit/).fill('Unit 4');
    await page.getByLabel('City').fill('Portland');
    await page.getByLabel('State').selectOption('OR');
    await page.getByLabel('ZIP code').fill('97212');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Successfully updated your profile.' });
    await saved.waitFor();
    expect(await saved.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(20, 108, 67)');
    // The notification sits below the header: it never covers the navigation.
    const bar = await saved.boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect(bar && header && bar.y >= header.y + header.height).toBe(true);
    expect(await page.getByLabel('Phone number').inputValue()).toBe('(503) 555-0177');
    await screenshot(page, '09-profile-saved');

    // The saved profile is what the API now returns.
    await page.reload();
    await page.getByLabel('Street address').waitFor();
    expect(await page.getByLabel('Street address').inputValue()).toBe('2210 NE Tillamook St');
    expect(await page.getByLabel('State').inputValue()).toBe('OR');
    expect(await page.getByRole('button', { name: `${person.firstName} ${person.lastName}` }).count()).toBe(1);

    // On a phone: the same page, and the account menu behind the Menu button.
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, '10-profile-phone');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: `${person.firstName} ${person.lastName}` }).click();
    await page.getByRole('link', { name: 'My Dashboard' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/11-account-menu-phone.png`, animations: 'disabled' });

    expect(problems.filter((p) => p.startsWith('uncaught'))).toEqual([]);
  }
});

async function expectText(locator: ReturnType<Page['locator']>, text: string): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor();
}

import { readFile } from 'node:fs/promises';
import type { GiftRequestResponse } from '@kinloan/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../emulators/integration/support/api';
import { callGift, giftPerson, PASSWORD, type GiftPerson } from '../emulators/integration/support/gifts';
import { APP, bothWidths, launchBrowser, openSignedInPage, screenshot, SCREENSHOT_DIR } from './browser';

/**
 * Issue 6's browser test: a home buyer writes a gift letter through the UI (the gift, the
 * home, the donor, her own details, the source), reviews the letter with its mortgage-fraud
 * warning, signs and sends it. The donor opens the emailed link, reads the letter with the
 * Form 709 notice, signs; the letter is finalized and its PDF downloaded; the buyer's
 * dashboard lists it as final. The calls go through the Hosting rewrites /callable/gifts-*.
 */
describe('a mortgage gift letter between two people, in the browser', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];
  let buyer: GiftPerson;
  let donor: GiftPerson;
  let current: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    [buyer, donor] = await Promise.all([
      giftPerson({ firstName: 'Amara', lastName: 'Okonkwo' }),
      giftPerson({ firstName: 'Ngozi', lastName: 'Okonkwo' }),
    ]);
  });

  afterAll(async () => {
    if (problems.length > 0) console.log(`Page problems seen during the run:\n  ${problems.join('\n  ')}`);
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  async function signedInPage(who: GiftPerson, next: string): Promise<Page> {
    const page = await openSignedInPage(browser, { contexts, problems }, who, PASSWORD, next);
    current = page;
    return page;
  }

  async function giftAs(who: GiftPerson, id: string): Promise<GiftRequestResponse> {
    const answer = await callGift('get', { id }, who.token);
    if (!answer.result) throw new Error(`gifts-get failed: ${JSON.stringify(answer.error)}`);
    return answer.result;
  }

  it('goes from Request A Gift to an executed letter that both can download', async () => {
    try {
      await journey();
    } catch (error) {
      if (current) {
        await screenshot(current, 'zz-gift-failure').catch(() => undefined);
        console.log(`Stopped at ${current.url()}`);
      }
      throw error;
    }
  });

  async function journey(): Promise<void> {
    // ---- The buyer writes the letter ----
    const page = await signedInPage(buyer, '/gift-terms');
    await page.getByRole('heading', { name: 'Start a gift letter' }).waitFor();
    await page.getByRole('radio', { name: /asking for a gift/ }).check();
    await page.getByLabel('Gift amount').fill('25,000');
    await page.getByRole('radio', { name: /Not yet/ }).check();
    await page.getByLabel('Planned date of transfer').fill('2026-06-15');
    await bothWidths(page, '40-gift-terms');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByRole('heading', { name: 'The home you’re buying' }).waitFor();
    const id = new URL(page.url()).pathname.split('/')[1] ?? '';
    expect(id).not.toBe('');
    await page.getByLabel('Street address').fill('742 Evergreen Ter');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State').selectOption('OR');
    await page.getByLabel('ZIP code').fill('97477');
    await page.getByLabel('Mortgage lender').fill('Rocket Mortgage');
    await page.getByLabel('Loan number').fill('RM-2026-0042');
    await screenshot(page, '41-gift-info');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByRole('heading', { name: 'Who is giving you the gift?' }).waitFor();
    await page.getByLabel('First name').fill(donor.firstName);
    await page.getByLabel('Last name').fill(donor.lastName);
    await page.getByLabel(/Donor.s email/).fill(donor.email);
    await page.getByLabel(/Donor.s phone number/).fill('(541) 555-0188');
    await page.getByLabel('Street address').fill('15 Lakeview Dr');
    await page.getByLabel('City').fill('Bend');
    await page.getByLabel('State').selectOption('OR');
    await page.getByLabel('ZIP code').fill('97701');
    await page.getByLabel('How is the donor related to you?').selectOption('parent');
    await screenshot(page, '42-gift-donor');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Her own details come from her profile.
    await page.getByRole('heading', { name: 'You, the gift recipient' }).waitFor();
    await page.getByText('1420 SE Alder St, Portland, OR 97214').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Where does the money come from?' }).waitFor();
    await page.getByRole('radio', { name: /Savings account/ }).check();
    await page.getByLabel('Bank or institution').fill('Columbia Credit Union');
    await page.getByRole('button', { name: 'Save and review the letter' }).click();

    // The letter, word for word, with the fingerprint the callables compute of the same text.
    await page.getByRole('heading', { name: 'Review the gift letter' }).waitFor();
    const letter = page.getByRole('article', { name: 'Gift Letter' });
    await letter.getByText('Ngozi Okonkwo', { exact: true }).waitFor();
    await letter.getByRole('heading', { name: 'Warning: a gift letter for a loan is mortgage fraud' }).waitFor();
    const shownSha = (await page.getByTestId('gift-letter-sha256').textContent()) ?? '';
    expect(shownSha).toMatch(/^[0-9a-f]{64}$/);
    expect((await giftAs(buyer, id)).documentSha256).toBe(shownSha);
    // The Form 709 notice is the donor's business, not the buyer's.
    expect(await page.getByRole('complementary', { name: 'Gift-tax return' }).count()).toBe(0);
    await bothWidths(page, '43-gift-review');
    await page.getByRole('link', { name: 'Continue to sign' }).click();

    await page.getByRole('heading', { name: 'Sign the gift letter' }).waitFor();
    await page.getByLabel('Your full legal name').fill(buyer.fullName);
    await drawSignature(page);
    await page.getByRole('checkbox', { name: /not expected to pay any of it back/ }).check();
    await page.getByRole('checkbox', { name: /sign it electronically/ }).check();
    await page.getByRole('checkbox', { name: /terms of service/ }).check();
    await bothWidths(page, '44-gift-signature');
    await page.getByRole('button', { name: `Sign and send to ${donor.fullName}` }).click();

    await page.getByRole('heading', { name: `Sent to ${donor.fullName}` }).waitFor();
    await screenshot(page, '45-gift-request-sent');
    const sent = await giftAs(buyer, id);
    expect(sent.status).toBe('sent');
    expect(sent.signatures.giftRecipient).toMatchObject({ typedFullName: buyer.fullName, hasDrawnSignature: true, documentSha256: shownSha });

    // ---- The donor opens the emailed link ----
    const mail = (await mailTo(donor.email)).at(-1);
    const link = /https?:\/\/[^\s"<>]+\/gift-review/.exec(mail?.message.text ?? '')?.[0];
    expect(link).toBeDefined();
    const donorPage = await signedInPage(donor, new URL(link!).pathname);
    await donorPage.getByRole('heading', { name: 'Review the gift letter' }).waitFor();
    await donorPage.getByRole('article', { name: 'Gift Letter' }).waitFor();
    await donorPage.getByRole('complementary', { name: 'Gift-tax return' }).getByText(/IRS Form 709/).waitFor();
    await bothWidths(donorPage, '46-gift-donor-review');
    await donorPage.getByRole('link', { name: 'Sign the letter' }).click();

    await donorPage.getByRole('heading', { name: 'Sign the gift letter' }).waitFor();
    await donorPage.getByLabel('Your full legal name').fill(donor.fullName);
    await donorPage.getByRole('checkbox', { name: /do not expect it to be paid back/ }).check();
    await donorPage.getByRole('checkbox', { name: /sign it electronically/ }).check();
    await donorPage.getByRole('checkbox', { name: /terms of service/ }).check();
    await donorPage.getByRole('button', { name: 'Sign the letter' }).click();

    // Both signed the same text; the buyer, who started it, finalizes it.
    await donorPage.getByRole('heading', { name: 'Signed by both of you' }).waitFor();
    expect(await donorPage.getByRole('button', { name: 'Finalize the gift letter' }).count()).toBe(0);
    await screenshot(donorPage, '47-gift-success-donor');

    await page.goto(`${APP}/${id}/gift-success`);
    await page.getByRole('heading', { name: 'Signed by both of you' }).waitFor();
    await screenshot(page, '47b-gift-success-buyer');
    await page.getByRole('button', { name: 'Finalize the gift letter' }).click();

    await page.getByRole('heading', { name: 'Your gift letter is final' }).waitFor();
    await page.getByRole('button', { name: 'Show the signature record' }).click();
    await page.getByRole('region', { name: 'Signature record' }).getByText(/signed as the donor/).waitFor();
    await bothWidths(page, '48-gift-executed');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the signed letter (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`kinloan-gift-letter-${id}.pdf`);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // ---- The buyer sees the final letter on her dashboard ----
    await page.goto(`${APP}/dashboard`);
    const gifts = page.getByRole('region', { name: 'Your gift letters' });
    await gifts.getByText(donor.fullName, { exact: true }).waitFor();
    await gifts.getByText('Final: signed by both of you').waitFor();
    await bothWidths(page, '49-gift-dashboard');
    await gifts.getByRole('link', { name: /View the letter/ }).click();
    await page.getByRole('heading', { name: 'Your gift letter is final' }).waitFor();
    expect((await giftAs(buyer, id)).status).toBe('executed');

    expect(problems.filter((p) => p.startsWith('uncaught'))).toEqual([]);
    console.log(`Screenshots in ${SCREENSHOT_DIR}`);
  }
});

/** A few strokes on the signature pad with the mouse. */
async function drawSignature(page: Page): Promise<void> {
  const box = await page.getByRole('img', { name: /Draw your signature/ }).boundingBox();
  if (!box) throw new Error('no signature pad');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (const [x, y] of [[0.2, 0.3], [0.3, 0.7], [0.4, 0.35], [0.5, 0.65], [0.6, 0.4], [0.75, 0.55], [0.9, 0.45]] as const) {
    await page.mouse.move(...at(x, y), { steps: 4 });
  }
  await page.mouse.up();
}

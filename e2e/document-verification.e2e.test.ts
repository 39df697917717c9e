import { formatVerificationCode } from '@kinloan/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executed, PASSWORD, person, v1, type Person } from '../emulators/integration/support/loans';
import { APP, collectPageProblems, launchBrowser, screenshot } from './browser';

/**
 * Issue 16, documents anyone can verify, in the browser: the borrower sees the code of her
 * executed agreement and where to check it; a mortgage underwriter, with no account, types
 * it in, then picks the PDF she was handed (the original, then an altered copy), hashed in
 * her browser and never uploaded.
 */

describe('checking a document, in the browser', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];
  let maya: Person;
  let loanId: string;
  let code: string;
  let pdf: Uint8Array;

  beforeAll(async () => {
    browser = await launchBrowser();
    const [borrower, lender] = await Promise.all([person({ firstName: 'Maya', lastName: 'Okafor' }), person({ firstName: 'Daniel', lastName: 'Okafor' })]);
    maya = borrower;
    const done = await executed(maya, lender, 'borrow');
    loanId = done.id;
    code = formatVerificationCode(done.executedDocument!.verificationCode!);
    pdf = (await v1('GET', `/loanDocuments/${loanId}`, { token: maya.token })).bytes;
  });

  afterAll(async () => {
    if (problems.length > 0) console.log(`Page problems seen during the run:\n  ${problems.join('\n  ')}`);
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    contexts.push(context);
    const page = await context.newPage();
    problems.push(...collectPageProblems(page));
    return page;
  }

  it('the borrower sees her agreement’s code and the page that checks it', async () => {
    const page = await newPage();
    await page.goto(`${APP}/signin?next=${encodeURIComponent(`/${loanId}/executed`)}`);
    await page.getByLabel('Email').fill(maya.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const line = page.getByTestId('verification-code');
    await line.waitFor();
    expect(await line.textContent()).toContain(`Its verification code is ${code}`);
    await page.getByRole('link', { name: 'Check a Kinloan document' }).click();
    await page.waitForURL(`${APP}/verify?code=${code}`);
    await page.getByTestId('verify-result').waitFor();
  });

  it('an underwriter with no account checks the code, then the file: the original matches, an altered copy does not', async () => {
    const page = await newPage();
    await page.goto(`${APP}/verify`);
    await page.getByRole('heading', { name: 'Check a Kinloan document' }).waitFor();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') uploads.push(`${request.method()} ${request.url()}`);
    });

    await page.getByLabel('Verification code').fill('7K3M-Q9XD');
    await page.getByRole('button', { name: 'Check the code' }).click();
    await page.getByText(/A verification code has 12 letters and digits/).waitFor();

    await page.getByLabel('Verification code').fill(code.toLowerCase().replace(/-/g, ' '));
    await page.getByRole('button', { name: 'Check the code' }).click();
    const result = page.getByTestId('verify-result');
    await result.waitFor();
    const text = (await result.textContent()) ?? '';
    for (const expected of ['Genuine: executed on Kinloan', 'Loan agreement', 'LenderD. O.', 'BorrowerM. O.']) expect(text).toContain(expected);
    for (const secret of ['Maya', 'Daniel', maya.email, loanId]) expect(text).not.toContain(secret);
    await screenshot(page, '90-verify-found');

    await page.getByLabel('Check the file too (optional)').setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
    await page.getByText('agreement.pdf is the very file executed.').waitFor();
    await screenshot(page, '91-verify-file-matches');

    const altered = Buffer.from(pdf);
    // One bit of one byte near the end (inside the trailer comment), so the file still opens.
    const flipAt = altered.length - 2;
    altered.writeUInt8(altered.readUInt8(flipAt) ^ 1, flipAt);
    await page.getByLabel('Check the file too (optional)').setInputFiles({ name: 'agreement-copy.pdf', mimeType: 'application/pdf', buffer: altered });
    await page.getByText('agreement-copy.pdf is not the file Kinloan kept.').waitFor();
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, '92-verify-file-differs-375');
    expect(uploads).toEqual([]);
    expect(problems.filter((problem) => !problem.includes('400') && !problem.includes('Bad Request'))).toEqual([]);
  });
});

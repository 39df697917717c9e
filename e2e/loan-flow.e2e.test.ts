import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { LoanRequestResponse } from '@kinloan/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../emulators/integration/support/api';
import { createRequest, PASSWORD, person, sentRequest, v1, type Person } from '../emulators/integration/support/loans';
import { APP, bothWidths, collectPageProblems, launchBrowser, openSignedInPage, screenshot, SCREENSHOT_DIR } from './browser';

/**
 * Issue 4's browser test: a borrower writes a request through the UI (terms with the live
 * preview, more terms, details, the lender's name), reviews the agreement, consents, signs
 * and sends it. The lender opens the emailed link, reviews, accepts, confirms their details
 * and signs; the loan is finalized, and both see the executed loan and their dashboards.
 */
describe('a loan between two people, in the browser', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];
  let borrower: Person;
  let lender: Person;
  let current: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    borrower = await person({ firstName: 'Nia', lastName: 'Adeyemi' });
    lender = await person({ firstName: 'Tomas', lastName: 'Adeyemi' });
  });

  afterAll(async () => {
    if (problems.length > 0) console.log(`Page problems seen during the run:\n  ${problems.join('\n  ')}`);
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  async function signedInPage(who: Person, next: string): Promise<Page> {
    const page = await openSignedInPage(browser, { contexts, problems }, who, PASSWORD, next);
    current = page;
    return page;
  }

  async function requestAs(who: Person, id: string): Promise<LoanRequestResponse> {
    const answer = await v1('GET', `/loanRequest/${id}`, { token: who.token });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  it('goes from a new request to an executed loan that both can see', async () => {
    try {
      await journey();
    } catch (error) {
      if (current) {
        await screenshot(current, 'zz-loan-failure').catch(() => undefined);
        console.log(`Stopped at ${current.url()}`);
      }
      throw error;
    }
  });

  it('publishes and takes down a loan wish, declines one request and answers another with changed terms', async () => {
    try {
      await otherPaths();
    } catch (error) {
      if (current) {
        await screenshot(current, 'zz-loan-other-failure').catch(() => undefined);
        console.log(`Stopped at ${current.url()}`);
      }
      throw error;
    }
  });

  async function otherPaths(): Promise<void> {
    // ---- A loan wish: published, seen by a visitor, taken down ----
    const draft = await createRequest(borrower, 'borrow');
    const page = await signedInPage(borrower, `/${draft.id}/loan-info`);
    await page.getByRole('heading', { name: 'Who will lend you the money?' }).waitFor();
    await page.getByRole('link', { name: 'Write a loan wish' }).click();
    await page.getByRole('heading', { name: 'Your loan wish' }).waitFor();
    await page.getByLabel('Headline').fill('Help me get a reliable car for work');
    await page.getByLabel(/Your story/).fill('My old car gave up. I can repay monthly from my salary.');
    await screenshot(page, '40-wish-details');
    await page.getByRole('button', { name: 'Publish my loan wish' }).click();
    await page.getByRole('heading', { name: 'Your loan wish is published' }).waitFor();
    await screenshot(page, '41-wish-published');
    const publicLink = await page.getByLabel('Link to your loan wish').inputValue();

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    contexts.push(visitor);
    const visitorPage = await visitor.newPage();
    problems.push(...collectPageProblems(visitorPage));
    await visitorPage.goto(publicLink);
    await visitorPage.getByRole('heading', { name: 'Help me get a reliable car for work' }).waitFor();
    await visitorPage.getByText('A loan wish from Nia A.').waitFor();
    expect(await visitorPage.getByText(borrower.email).count()).toBe(0);
    await bothWidths(visitorPage, '42-public-loan-wish');

    await page.getByRole('button', { name: 'Take it down' }).click();
    await page.getByRole('heading', { name: 'Your loan terms' }).waitFor();
    await visitorPage.reload();
    await visitorPage.getByRole('heading', { name: 'This loan wish isn’t available' }).waitFor();

    // ---- The lender declines a request; the borrower reads why and starts again ----
    const declined = await sentRequest(borrower, lender, 'borrow');
    const lenderPage = await signedInPage(lender, `/${declined.id}/loan-review`);
    await lenderPage.getByRole('link', { name: 'Decline' }).click();
    await lenderPage.getByRole('heading', { name: 'Decline the request' }).waitFor();
    await lenderPage.getByLabel('Your reason').fill('I can’t spare this much right now, sorry.');
    await screenshot(lenderPage, '43-decline');
    await lenderPage.getByRole('button', { name: 'Decline the request' }).click();
    await lenderPage.getByRole('heading', { name: 'You declined this request' }).waitFor();

    await page.goto(`${APP}/${declined.id}/rejected`);
    await page.getByRole('heading', { name: `${lender.fullName} declined your request` }).waitFor();
    await page.getByText('I can’t spare this much right now, sorry.').waitFor();
    await screenshot(page, '44-declined-initiator-view');
    await page.getByRole('button', { name: 'Start again with these terms' }).click();
    await page.getByRole('heading', { name: 'The loan terms' }).waitFor();
    expect(new URL(page.url()).pathname).not.toContain(declined.id);

    // ---- The lender answers another request with changed terms ----
    const answered = await sentRequest(borrower, lender, 'borrow');
    await lenderPage.goto(`${APP}/${answered.id}/loan-review`);
    await lenderPage.getByRole('link', { name: 'Ask for changes' }).click();
    await lenderPage.getByRole('heading', { name: 'Ask for changes' }).waitFor();
    await lenderPage.getByLabel('Annual interest rate').fill('3');
    await screenshot(lenderPage, '45-ask-for-changes');
    await lenderPage.getByRole('button', { name: 'Continue with these terms' }).click();
    await lenderPage.getByRole('heading', { name: 'A few more terms' }).waitFor();
    const childId = new URL(lenderPage.url()).pathname.split('/')[1] ?? '';
    const child = (await v1('GET', `/loanRequest/${childId}`, { token: lender.token })).body;
    expect(child).toMatchObject({ parentLoanId: answered.id, requestType: 'lend', yourRole: 'initiator', status: 'draft' });
    expect(child.loanProposalDetails.annualRateBps).toBe(300);
    expect((await requestAs(borrower, answered.id)).status).toBe('superseded');

    expect(problems.filter((p) => p.startsWith('uncaught'))).toEqual([]);
  }

  async function journey(): Promise<void> {
    // ---- The borrower writes the request ----
    const page = await signedInPage(borrower, '/loan-terms?requestType=borrow');
    await page.getByRole('heading', { name: 'How much would you like to borrow?' }).waitFor();
    await page.getByLabel('Loan amount').fill('12,000');
    await page.getByLabel('Annual interest rate').fill('5');
    await page.getByLabel('Term').fill('24');
    await page.getByLabel('First payment date').fill('2027-03-01');
    await page.getByLabel('What is the loan for?').fill('Repairing the family car');
    const preview = page.getByRole('region', { name: 'Payment preview' });
    await preview.locator('dd', { hasText: '$526.46' }).waitFor();
    await bothWidths(page, '20-terms-with-preview');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByRole('heading', { name: 'A few more terms' }).waitFor();
    const id = new URL(page.url()).pathname.split('/')[1] ?? '';
    expect(id).not.toBe('');
    await page.getByLabel('How', { exact: true }).selectOption('zelle');
    await page.getByLabel('When', { exact: true }).fill('2027-02-01');
    await page.getByLabel('Late fee').fill('25');
    await page.getByLabel('Governing law').selectOption('OR');
    await screenshot(page, '21-more-terms');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByRole('heading', { name: 'Your loan terms' }).waitFor();
    await page.getByRole('heading', { name: 'Who will lend you the money?' }).waitFor();
    await screenshot(page, '22-loan-info');
    await page.getByRole('link', { name: 'Continue' }).click();

    // Your details come from the profile.
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await page.getByLabel('Street address').waitFor();
    expect(await page.getByLabel('Street address').inputValue()).toBe('1420 SE Alder St');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByRole('heading', { name: 'Who is the lender?' }).waitFor();
    await page.getByLabel('Their first name').fill(lender.firstName);
    await page.getByLabel('Their last name').fill(lender.lastName);
    await page.getByLabel('Their email').fill(lender.email);
    await page.getByRole('button', { name: 'Save and review the agreement' }).click();

    // The agreement, word for word, with the fingerprint the API computes of the same text.
    await page.getByRole('heading', { name: 'Review the agreement' }).waitFor();
    await page.getByRole('heading', { name: 'Promissory Note and Loan Agreement' }).waitFor();
    const shownSha = (await page.getByTestId('agreement-sha256').textContent()) ?? '';
    expect(shownSha).toMatch(/^[0-9a-f]{64}$/);
    expect((await requestAs(borrower, id)).agreementSha256).toBe(shownSha);
    await bothWidths(page, '23-review');
    await page.getByRole('checkbox', { name: /terms of service/ }).check();
    await page.getByRole('checkbox', { name: /sign it electronically/ }).check();
    await page.getByRole('button', { name: 'Continue to sign' }).click();

    await page.getByRole('heading', { name: 'Sign the agreement' }).waitFor();
    await page.getByLabel('Your full legal name').fill(`${borrower.firstName} ${borrower.lastName}`);
    await drawSignature(page);
    await bothWidths(page, '24-signature');
    await page.getByRole('button', { name: `Sign and send to ${lender.fullName}` }).click();

    await page.getByRole('heading', { name: `Sent to ${lender.fullName}` }).waitFor();
    await screenshot(page, '25-request-sent');
    const sent = await requestAs(borrower, id);
    expect(sent.status).toBe('sent');
    expect(sent.signatures.initiator).toMatchObject({ typedFullName: borrower.fullName, hasDrawnSignature: true, agreementSha256: shownSha });

    // ---- The lender opens the emailed link ----
    const mail = (await mailTo(lender.email)).at(-1);
    const link = /https?:\/\/[^\s"<>]+\/loan-review/.exec(mail?.message.text ?? '')?.[0];
    expect(link).toBeDefined();
    const lenderPage = await signedInPage(lender, new URL(link!).pathname);
    await lenderPage.getByRole('heading', { name: 'Review the agreement' }).waitFor();
    await lenderPage.getByRole('heading', { name: 'Promissory Note and Loan Agreement' }).waitFor();
    await bothWidths(lenderPage, '26-lender-review');
    await lenderPage.getByRole('checkbox', { name: /terms of service/ }).check();
    await lenderPage.getByRole('checkbox', { name: /sign it electronically/ }).check();
    await lenderPage.getByRole('button', { name: 'Accept and sign' }).click();

    await lenderPage.getByRole('heading', { name: 'Confirm your details' }).waitFor();
    await lenderPage.getByLabel('Street address').waitFor();
    await lenderPage.getByRole('button', { name: 'Save and continue to sign' }).click();

    await lenderPage.getByRole('heading', { name: 'Sign the agreement' }).waitFor();
    // A name that isn't theirs is refused before anything is sent.
    await lenderPage.getByLabel('Your full legal name').fill('Someone Else');
    await lenderPage.getByRole('button', { name: 'Sign the agreement' }).click();
    await lenderPage.getByText(/This must be your legal name as on your details/).waitFor();
    await lenderPage.getByLabel('Your full legal name').fill(lender.fullName);
    await screenshot(lenderPage, '27-lender-signature');
    await lenderPage.getByRole('button', { name: 'Sign the agreement' }).click();

    // The lender's own details completed the text the borrower signed: the borrower countersigns it.
    await lenderPage.getByRole('heading', { name: 'Signed by you' }).waitFor();
    expect(await lenderPage.getByRole('button', { name: 'Finalize the loan' }).count()).toBe(0);
    await screenshot(lenderPage, '28-lender-waits-for-countersignature');
    const countersignMail = (await mailTo(borrower.email)).find((m) => m.message.subject === 'Please review and countersign your loan agreement');
    const countersignLink = /https?:\/\/[^\s"<>]+\/loan-signature/.exec(countersignMail?.message.text ?? '')?.[0];
    expect(countersignLink).toBeDefined();

    // ---- The borrower reads what changed, countersigns and finalizes ----
    await page.goto(`${APP}${new URL(countersignLink!).pathname}`);
    await page.getByRole('heading', { name: 'Countersign the agreement' }).waitFor();
    await page.getByRole('list', { name: 'What changed' }).waitFor();
    const finalSha = (await page.getByTestId('agreement-sha256').textContent()) ?? '';
    expect(finalSha).toBe((await requestAs(borrower, id)).signatures.recipient?.agreementSha256);
    await bothWidths(page, '28b-countersign');
    await page.getByLabel('Your full legal name').fill(borrower.fullName);
    await page.getByRole('button', { name: 'Countersign the agreement' }).click();
    await page.getByRole('heading', { name: 'Signed by both of you' }).waitFor();
    await screenshot(page, '28c-loan-success');
    await page.getByRole('button', { name: 'Finalize the loan' }).click();

    await page.getByRole('heading', { name: 'Your loan is active' }).waitFor();
    await page.getByText(`Borrowed from ${lender.fullName}`).waitFor();
    await page.getByRole('button', { name: 'Show the signature record' }).click();
    await page.getByRole('region', { name: 'Signature record' }).getByText(/signed as the lender/).waitFor();
    await bothWidths(page, '29-executed-borrower');
    const executedRequest = await requestAs(borrower, id);
    expect(executedRequest.signatures.initiator?.agreementSha256).toBe(finalSha);
    expect(executedRequest.executedDocument?.textSha256).toBe(finalSha);

    // ---- The lender sees the executed loan and downloads the kept agreement ----
    await lenderPage.goto(`${APP}/${id}/executed`);
    await lenderPage.getByRole('heading', { name: 'Your loan is active' }).waitFor();
    await lenderPage.getByText('Lent to Nia Adeyemi').waitFor();
    await bothWidths(lenderPage, '29b-executed-lender');
    const [download] = await Promise.all([
      lenderPage.waitForEvent('download'),
      lenderPage.getByRole('button', { name: 'Download the signed agreement (PDF)' }).click(),
    ]);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(executedRequest.executedDocument?.pdfSha256);

    // ---- The borrower sees the executed loan and their dashboard ----
    await page.goto(`${APP}/dashboard`);
    const active = page.getByRole('region', { name: /Active loans/ });
    await active.getByText(lender.fullName, { exact: true }).waitFor();
    await bothWidths(page, '30-dashboard-borrower');
    await active.getByRole('link', { name: /View loan/ }).click();
    await page.getByRole('heading', { name: 'Your loan is active' }).waitFor();
    await screenshot(page, '31-executed-borrower');
    expect((await requestAs(borrower, id)).status).toBe('executed');

    await lenderPage.goto(`${APP}/dashboard`);
    await lenderPage.getByRole('region', { name: /Active loans/ }).getByText(borrower.fullName, { exact: true }).waitFor();
    await screenshot(lenderPage, '32-dashboard-lender');

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

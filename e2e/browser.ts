import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const APP = 'http://localhost:5000';
export const AUTH_EMULATOR = 'http://127.0.0.1:9099';
export const PROJECT_ID = 'demo-kinloan';

/** Screenshots land in <repo>/test-output/e2e/ (git-ignored). */
export const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-output', 'e2e');

/** Debian's chromium, headless, with nothing that would reach the internet on its own. */
export async function launchBrowser(): Promise<Browser> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A full-page picture from the top (so the sticky header is where a person sees it), animations settled. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The same page at a phone's width (375 px unless told, named `{name}-{width}`), then back at the desktop's. */
export async function bothWidths(page: Page, name: string, phoneWidth = 375): Promise<void> {
  await screenshot(page, name);
  await page.setViewportSize({ width: phoneWidth, height: 812 });
  await screenshot(page, `${name}-${phoneWidth}`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Signs in through the real sign-in form, which then goes on to `next`. */
export async function signInThroughForm(page: Page, who: { readonly email: string }, password: string, next: string): Promise<void> {
  await page.goto(`${APP}/signin?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** What a test keeps of the browsers it opened: their contexts (to close) and what the pages logged. */
export interface OpenedPages {
  readonly contexts: BrowserContext[];
  readonly problems: string[];
}

/**
 * One person's browser at desktop size (a context of its own), watched for page problems, signed
 * in through the form and on its way to `next`. `prepare` sets the context up first (routes).
 */
export async function openSignedInPage(
  browser: Browser,
  opened: OpenedPages,
  who: { readonly email: string },
  password: string,
  next: string,
  prepare?: (context: BrowserContext) => Promise<unknown>,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', acceptDownloads: true });
  opened.contexts.push(context);
  await prepare?.(context);
  const page = await context.newPage();
  opened.problems.push(...collectPageProblems(page));
  await signInThroughForm(page, who, password, next);
  return page;
}

/** Everything the page logged as an error, and every uncaught exception, for the failure report. */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`));
  return problems;
}

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The newest email-action link the Auth emulator holds for `email` (it keeps them instead of sending mail). */
export async function latestOobLink(email: string, requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET', timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
    const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
    const match = oobCodes.filter((code) => code.email === email && code.requestType === requestType).at(-1);
    if (match) return match.oobLink;
    if (Date.now() > deadline) {
      throw new Error(`No ${requestType} link for ${email} in the Auth emulator; it holds: ${JSON.stringify(oobCodes)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

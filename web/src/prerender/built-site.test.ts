// @vitest-environment node
/**
 * The built site, as Hosting will serve it: a real `vite build` (client, server, prerender)
 * into a temporary directory, then every public page's HTML is read back.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { createBuilder } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TITLE } from '../app/page-head';
import { publicRoutes } from '../pages/public/public-routes';
import { htmlFileFor } from './write-site';

const WEB = fileURLToPath(new URL('../..', import.meta.url));
const BASE = 'http://localhost:5173'; // VITE_APP_BASE_URL of web/.env.development
let outDir = '';

const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
const documentOf = (file: string) => new JSDOM(read(file)).window.document;
const jsonLdOf = (doc: Document) =>
  [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'kinloan-built-site-'));
  const builder = await createBuilder({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    mode: 'development',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  await builder.buildApp();
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe.each(publicRoutes.map((route) => [route.path, route] as const))('prerendered %s', (path, route) => {
  it('has its title, description, canonical link, sharing tags and parseable JSON-LD in <head>', () => {
    const doc = documentOf(htmlFileFor(path));
    const url = `${BASE}${path}`;
    expect(doc.title).toBe(route.title);
    expect(doc.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(route.description);
    expect([...doc.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'))).toEqual([url]);
    const meta = (selector: string) => doc.head.querySelector(`meta[${selector}]`)?.getAttribute('content');
    expect(meta('property="og:title"')).toBe(route.title);
    expect(meta('property="og:description"')).toBe(route.description);
    expect(meta('property="og:url"')).toBe(url);
    expect(meta('property="og:type"')).toBe(route.kind === 'article' ? 'article' : 'website');
    expect(meta('property="og:site_name"')).toBe('Kinloan');
    expect(meta('property="og:image"')).toBe(`${BASE}/og-image.png`);
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    const jsonLd = jsonLdOf(doc);
    expect(jsonLd.length).toBeGreaterThan(0);
    for (const data of jsonLd) expect(data['@context']).toBe('https://schema.org');
  });

  it('has the page itself in #root, marked for hydration, its CSS inline and only the small entry script to fetch', () => {
    const doc = documentOf(htmlFileFor(path));
    expect(doc.documentElement.dataset.prerendered).toBe(path);
    const main = doc.querySelector('#root main#main');
    expect(main?.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('#root header.site-header nav[aria-label="Main"]')).not.toBeNull();
    // Nothing to fetch before the first paint: every stylesheet is in the page, as built.
    expect(doc.querySelectorAll('link[rel="stylesheet"], link[rel="modulepreload"]')).toHaveLength(0);
    const styles = [...doc.querySelectorAll('style[data-href]')];
    expect(styles.length).toBeGreaterThanOrEqual(2);
    for (const style of styles) expect(style.textContent, style.getAttribute('data-href') ?? '').toBe(read(style.getAttribute('data-href') ?? ''));
    const scripts = [...doc.querySelectorAll('script[src]')].map((script) => script.getAttribute('src') ?? '');
    expect(scripts).toHaveLength(1);
    expect(existsSync(join(outDir, scripts[0]!))).toBe(true);
    // The entry only decides when to start the app: React comes after the page has loaded.
    expect(read(scripts[0]!).length).toBeLessThan(8 * 1024);
  });
});

describe('structured data where it fits', () => {
  it('home: the spec’s title, Organization and WebSite', () => {
    const doc = documentOf('index.html');
    expect(doc.title).toBe(SITE_TITLE);
    expect(doc.title).toBe('Make family and friends lending formal - set up loan agreement, payments and reminders');
    expect(jsonLdOf(doc).map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
  });

  it('articles: Article with the front-matter date and a BreadcrumbList through the hub', () => {
    for (const route of publicRoutes.filter((entry) => entry.kind === 'article')) {
      const [article, breadcrumbs] = jsonLdOf(documentOf(htmlFileFor(route.path)));
      expect(article).toMatchObject({ '@type': 'Article', datePublished: route.date, author: { '@type': 'Organization' } });
      expect(breadcrumbs?.['@type']).toBe('BreadcrumbList');
    }
  });

  it('/faq: FAQPage with every question the page shows', () => {
    const doc = documentOf('faq.html');
    const faq = jsonLdOf(doc).find((data) => data['@type'] === 'FAQPage') as { mainEntity: { name: string }[] } | undefined;
    const questions = [...doc.querySelectorAll('#root .faq-item h3')].map((h3) => h3.textContent);
    expect(questions.length).toBeGreaterThan(10);
    expect(faq?.mainEntity.map((entry) => entry.name)).toEqual(questions);
  });

  it('hubs: a BreadcrumbList', () => {
    for (const file of ['know.html', 'borrow101.html']) {
      expect(jsonLdOf(documentOf(file)).map((data) => data['@type'])).toContain('BreadcrumbList');
    }
  });
});

describe('the other files', () => {
  it('sitemap.xml lists every public page at its absolute URL, once', () => {
    const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(publicRoutes.map((route) => `${BASE}${route.path}`));
  });

  it('robots.txt keeps crawlers out of the app and points to the sitemap', () => {
    const robots = read('robots.txt');
    expect(robots).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    for (const line of ['Disallow: /dashboard', 'Disallow: /signin', 'Disallow: /profile/', 'Disallow: /api/', 'Allow: /know/']) {
      expect(robots.split('\n')).toContain(line);
    }
  });

  it('404.html is the not-found page, kept out of search results', () => {
    const doc = documentOf('404.html');
    expect(doc.querySelector('#root h1')?.textContent).toBe('We can’t find that page');
    expect(doc.title).toBe('Page not found | Kinloan');
    expect(doc.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('app-shell.html is the layout with a loading state for the pages the browser renders itself', () => {
    const html = read('app-shell.html');
    expect(html).toMatch(/<div id="root">/);
    const doc = documentOf('app-shell.html');
    expect(doc.documentElement.dataset.prerendered).toBe('app-shell');
    expect(doc.querySelector('#root main [role="status"]')?.textContent).toContain('Loading');
    expect(doc.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    // The app pages need React at once: the app's own entry, with its code preloaded.
    const entry = doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '';
    const publicEntry = documentOf('index.html').querySelector('script[type="module"][src]')?.getAttribute('src');
    expect(entry).not.toBe(publicEntry);
    expect([...doc.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/assets\/react-/), expect.stringMatching(/\/assets\/start-/)]),
    );
  });

  it('the public pages load no Firebase code and run no inline script (the CSP forbids it)', () => {
    for (const route of publicRoutes) {
      const doc = documentOf(htmlFileFor(route.path));
      for (const element of doc.querySelectorAll('script[src], link[href]')) {
        expect(element.getAttribute('src') ?? element.getAttribute('href'), route.path).not.toMatch(/firebase|use-session/i);
      }
      // Data blocks (JSON-LD, an article's page data) are not run, so the CSP allows them.
      const inline = [...doc.querySelectorAll('script:not([src])')].filter(
        (script) => !['application/ld+json', 'application/json'].includes(script.getAttribute('type') ?? ''),
      );
      expect(inline, route.path).toEqual([]);
      expect(doc.querySelector('#root [hidden][id^="S:"], #root template'), route.path).toBeNull();
    }
  });
});

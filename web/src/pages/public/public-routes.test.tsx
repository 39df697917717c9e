import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAQ_LINK, FOOTER_LINKS, HEADER_MENUS } from '../../app/site-links';
import { SITE_TITLE } from '../../app/use-page-title';
import { ARTICLES } from '../../features/articles/articles';
import { renderApp } from '../../test/render-app';
import { FAQ_GROUPS } from './faq-data';
import { publicPages } from './public-pages';
import { publicRoutes, TEXT_WITHOUT_PAGE } from './public-routes';

const BASE = 'http://localhost:5173';
const PATHS = new Set(publicRoutes.map((route) => route.path));

/** Every public route of spec section 2 except the account pages (another issue) and /{id}/loan-wish. */
const SPEC_PAGES = [
  '/',
  '/product',
  '/product/loan-agreement-template-family-friends',
  '/know',
  '/borrow101',
  '/about',
  '/faq',
  '/get-started',
  '/join-community',
  '/product-gift',
  '/product-lend',
  '/product-borrow',
  '/policies',
  '/best-student-loans-payoff-alternative',
  '/best-realestate-mortgage-property-loans-alternative',
  '/best-moving-relocation-expense-loans-alternative',
  '/best-fast-auto-car-loan-payoff-alternative',
  '/best-business-loans-working-capital-alternative',
];

describe('publicRoutes', () => {
  it('gives every page of public-pages.ts its words, and has no words for a page that is gone', () => {
    expect(publicRoutes.map((route) => route.path)).toEqual(publicPages.map((page) => page.path));
    expect(TEXT_WITHOUT_PAGE).toEqual([]);
  });

  it('has every public page of the spec and every article, each path once', () => {
    expect(publicRoutes.length).toBe(PATHS.size);
    for (const path of [...SPEC_PAGES, ...ARTICLES.map((article) => article.path)]) expect(PATHS.has(path), path).toBe(true);
    expect(publicRoutes.length).toBe(SPEC_PAGES.length + ARTICLES.length);
  });

  it('gives every page a distinct title and a description of a useful length', () => {
    expect(new Set(publicRoutes.map((route) => route.title)).size).toBe(publicRoutes.length);
    for (const route of publicRoutes) {
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(50);
      expect(route.description.length, route.path).toBeLessThanOrEqual(240);
    }
    expect(publicRoutes.find((route) => route.path === '/')?.title).toBe(SITE_TITLE);
  });

  it('is where every menu and footer link points', () => {
    const links = [...HEADER_MENUS.flatMap((menu) => menu.links), FAQ_LINK, ...FOOTER_LINKS];
    for (const link of links) expect(PATHS.has(link.to), link.to).toBe(true);
  });

  it('is where every FAQ answer links', () => {
    const targets = FAQ_GROUPS.flatMap((group) => group.items.flatMap((item) => item.answer))
      .flatMap((text) => [...text.matchAll(/\]\((\/[^)#]*)/g)].map((match) => match[1] ?? ''));
    expect(targets.length).toBeGreaterThan(5);
    for (const path of targets) expect(PATHS.has(path), path).toBe(true);
  });
});

describe.each(publicRoutes.map((route) => [route.path, route] as const))('%s', (path, route) => {
  it('renders one h1 inside the layout and sets its title, description and canonical link', async () => {
    renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent?.trim()).not.toBe('');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toBe(heading);
    if (route.kind === 'article') expect(`${heading.textContent} | Kinloan`).toBe(route.title);
    await waitFor(() => expect(document.title).toBe(route.title));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(route.description);
    const canonical = document.head.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    const url = path === '/' ? `${BASE}/` : `${BASE}${path}`;
    expect(canonical[0]?.getAttribute('href')).toBe(url);
    const og = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(og('og:title')).toBe(route.title);
    expect(og('og:url')).toBe(url);
    expect(og('og:type')).toBe(route.kind === 'article' ? 'article' : 'website');
    expect(og('og:image')).toBe(`${BASE}/og-image.png`);
    expect(document.head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as { '@type': string },
    );
    expect(jsonLd.length).toBeGreaterThan(0);
  });
});

describe('unknown paths', () => {
  it.each(['/know/not-an-article', '/borrow101/when-product', '/best-loans', '/product/other'])(
    '%s shows the not-found page with no canonical link',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'We can’t find that page' })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('Page not found | Kinloan'));
      expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    },
  );
});

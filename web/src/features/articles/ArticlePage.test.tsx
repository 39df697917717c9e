import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from '../../pages/public/public-routes';
import { renderApp } from '../../test/render-app';
import { ARTICLE_HUBS, ARTICLES } from './articles';
import { curlyQuotes, renderArticle } from './render-markdown';

const FILES = import.meta.glob<string>('../../content/*/*.md', { query: '?raw', import: 'default', eager: true });
const ROUTE_PATHS = new Set(publicRoutes.map((route) => route.path));

describe('article layout', () => {
  it('shows breadcrumbs to its hub, the title, date, reading time, body and the disclaimer', async () => {
    renderApp('/know/charge-interest-family-friend-loan');
    const title = await screen.findByRole('heading', { level: 1, name: 'Should you charge interest on a family loan?' });
    expect(title).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Learn' }).getAttribute('href')).toBe('/know');
    expect(screen.getByText('November 12, 2026').tagName).toBe('TIME');
    expect(screen.getByText(/\d+ min read/)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'The IRS floor: the Applicable Federal Rate' })).toBeTruthy();
    expect(screen.getByText(/General information, not legal, tax or financial advice/)).toBeTruthy();
  });

  it('puts Borrow 101 articles under the Borrow 101 hub', async () => {
    renderApp('/borrow101/cc-loan');
    await screen.findByRole('heading', { level: 1 });
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Borrow 101' }).getAttribute('href')).toBe('/borrow101');
  });

  it('follows links inside the article through the router, without reloading', async () => {
    const { router } = renderApp('/know/charge-interest-family-friend-loan');
    await screen.findByRole('heading', { level: 2, name: 'How Kinloan handles interest' });
    const link = screen.getAllByRole('link', { name: 'Get started' }).find((a) => a.closest('.article__body'));
    expect(link).toBeTruthy();
    fireEvent.click(link!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(await screen.findByRole('heading', { level: 1, name: 'What would you like to do?' })).toBeTruthy();
  });

  it('places the calculator inside the amortization article', async () => {
    renderApp('/know/loan-amortization-calculator-interest-principal-schedule');
    expect(await screen.findByRole('heading', { name: 'Amortization calculator' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Equal monthly payments' })).toBeTruthy();
  });
});

describe('article hubs', () => {
  it.each(Object.values(ARTICLE_HUBS))('$path lists every article with its description', async (hub) => {
    renderApp(hub.path);
    expect(await screen.findByRole('heading', { level: 1, name: hub.heading })).toBeTruthy();
    for (const article of ARTICLES) {
      const link = screen.getByRole('link', { name: article.title });
      expect(link.getAttribute('href')).toBe(article.path);
      expect(link.closest('li')?.textContent).toContain(article.description);
    }
  });
});

describe('article content', () => {
  it.each(Object.entries(FILES))('%s links only to pages that exist', (file, raw) => {
    const html = renderArticle(raw).map((segment) => (segment.kind === 'html' ? segment.html : '')).join('');
    const internal = [...html.matchAll(/href="(\/[^"#]*)(#[^"]*)?"/g)].map((match) => match[1] ?? '');
    expect(internal.length, `${file} links to other pages`).toBeGreaterThan(0);
    for (const path of internal) expect(ROUTE_PATHS.has(path), `${file} → ${path}`).toBe(true);
  });

  it('uses typographer’s quotes in prose, leaving link targets alone', () => {
    expect(curlyQuotes(`It's the lenders' "AFR" ("points") [don't](/a-b)`)).toBe('It’s the lenders’ “AFR” (“points”) [don’t](/a-b)');
  });

  it('gives every heading an id so sections can be linked to', () => {
    const [segment] = renderArticle('## Why *this* matters\n\nText');
    expect(segment).toEqual({ kind: 'html', html: expect.stringContaining('<h2 id="why-this-matters">') });
  });

  it('splits the body around widget markers and wraps tables so they scroll', () => {
    const segments = renderArticle('Before\n\n<!-- widget:amortization-calculator -->\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(segments.map((segment) => segment.kind)).toEqual(['html', 'widget', 'html']);
    expect(segments[1]).toEqual({ kind: 'widget', name: 'amortization-calculator' });
    expect(segments[2]).toMatchObject({ html: expect.stringContaining('<div class="article-table" tabindex="0"><table>') });
  });
});

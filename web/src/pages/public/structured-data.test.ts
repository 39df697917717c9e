import { describe, expect, it } from 'vitest';
import { FAQ_GROUPS } from './faq-data';
import { FAQ_ENTRIES } from './FaqPage';
import { breadcrumbsOf, publicRouteAt, publicRouteHead, publicRoutes } from './public-routes';

const BASE = 'https://kinloan.com';
const typesOf = (path: string) => (publicRouteHead(publicRouteAt(path)!, BASE).structuredData ?? []).map((data) => data['@type']);

describe('structured data of the public pages', () => {
  it('describes the organization and the website on the home page', () => {
    expect(typesOf('/')).toEqual(['Organization', 'WebSite']);
    const [organization, website] = publicRouteHead(publicRouteAt('/')!, BASE).structuredData ?? [];
    expect(organization).toMatchObject({ name: 'Kinloan', url: 'https://kinloan.com/', logo: { url: 'https://kinloan.com/logo-512.png' } });
    expect(website).toMatchObject({ url: 'https://kinloan.com/', publisher: { '@id': 'https://kinloan.com/#organization' } });
  });

  it('makes every article an Article, dated by its front-matter and written by the organization, with breadcrumbs to its hub', () => {
    const articles = publicRoutes.filter((route) => route.kind === 'article');
    expect(articles.length).toBe(19);
    for (const route of articles) {
      const [article, breadcrumbs] = publicRouteHead(route, BASE).structuredData ?? [];
      expect(article).toMatchObject({
        '@type': 'Article',
        headline: route.title.replace(' | Kinloan', ''),
        datePublished: route.date,
        author: { '@type': 'Organization', name: 'Kinloan' },
        mainEntityOfPage: { '@id': `${BASE}${route.path}` },
      });
      expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
      expect(publicRouteHead(route, BASE).ogType).toBe('article');
    }
  });

  it('gives the hubs and the other pages breadcrumbs from Home', () => {
    expect(breadcrumbsOf(publicRouteAt('/know')!)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Learn', path: '/know' },
    ]);
    expect(breadcrumbsOf(publicRouteAt('/borrow101/cc-loan')!).map((crumb) => crumb.path)).toEqual(['/', '/borrow101', '/borrow101/cc-loan']);
    expect(breadcrumbsOf(publicRouteAt('/product/loan-agreement-template-family-friends')!).map((crumb) => crumb.path)).toEqual([
      '/',
      '/product',
      '/product/loan-agreement-template-family-friends',
    ]);
    for (const route of publicRoutes.filter((entry) => entry.kind !== 'home')) expect(typesOf(route.path)).toContain('BreadcrumbList');
  });

  it('lists every FAQ question with its answer as plain text', () => {
    expect(FAQ_ENTRIES).toHaveLength(FAQ_GROUPS.flatMap((group) => group.items).length);
    for (const entry of FAQ_ENTRIES) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer).not.toMatch(/\]\(/);
    }
  });
});

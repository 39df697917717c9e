/**
 * sitemap.xml and robots.txt, generated at build time from the route lists (pure, so tests can
 * call it without a build).
 */
import { canonicalUrl } from '../app/page-head.ts';

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD (articles: their front-matter date). */
  lastmod?: string;
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(appBaseUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const parts = [`<loc>${xmlEscape(canonicalUrl(appBaseUrl, path))}</loc>`];
    if (lastmod) parts.push(`<lastmod>${lastmod}</lastmod>`);
    return `  <url>${parts.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The robots.txt prefix that covers an app route pattern: "/dashboard" for "/dashboard",
 * "/profile/" for "/profile/:id", and "/*\/" for "/:id/loan-terms" (any first segment).
 */
export function disallowPrefix(pattern: string): string {
  const segments = pattern.split('/').slice(1);
  const out: string[] = [];
  for (const [index, segment] of segments.entries()) {
    if (segment.startsWith(':') || segment === '*') {
      out.push(index === 0 ? '*' : '');
      return `/${out.join('/')}${index === 0 ? '/' : ''}`;
    }
    out.push(segment);
  }
  return `/${out.join('/')}`;
}

/**
 * Lets crawlers read every public page and keeps them out of the app pages (sign-in, the
 * dashboard, loans under /{id}/…) and the API. Google and Bing apply the longest matching
 * rule, so "Allow: /know/" wins over "Disallow: /*\/" for the articles.
 */
export function robotsTxt(appBaseUrl: string, publicPaths: readonly string[], appPatterns: readonly string[]): string {
  const disallow = new Set(['/api/', '/app-shell', ...appPatterns.map(disallowPrefix)]);
  const allow = new Set<string>();
  if (disallow.has('/*/')) {
    // Public pages below a first segment (/know/…, /product/…) stay crawlable.
    for (const path of publicPaths) {
      const parent = path.slice(0, path.lastIndexOf('/') + 1);
      if (parent.length > 1) allow.add(parent);
    }
  }
  return [
    'User-agent: *',
    ...[...allow].sort().map((path) => `Allow: ${path}`),
    ...[...disallow].sort().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${canonicalUrl(appBaseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

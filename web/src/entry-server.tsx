/**
 * Build-time rendering of the public pages (see src/prerender/). Runs in Node from the SSR
 * build; nothing here ships to the browser.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { appPathPatterns } from './app/app-paths';
import { PageLoading } from './app/lazy-page';
import { staticNavigation } from './app/navigation/site-navigation';
import { headHtml, jsonLdText, SITE_DESCRIPTION, type HeadTag, type PageHead, type StructuredData } from './app/page-head';
import { appRoutes } from './app/routes';
import { SiteApp } from './app/SiteApp';
import { HeadCollectorContext, type HeadCollector } from './app/use-page-title';
import { formatConfigProblems, validateConfig, type AppConfig } from './config';
import NotFoundPage from './pages/NotFoundPage';
import { preloadPublicPage } from './pages/public/public-pages';
import { NOT_FOUND_HEAD, publicRouteAt, publicRouteHead, publicRoutes, type PublicRoute } from './pages/public/public-routes';

export { publicRoutes, type PublicRoute };

/** This build's configuration (the same `.env.<mode>` the browser bundle was built with). */
export function buildConfig(): AppConfig {
  const result = validateConfig(import.meta.env);
  if (!result.ok) throw new Error(`Web configuration is invalid:\n${formatConfigProblems(result.problems)}`);
  return result.config;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  head: PageHead;
  /** JSON-LD a page added itself (FAQPage), by id. */
  structuredData: ReadonlyMap<string, StructuredData>;
  /** Data the page hydrates from instead of downloading it (an article's page data). */
  data?: HeadTag[];
}

async function render(url: string, head: PageHead, page?: ReactNode): Promise<RenderedPage> {
  const collector: HeadCollector = { structuredData: new Map() };
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <HeadCollectorContext.Provider value={collector}>
      <SiteApp config={buildConfig()} navigation={staticNavigation(url)} page={page} />
    </HeadCollectorContext.Provider>,
    {
      // Every page arrives whole: no Suspense boundary is sent as a fallback plus an inline
      // script that swaps the content in (React does that above 12.8 KB by default; the CSP
      // would block the script, and crawlers would see "Loading…").
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error);
      },
    },
  );
  const html = await new Response(prelude).text();
  // A page that throws (even inside a Suspense boundary) fails the build rather than shipping a broken page.
  if (errors.length > 0) throw new Error(`Prerendering ${url} failed`, { cause: errors[0] });
  return { html, head, structuredData: collector.structuredData };
}

/** A public page, exactly as the browser will first render it (all its chunks resolved). */
export async function renderPublicPage(path: string): Promise<RenderedPage> {
  const route = publicRouteAt(path);
  if (!route) throw new Error(`${path} is not a public page`);
  await preloadPublicPage(route, path);
  const page = await render(path, publicRouteHead(route, buildConfig().appBaseUrl));
  if (route.kind !== 'article') return page;
  const { ARTICLE_DATA_ID, loadArticlePageData } = await import('./features/articles/article-content');
  const data = await loadArticlePageData(path);
  return { ...page, data: [{ tag: 'script', attrs: { type: 'application/json', id: ARTICLE_DATA_ID }, text: jsonLdText(data) }] };
}

/** 404.html: the not-found page inside the layout. */
export function renderNotFound(): Promise<RenderedPage> {
  return render('/404', NOT_FOUND_HEAD, <NotFoundPage />);
}

/** app-shell.html: header, footer and a loading state, for the app pages the browser renders itself. */
export async function renderAppShell(): Promise<RenderedPage> {
  const head: PageHead = { title: 'Kinloan', description: SITE_DESCRIPTION, path: null, noindex: true };
  return render('/app', head, <PageLoading />);
}

/** The source modules a page needs besides the main bundle, for modulepreload and stylesheet links. */
export async function pageModules(path: string): Promise<string[]> {
  const route = publicRouteAt(path);
  if (!route?.module) return [];
  if (route.kind !== 'article') return [route.module];
  const { articleModules } = await import('./features/articles/ArticlePage');
  return [route.module, ...(await articleModules(path))];
}

/** The app pages' paths as react-router patterns, for robots.txt. */
export function appPaths(): string[] {
  return appPathPatterns(appRoutes);
}

/** The <head> tags of a rendered page (title, description, canonical, Open Graph, Twitter, JSON-LD). */
export function pageHeadHtml(page: RenderedPage): string {
  const extra: HeadTag[] = [
    ...[...page.structuredData].map(([id, data]): HeadTag => ({
      tag: 'script',
      attrs: { type: 'application/ld+json', 'data-page-data': id },
      text: jsonLdText(data),
    })),
    ...(page.data ?? []),
  ];
  return headHtml(page.head, buildConfig().appBaseUrl, extra);
}

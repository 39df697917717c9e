import { Suspense, use, type ComponentType, type MouseEvent } from 'react';
import { preloadableLazy } from '../../app/lazy-page';
import { Link, useSiteLocation, useSiteNavigate } from '../../app/navigation/links';
import { normalizePathname } from '../../app/navigation/site-navigation';
import { adoptPrerenderedArticle, ARTICLE_DATA_ID, loadArticlePageData, loadArticleSegments } from './article-content';
import type { ArticleLink, ArticlePageData } from './article-links';
import type { ArticleSegment } from './render-markdown';
import './articles.css';

/** Interactive pieces an article can place with `<!-- widget:name -->`; each loads only where used. */
const WIDGETS: Readonly<Record<string, { Component: ComponentType; preload: () => Promise<void> }>> = {
  'amortization-calculator': preloadableLazy(() => import('../calculator/AmortizationCalculator')),
};

/** Each widget's source file, for the build to preload its chunk with the articles that use it. */
const WIDGET_MODULES: Readonly<Record<string, string>> = {
  'amortization-calculator': 'src/features/calculator/AmortizationCalculator.tsx',
};

const widgetsOf = (segments: readonly ArticleSegment[]) =>
  segments.flatMap((segment) => (segment.kind === 'widget' ? [segment.name] : []));

/**
 * The source modules (relative to web/) a prerendered article at `path` needs besides this
 * page: its widgets. (Not its body or page data: the HTML already carries them, see below.)
 */
export async function articleModules(path: string): Promise<string[]> {
  if (!import.meta.env.SSR) return [];
  const segments = await loadArticleSegments({ path });
  return widgetsOf(segments).map((name) => WIDGET_MODULES[name] ?? name);
}

/** The body segments (see ArticleBody's markup) and page data the prerendered article carries. */
function articleInPage(path: string): { segments: ArticleSegment[]; data: ArticlePageData } | null {
  if (typeof document === 'undefined' || document.documentElement.dataset.prerendered !== path) return null;
  const parts = document.querySelectorAll<HTMLElement>('.article__body > [data-segment]');
  const data = document.getElementById(ARTICLE_DATA_ID)?.textContent;
  if (parts.length === 0 || !data) return null;
  const segments = [...parts].map(
    (part): ArticleSegment =>
      part.dataset.segment === 'widget' ? { kind: 'widget', name: part.dataset.widget ?? '' } : { kind: 'html', html: part.innerHTML },
  );
  return { segments, data: JSON.parse(data) as ArticlePageData };
}

/**
 * Fetches everything the article at `pathname` renders, so a prerendered article hydrates
 * without waiting on anything. What the page already carries (the body it shows, its page
 * data in <head>) is adopted rather than downloaded again: React keeps HTML it is given this
 * way as it is.
 */
export async function preloadArticle(pathname: string): Promise<void> {
  const path = normalizePathname(pathname);
  const inPage = articleInPage(path);
  if (inPage) adoptPrerenderedArticle(path, inPage.segments, inPage.data);
  const [segments] = await Promise.all([loadArticleSegments({ path }), loadArticlePageData(path)]);
  await Promise.all(widgetsOf(segments).map((name) => WIDGETS[name]?.preload()));
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function formatArticleDate(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

/** Same-site links inside article HTML change the page without a reload. */
function useRouterLinks() {
  const navigate = useSiteNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target) return;
    event.preventDefault();
    void navigate(href);
  };
}

function Segment({ segment }: { segment: ArticleSegment }) {
  if (segment.kind === 'html') {
    return <div className="prose" data-segment="html" dangerouslySetInnerHTML={{ __html: segment.html }} />;
  }
  const Widget = WIDGETS[segment.name]?.Component;
  if (!Widget) throw new Error(`Unknown article widget "${segment.name}"`);
  return (
    <div data-segment="widget" data-widget={segment.name}>
      <Suspense
        fallback={
          <p className="article-widget-loading" role="status">
            Loading the calculator…
          </p>
        }
      >
        <Widget />
      </Suspense>
    </div>
  );
}

function MoreArticles({ hub, more }: { hub: { path: string; label: string }; more: readonly ArticleLink[] }) {
  return (
    <nav className="more-articles" aria-labelledby="more-articles-title">
      <h2 id="more-articles-title">Keep reading</h2>
      <ul className="article-cards">
        {more.map((article) => (
          <li key={article.path} className="article-card">
            <h3 className="article-card__title">
              <Link to={article.path}>{article.title}</Link>
            </h3>
            <p>{article.description}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={hub.path}>See all guides in {hub.label}</Link>
      </p>
    </nav>
  );
}

function ArticleBody({ path }: { path: string }) {
  const segments = use(loadArticleSegments({ path }));
  const onClick = useRouterLinks();
  return (
    // Clicks are delegated to the links inside the article HTML (links are keyboard-operable themselves).
    <div className="article__body" onClick={onClick}>
      {segments.map((segment, index) => (
        <Segment key={index} segment={segment} />
      ))}
    </div>
  );
}

/** The one layout every article uses: breadcrumbs, title, date, reading time, body, disclaimer. */
export default function ArticlePage() {
  const path = normalizePathname(useSiteLocation().pathname);
  const { meta, hub, sectionHeading, more } = use(loadArticlePageData(path));

  return (
    <div className="page article-page">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={hub.path}>{hub.label}</Link>
          </li>
          <li>
            <span aria-current="page">{meta.title}</span>
          </li>
        </ol>
      </nav>
      <article className="article" aria-labelledby="article-title">
        <header className="article__header">
          <p className="eyebrow">{sectionHeading}</p>
          <h1 id="article-title">{meta.title}</h1>
          <p className="article__lead">{meta.description}</p>
          <p className="article__meta">
            <time dateTime={meta.date}>{formatArticleDate(meta.date)}</time>
            <span aria-hidden="true"> · </span>
            <span>{meta.readingMinutes} min read</span>
          </p>
        </header>
        <ArticleBody path={path} />
        <footer className="article__footer">
          <p className="article__disclaimer">
            <strong>General information, not legal, tax or financial advice.</strong> Kinloan is not a law firm, a tax
            adviser or a lawyer service. Tax figures are for the years stated and change; check IRS.gov or ask a tax
            professional or attorney about your own situation.
          </p>
        </footer>
      </article>
      <MoreArticles hub={hub} more={more} />
    </div>
  );
}

import { lazy, Suspense, use, type ComponentType, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loadArticleSegments } from './article-content';
import { ARTICLE_HUBS, articleByPath, articlesIn, SECTION_HEADINGS, type ArticleMeta } from './articles';
import type { ArticleSegment } from './render-markdown';
import './articles.css';

/** Interactive pieces an article can place with `<!-- widget:name -->`; each loads only where used. */
const WIDGETS: Readonly<Record<string, ComponentType>> = {
  'amortization-calculator': lazy(() => import('../calculator/AmortizationCalculator')),
};

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function formatArticleDate(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

/** Same-site links inside article HTML go through the router instead of reloading the page. */
function useRouterLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target) return;
    event.preventDefault();
    navigate(href);
  };
}

function Segment({ segment }: { segment: ArticleSegment }) {
  if (segment.kind === 'html') return <div className="prose" dangerouslySetInnerHTML={{ __html: segment.html }} />;
  const Widget = WIDGETS[segment.name];
  if (!Widget) throw new Error(`Unknown article widget "${segment.name}"`);
  return (
    <Suspense
      fallback={
        <p className="article-widget-loading" role="status">
          Loading the calculator…
        </p>
      }
    >
      <Widget />
    </Suspense>
  );
}

function MoreArticles({ current }: { current: ArticleMeta }) {
  const siblings = articlesIn(current.section);
  const at = siblings.findIndex((article) => article.path === current.path);
  const next = [1, 2, 3]
    .map((step) => siblings[(at + step) % siblings.length])
    .filter((article): article is ArticleMeta => !!article && article.path !== current.path);
  const hub = ARTICLE_HUBS[current.section];
  return (
    <nav className="more-articles" aria-labelledby="more-articles-title">
      <h2 id="more-articles-title">Keep reading</h2>
      <ul className="article-cards">
        {next.map((article) => (
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

function ArticleBody({ meta }: { meta: ArticleMeta }) {
  const segments = use(loadArticleSegments(meta));
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
  const { pathname } = useLocation();
  const meta = articleByPath(pathname);
  if (!meta) throw new Error(`No article at ${pathname}`);
  const hub = ARTICLE_HUBS[meta.section];

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
          <p className="eyebrow">{SECTION_HEADINGS[meta.section]}</p>
          <h1 id="article-title">{meta.title}</h1>
          <p className="article__lead">{meta.description}</p>
          <p className="article__meta">
            <time dateTime={meta.date}>{formatArticleDate(meta.date)}</time>
            <span aria-hidden="true"> · </span>
            <span>{meta.readingMinutes} min read</span>
          </p>
        </header>
        <ArticleBody meta={meta} />
        <footer className="article__footer">
          <p className="article__disclaimer">
            <strong>General information, not legal, tax or financial advice.</strong> Kinloan is not a law firm, a tax
            adviser or a lawyer service. Tax figures are for the years stated and change; check IRS.gov or ask a tax
            professional or attorney about your own situation.
          </p>
        </footer>
      </article>
      <MoreArticles current={meta} />
    </div>
  );
}

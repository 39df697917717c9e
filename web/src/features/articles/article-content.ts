import { CHUNK_LOAD_TIMEOUT_MS, loadWithTimeout } from '../../app/lazy-page';
import type { ArticlePageData } from './article-links';
import type { ArticleMeta } from './front-matter';
import type { ArticleSegment } from './render-markdown';

interface ArticleModule {
  default: ArticlePageData;
  loadBody: () => Promise<ArticleSegment[]>;
}

/**
 * Two small lazy chunks per article, made at build time by article-index-plugin.ts: its page
 * data (`?article`: front-matter, hub, what to read next), which knows how to load its body
 * (`?segments`: HTML rendered from the Markdown). Each is fetched when its page is opened.
 */
const ARTICLE_MODULES = import.meta.glob<ArticleModule>('./*/*.md', { base: '../../content', query: '?article' });

export function articleFileKey(meta: Pick<ArticleMeta, 'path'>): string {
  return `.${meta.path}.md`;
}

export function hasArticleFile(meta: Pick<ArticleMeta, 'path'>): boolean {
  return articleFileKey(meta) in ARTICLE_MODULES;
}

/** A promise React's `use()` reads at once once it has settled (React's own `status` convention). */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function track<T>(cache: Map<string, TrackedPromise<T>>, key: string, promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (error: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = error;
      cache.delete(key); // Retry may try again
    },
  );
  cache.set(key, tracked);
  return tracked;
}

function settled<T>(value: T): TrackedPromise<T> {
  const promise: TrackedPromise<T> = Promise.resolve(value);
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}

function cachedLoad<T>(
  cache: Map<string, TrackedPromise<T>>,
  loaders: Record<string, () => Promise<T>>,
  path: string,
): Promise<T> {
  const key = articleFileKey({ path });
  const cached = cache.get(key);
  if (cached) return cached;
  const load = loaders[key];
  return track(cache, key, load ? loadWithTimeout(load, CHUNK_LOAD_TIMEOUT_MS) : Promise.reject(new Error(`No article at ${path}`)));
}

const modules = new Map<string, TrackedPromise<ArticleModule>>();
const bodies = new Map<string, TrackedPromise<ArticleSegment[]>>();
const pageData = new Map<string, TrackedPromise<ArticlePageData>>();

const loadModule = (path: string) => cachedLoad(modules, ARTICLE_MODULES, path);

/**
 * The article's body as render-ready segments. Promises are cached per article so React's
 * `use()` sees the same one on every render (and, once settled, reads it without suspending);
 * a failed load is forgotten so Retry can try again.
 */
export function loadArticleSegments({ path }: Pick<ArticleMeta, 'path'>): Promise<ArticleSegment[]> {
  const key = articleFileKey({ path });
  return (
    bodies.get(key) ??
    track(bodies, key, loadModule(path).then((module) => loadWithTimeout(module.loadBody, CHUNK_LOAD_TIMEOUT_MS)))
  );
}

/** The article page's data: front-matter, hub and "keep reading" links, for the page around the body. */
export function loadArticlePageData(path: string): Promise<ArticlePageData> {
  const key = articleFileKey({ path });
  return pageData.get(key) ?? track(pageData, key, loadModule(path).then((module) => module.default));
}

/** The id of the prerendered article's page data in <head> (a JSON data block, not a script). */
export const ARTICLE_DATA_ID = 'article-data';

/**
 * What the prerendered article already carries: its body (shown) and its page data (in <head>).
 * Hydration adopts them instead of downloading them again.
 */
export function adoptPrerenderedArticle(path: string, segments: ArticleSegment[], data: ArticlePageData): void {
  bodies.set(articleFileKey({ path }), settled(segments));
  pageData.set(articleFileKey({ path }), settled(data));
}

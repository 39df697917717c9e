import { CHUNK_LOAD_TIMEOUT_MS, loadWithTimeout } from '../../app/lazy-page';
import type { ArticleMeta } from './front-matter';
import { parseArticle } from './front-matter';
import { renderArticle, type ArticleSegment } from './render-markdown';

/** One lazy chunk per article: the Markdown text, fetched when its page is opened. */
const FILES = import.meta.glob<string>('../../content/*/*.md', { query: '?raw', import: 'default' });

export function articleFileKey(meta: Pick<ArticleMeta, 'path'>): string {
  return `../../content${meta.path}.md`;
}

export function hasArticleFile(meta: Pick<ArticleMeta, 'path'>): boolean {
  return articleFileKey(meta) in FILES;
}

const cache = new Map<string, Promise<ArticleSegment[]>>();

/**
 * The article's body as render-ready segments. The promise is cached per article so React's
 * `use()` sees the same one on every render; a failed load is forgotten so Retry can try again.
 */
export function loadArticleSegments(meta: ArticleMeta): Promise<ArticleSegment[]> {
  const key = articleFileKey(meta);
  let promise = cache.get(key);
  if (!promise) {
    const load = FILES[key];
    promise = load
      ? loadWithTimeout(load, CHUNK_LOAD_TIMEOUT_MS).then((raw) => renderArticle(parseArticle(raw, key).body))
      : Promise.reject(new Error(`No article file for ${meta.path}`));
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}

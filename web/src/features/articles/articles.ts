import { ARTICLE_INDEX } from 'virtual:kinloan/article-index';
import type { ArticleMeta, ArticleSection } from './front-matter';

export type { ArticleMeta, ArticleSection } from './front-matter';
export { ARTICLE_HUBS, SECTION_HEADINGS, type ArticleHub } from './article-hubs';

/** Every article, in hub order: the /know articles first, then Borrow 101. */
export const ARTICLES: readonly ArticleMeta[] = ARTICLE_INDEX;

export function articleByPath(pathname: string): ArticleMeta | undefined {
  const path = pathname.replace(/\/+$/, '');
  return ARTICLES.find((article) => article.path === path);
}

export function articlesIn(section: ArticleSection): ArticleMeta[] {
  return ARTICLES.filter((article) => article.section === section);
}

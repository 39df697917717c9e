import type { ArticleMeta } from './front-matter';

/** What an article page shows of another article: a link with its description. */
export interface ArticleLink {
  readonly path: string;
  readonly title: string;
  readonly description: string;
}

/**
 * An article page's own data, built with the site (article-index-plugin.ts): its front-matter,
 * its hub (breadcrumb) and section heading, and the articles to read next. With it, an article
 * page needs no index of every article.
 */
export interface ArticlePageData {
  readonly meta: ArticleMeta;
  readonly hub: { readonly path: string; readonly label: string };
  readonly sectionHeading: string;
  readonly more: readonly ArticleLink[];
}

/** "Keep reading": the next `count` articles of the same section, in hub order, wrapping round. */
export function nextInSection(index: readonly ArticleMeta[], current: ArticleMeta, count = 3): ArticleLink[] {
  const siblings = index.filter((article) => article.section === current.section);
  const at = siblings.findIndex((article) => article.path === current.path);
  return Array.from({ length: count }, (_, step) => siblings[(at + step + 1) % siblings.length])
    .filter((article): article is ArticleMeta => !!article && article.path !== current.path)
    .map(({ path, title, description }) => ({ path, title, description }));
}

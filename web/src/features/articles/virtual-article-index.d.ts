declare module 'virtual:kinloan/article-index' {
  /** Every article's front-matter, in hub order (see article-index-plugin.ts). */
  export const ARTICLE_INDEX: readonly import('./front-matter').ArticleMeta[];
}

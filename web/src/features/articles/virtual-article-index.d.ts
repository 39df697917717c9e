declare module 'virtual:kinloan/article-index' {
  /** Every article's front-matter, in hub order (see article-index-plugin.ts). */
  export const ARTICLE_INDEX: readonly import('./front-matter').ArticleMeta[];
}

declare module 'virtual:kinloan/article-paths' {
  /** Every article's path, in hub order: the index without its text (see article-index-plugin.ts). */
  export const ARTICLE_PATHS: readonly string[];
}

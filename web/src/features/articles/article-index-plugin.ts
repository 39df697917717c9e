import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { ARTICLE_SECTIONS, parseArticle, type ArticleMeta } from './front-matter.ts';
import { ARTICLE_HUBS, SECTION_HEADINGS } from './article-hubs.ts';
import { nextInSection, type ArticlePageData } from './article-links.ts';
import { renderArticle } from './render-markdown.ts';

/** `import { ARTICLE_INDEX } from 'virtual:kinloan/article-index'`: every article's front-matter, no bodies. */
export const ARTICLE_INDEX_MODULE = 'virtual:kinloan/article-index';
const RESOLVED_ID = `\0${ARTICLE_INDEX_MODULE}`;
/** `import { ARTICLE_PATHS } from 'virtual:kinloan/article-paths'`: only the paths, for the landing bundle's page switch. */
export const ARTICLE_PATHS_MODULE = 'virtual:kinloan/article-paths';
const RESOLVED_PATHS_ID = `\0${ARTICLE_PATHS_MODULE}`;

/**
 * Reads src/content/<section>/<slug>.md at build (and dev/test) time and exposes only their
 * front-matter as a small module, so the route list and the hub pages know every article's
 * title and description without bundling the articles themselves (those load lazily, one chunk
 * each). A file whose canonical path does not match its location fails the build.
 */
export function articleIndex(root: string, sources: string[] = []): ArticleMeta[] {
  const articles: ArticleMeta[] = [];
  for (const section of ARTICLE_SECTIONS) {
    const dir = join(root, 'src', 'content', section);
    let files: string[];
    try {
      files = readdirSync(dir).filter((name) => name.endsWith('.md'));
    } catch {
      continue;
    }
    for (const file of files) {
      const full = join(dir, file);
      sources.push(full);
      const source = relative(root, full);
      const { meta } = parseArticle(readFileSync(full, 'utf8'), source);
      const expected = `/${section}/${file.replace(/\.md$/, '')}`;
      if (meta.path !== expected) {
        throw new Error(`${source}: canonical "${meta.path}" does not match the file's location (${expected}).`);
      }
      articles.push(meta);
    }
  }
  return articles.sort(
    (a, b) =>
      ARTICLE_SECTIONS.indexOf(a.section) - ARTICLE_SECTIONS.indexOf(b.section) ||
      a.order - b.order ||
      a.title.localeCompare(b.title),
  );
}

export function articleIndexPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'kinloan:article-index',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      // Editing an article re-runs load() (its files are watched below); adding or removing one must too.
      const contentDir = join(root, 'src', 'content');
      server.watcher.add(contentDir);
      const refresh = (file: string) => {
        if (!file.startsWith(contentDir) || !file.endsWith('.md')) return;
        for (const id of [RESOLVED_ID, RESOLVED_PATHS_ID]) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) void server.reloadModule(module);
        }
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
    },
    resolveId(id) {
      if (id === ARTICLE_INDEX_MODULE) return RESOLVED_ID;
      return id === ARTICLE_PATHS_MODULE ? RESOLVED_PATHS_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID && id !== RESOLVED_PATHS_ID) return null;
      const files: string[] = [];
      const index = articleIndex(root, files);
      for (const file of files) this.addWatchFile(file);
      if (id === RESOLVED_PATHS_ID) return `export const ARTICLE_PATHS = ${JSON.stringify(index.map((article) => article.path))};\n`;
      return `export const ARTICLE_INDEX = ${JSON.stringify(index, null, 2)};\n`;
    },
  };
}

/** `import segments from './x.md?segments'`: the article body, already rendered to HTML segments. */
export const SEGMENTS_QUERY = '?segments';
/**
 * `import data, { loadBody } from './x.md?article'`: the article page's data (ArticlePageData)
 * and the loader of its body (`?segments`).
 */
export const PAGE_DATA_QUERY = '?article';

/**
 * Renders each article's Markdown at build time, so the browser gets ready HTML segments (one
 * small chunk per article) and never downloads the Markdown parser; and gives each article
 * page its own small data module, so it needs no index of every article.
 */
export function articleContentPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'kinloan:article-content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    load(id) {
      if (id.endsWith(`.md${SEGMENTS_QUERY}`)) {
        const file = id.slice(0, -SEGMENTS_QUERY.length);
        this.addWatchFile(file);
        const { body } = parseArticle(readFileSync(file, 'utf8'), file);
        return `export default ${JSON.stringify(renderArticle(body))};\n`;
      }
      if (id.endsWith(`.md${PAGE_DATA_QUERY}`)) {
        const file = id.slice(0, -PAGE_DATA_QUERY.length);
        const files: string[] = [];
        const index = articleIndex(root, files);
        for (const watched of files) this.addWatchFile(watched);
        const { meta } = parseArticle(readFileSync(file, 'utf8'), file);
        const { path, label } = ARTICLE_HUBS[meta.section];
        const data: ArticlePageData = {
          meta,
          hub: { path, label },
          sectionHeading: SECTION_HEADINGS[meta.section],
          more: nextInSection(index, meta),
        };
        return (
          `export default ${JSON.stringify(data)};\n` +
          `export const loadBody = () => import(${JSON.stringify(`${file}${SEGMENTS_QUERY}`)}).then((m) => m.default);\n`
        );
      }
      return null;
    },
  };
}

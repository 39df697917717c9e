import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { ARTICLE_SECTIONS, parseArticle, type ArticleMeta } from './front-matter.ts';

/** `import { ARTICLE_INDEX } from 'virtual:kinloan/article-index'`: every article's front-matter, no bodies. */
export const ARTICLE_INDEX_MODULE = 'virtual:kinloan/article-index';
const RESOLVED_ID = `\0${ARTICLE_INDEX_MODULE}`;

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
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.reloadModule(module);
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
    },
    resolveId(id) {
      return id === ARTICLE_INDEX_MODULE ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const files: string[] = [];
      const index = articleIndex(root, files);
      for (const file of files) this.addWatchFile(file);
      return `export const ARTICLE_INDEX = ${JSON.stringify(index, null, 2)};\n`;
    },
  };
}

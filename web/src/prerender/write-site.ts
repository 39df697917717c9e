/**
 * The prerender step (Node, after the client and SSR builds): one HTML file per public page,
 * 404.html, app-shell.html, sitemap.xml and robots.txt in the client's output directory.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../entry-server.tsx';
import { robotsTxt, sitemapXml } from './site-files.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** "/" → index.html, "/about" → about.html, "/know/x" → know/x.html (Hosting's cleanUrls serves them at their paths). */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The chunks and stylesheets `modules` need, with everything they import statically. */
export function assetsFor(manifest: Manifest, modules: readonly string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no module ${key}; is the route's module path right?`);
    if (chunk.file.endsWith('.js')) js.add(`/${chunk.file}`);
    for (const sheet of chunk.css ?? []) css.add(`/${sheet}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return { js: [...js], css: [...css] };
}

interface PageParts {
  head: string;
  root: string;
  /** What the HTML is: a public page's path, "not-found" or "app-shell" (read by main.tsx). */
  prerendered: string;
  js?: readonly string[];
  css?: readonly string[];
  /** Keep the "needs JavaScript" notice (app shell: the app pages do need it). */
  noscript?: boolean;
  /**
   * The text of a stylesheet: given, every stylesheet goes into the page as a <style>, so the
   * first paint waits for the HTML alone (a few KiB of CSS per page; the CSP allows inline styles).
   */
  styleText?: (href: string) => string;
}

function styleElement(href: string, text: string): string {
  if (/<\/style/i.test(text)) throw new Error(`${href} contains "</style" and cannot be inlined`);
  return `<style data-href="${href}">${text}</style>`;
}

export function fillTemplate(template: string, { head, root, prerendered, js = [], css = [], noscript = false, styleText }: PageParts): string {
  const sheet = (href: string) => (styleText ? styleElement(href, styleText(href)) : `<link rel="stylesheet" crossorigin href="${href}">`);
  const links = [
    ...css.filter((href) => !template.includes(`href="${href}"`)).map(sheet),
    ...js.filter((href) => !template.includes(`"${href}"`)).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  // Replacement functions, not strings: page text may contain "$&" or "$'".
  let html = template
    .replace(/<html lang="en">/, () => `<html lang="en" data-prerendered="${prerendered}">`)
    .replace(/<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?>/, () => head)
    .replace('</head>', () => `${links.map((link) => `  ${link}\n`).join('')}  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
  // The template's own stylesheets (the entry's) stay where they are, in the same order.
  if (styleText) html = html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_link, href: string) => styleElement(href, styleText(href)));
  if (!noscript) html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  for (const [what, ok] of [
    ['head', html.includes(head)],
    ['#root', html.includes(`<div id="root">${root}`)],
  ] as const) {
    if (!ok) throw new Error(`index.html no longer has the ${what} the prerenderer fills; see src/prerender/write-site.ts`);
  }
  return html;
}

/**
 * The template of a prerendered public page: it names the public pages' own small entry
 * (public-entry.ts, which starts the app once the page has loaded) instead of the app's, and
 * preloads none of the app's code.
 */
export function publicPageTemplate(template: string, manifest: Manifest): string {
  const entry = manifest['src/public-entry.ts'];
  if (!entry?.isEntry) throw new Error('The build manifest has no entry src/public-entry.ts; see vite.config.ts');
  const script = /<script type="module" crossorigin src="[^"]+"><\/script>/;
  if (!script.test(template)) throw new Error('index.html no longer has the module script the prerenderer swaps; see src/prerender/write-site.ts');
  return template.replace(script, () => `<script type="module" crossorigin src="/${entry.file}"></script>`).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

function write(outDir: string, file: string, text: string) {
  const target = join(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}

export async function writePrerenderedSite(options: { outDir: string; ssrEntry: string; log: (line: string) => void }) {
  const { outDir, ssrEntry, log } = options;
  const server = (await import(pathToFileURL(ssrEntry).href)) as typeof EntryServer;
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const config = server.buildConfig();
  const styleText = (href: string) => readFileSync(join(outDir, href), 'utf8');
  // What the app's start (React, the layout, the header) brings: every page paints with its CSS.
  const startCss = assetsFor(manifest, ['index.html']).css;
  const publicTemplate = publicPageTemplate(template, manifest);

  for (const route of server.publicRoutes) {
    const page = await server.renderPublicPage(route.path);
    const assets = assetsFor(manifest, ['index.html', ...(await server.pageModules(route.path))]);
    // Its stylesheets only: its code is fetched once the page has loaded (main.tsx), not preloaded.
    const html = fillTemplate(publicTemplate, { head: server.pageHeadHtml(page), root: page.html, prerendered: route.path, css: assets.css, styleText });
    write(outDir, htmlFileFor(route.path), html);
  }

  const notFound = await server.renderNotFound();
  write(outDir, '404.html', fillTemplate(template, { head: server.pageHeadHtml(notFound), root: notFound.html, prerendered: 'not-found', css: startCss, styleText }));

  const shell = await server.renderAppShell();
  write(
    outDir,
    'app-shell.html',
    fillTemplate(template, { head: server.pageHeadHtml(shell), root: shell.html, prerendered: 'app-shell', css: startCss, noscript: true }),
  );

  const publicPaths = server.publicRoutes.map((route) => route.path);
  write(outDir, 'sitemap.xml', sitemapXml(config.appBaseUrl, server.publicRoutes.map(({ path, date }) => ({ path, lastmod: date }))));
  write(outDir, 'robots.txt', robotsTxt(config.appBaseUrl, publicPaths, server.appPaths()));

  rmSync(join(outDir, '.vite'), { recursive: true, force: true });
  log(`prerendered ${publicPaths.length} public pages, 404.html and app-shell.html; wrote sitemap.xml and robots.txt for ${config.appBaseUrl}`);
}

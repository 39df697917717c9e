// `npm run bench:web`: builds the web app, serves it the way Firebase Hosting does, and prints
// for every public page the JavaScript and CSS it loads up front (gzip) and, for the home page
// and an article, the four Lighthouse scores (mobile, Lighthouse's defaults, Debian's chromium).
// It is a benchmark: it prints whether each target is met and never fails on a miss.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startHostingServer } from './hosting-server';

const REPO = resolve(import.meta.dirname, '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4319);
/** Targets of issue 7, in KiB as Lighthouse counts them. */
const JS_TARGET_KIB = 80;
const SCORE_TARGET = 95;
const LIGHTHOUSE_PAGES = ['/', '/know/charge-interest-family-friend-loan'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: REPO, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const pad = (text: string, width: number) => text.padEnd(width);
const padStart = (text: string, width: number) => text.padStart(width);

interface PageWeight {
  path: string;
  js: number;
  css: number;
  html: number;
  files: number;
}

/** What a page loads before anything else: its module script, modulepreloads and stylesheets, each gzipped. */
function weigh(outDir: string, path: string, html: string): PageWeight {
  const gz = (asset: string) => gzipSync(readFileSync(join(outDir, asset)), { level: 9 }).length;
  const js = [...html.matchAll(/<script[^>]+src="([^"]+)"|<link rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? '');
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? '');
  return {
    path,
    js: js.reduce((sum, asset) => sum + gz(asset), 0),
    css: css.reduce((sum, asset) => sum + gz(asset), 0),
    html: gzipSync(html, { level: 9 }).length,
    files: js.length + css.length,
  };
}

interface Scores {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  problems: string[];
}

async function lighthouseScores(url: string, path: string): Promise<Scores> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(`${url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as Scores['scores'];
    // What cost points: every scored audit of the four categories that did not pass.
    const problems = CATEGORIES.flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${id}: ${audits[ref.id]?.title} (${audits[ref.id]?.displayValue ?? Math.round((audits[ref.id]?.score ?? 0) * 100)})`),
    );
    return { path, scores, problems };
  } finally {
    chrome.kill();
  }
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'kinloan-bench-web-'));
  const base = `http://localhost:${PORT}`;
  console.log(`Building web (development configuration, canonical URLs on ${base}) into ${outDir} …`);
  // The canonical links must name the address Lighthouse loads, or its SEO audit flags them.
  await run('npm', ['run', '--silent', 'build', '-w', 'web', '--', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    ...process.env,
    VITE_APP_BASE_URL: base,
    NODE_ENV: 'production',
  });
  const server = await startHostingServer(REPO, { publicDir: outDir, port: PORT, hostname: 'localhost' });
  try {
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
    const weights: PageWeight[] = [];
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      weights.push(weigh(outDir, path, await response.text()));
    }

    console.log(`\nInitial JavaScript and CSS per public page (gzip -9, KiB = 1024 bytes; target JS ≤ ${JS_TARGET_KIB} KiB)\n`);
    const width = Math.max(...paths.map((path) => path.length)) + 2;
    console.log(`${pad('page', width)}${padStart('JS', 8)}${padStart('CSS', 8)}${padStart('HTML', 8)}  files  JS target`);
    for (const w of weights) {
      const ok = w.js <= JS_TARGET_KIB * 1024;
      console.log(`${pad(w.path, width)}${padStart(kib(w.js), 8)}${padStart(kib(w.css), 8)}${padStart(kib(w.html), 8)}  ${padStart(String(w.files), 5)}  ${ok ? 'met' : 'MISSED'}`);
    }

    console.log(`\nLighthouse ${LIGHTHOUSE_PAGES.length} pages (mobile defaults, ${CHROME}; target every score ≥ ${SCORE_TARGET}) …`);
    const results: Scores[] = [];
    for (const path of LIGHTHOUSE_PAGES) results.push(await lighthouseScores(server.url, path));
    console.log(`\n${pad('page', width)}${CATEGORIES.map((id) => padStart(id, 16)).join('')}  JS KiB   targets`);
    for (const { path, scores } of results) {
      const js = weights.find((w) => w.path === path)?.js ?? 0;
      const met = CATEGORIES.every((id) => scores[id] >= SCORE_TARGET) && js <= JS_TARGET_KIB * 1024;
      console.log(`${pad(path, width)}${CATEGORIES.map((id) => padStart(String(scores[id]), 16)).join('')}  ${padStart(kib(js), 6)}   ${met ? 'all met' : 'NOT all met'}`);
    }
    for (const { path, problems } of results) {
      if (problems.length) console.log(`\n${path} lost points on:\n  ${problems.join('\n  ')}`);
    }
    const jsMissed = weights.filter((w) => w.js > JS_TARGET_KIB * 1024).map((w) => w.path);
    console.log(
      `\nJS target (≤ ${JS_TARGET_KIB} KiB): ${jsMissed.length === 0 ? 'met on every public page' : `missed on ${jsMissed.length} of ${weights.length}: ${jsMissed.join(', ')}`}`,
    );
  } finally {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

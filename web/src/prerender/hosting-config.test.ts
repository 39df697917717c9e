import { ENDPOINTS } from '@kinloan/domain';
import { describe, expect, it } from 'vitest';
import { appPathPatterns } from '../app/app-paths';
import { appRoutes } from '../app/routes';
import { publicPages } from '../pages/public/public-pages';
import firebaseConfig from '../../../firebase.json';

interface Rewrite {
  source?: string;
  regex?: string;
  destination?: string;
  function?: unknown;
}

const hosting: { cleanUrls: boolean; trailingSlash: boolean; rewrites: readonly Rewrite[] } = firebaseConfig.hosting;

/** Hosting's glob, for the shapes firebase.json uses: "/api/**" and exact paths. */
function globMatches(glob: string, path: string): boolean {
  if (glob.endsWith('/**')) return path.startsWith(glob.slice(0, -2));
  return path === glob;
}

/** Where Hosting sends a path that has no file: the first rewrite that matches, or 404.html. */
function rewriteOf(path: string): string {
  const rule = hosting.rewrites.find((rewrite) =>
    rewrite.regex ? new RegExp(rewrite.regex).test(path) : globMatches(rewrite.source ?? '', path),
  );
  if (!rule) return '404.html';
  return rule.function ? 'function' : (rule.destination ?? '');
}

const example = (pattern: string) => pattern.replace(/:[^/]+/g, 'x7Kq2');

describe('firebase.json hosting', () => {
  it('serves prerendered pages at their clean paths without a trailing slash', () => {
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
  });

  it('sends every app page (accounts, loans, /{id}/…) to the app shell', () => {
    const patterns = appPathPatterns(appRoutes);
    expect(patterns).toEqual(expect.arrayContaining(['/signin', '/dashboard', '/profile/:id']));
    for (const pattern of patterns) expect(rewriteOf(example(pattern)), pattern).toBe('/app-shell.html');
  });

  it('sends every callable in the endpoint list to its function, so none is left answering 404', () => {
    const callables = Object.values(ENDPOINTS).flatMap((endpoint) => (endpoint.transport === 'callable' ? [endpoint.name] : []));
    expect(callables).toEqual(expect.arrayContaining(['gifts-sign', 'gifts-getAuditTrail']));
    for (const name of callables) {
      const rule = hosting.rewrites.find((rewrite) => rewrite.source === `/callable/${name}`);
      expect(rule?.function, name).toEqual({ functionId: name, region: 'us-central1' });
    }
  });

  it('keeps the API on the function and sends unknown single-segment paths to 404.html', () => {
    expect(rewriteOf('/api/v1/health')).toBe('function');
    expect(rewriteOf('/no-such-page')).toBe('404.html');
  });

  it('never rewrites a public page, articles included (each is served from its own prerendered file)', () => {
    for (const page of publicPages) expect(rewriteOf(page.path), page.path).toBe('404.html');
  });

  it('answers an unknown article under a known hub, and any other unknown deeper path, with 404.html (a real 404, not a soft one)', () => {
    for (const path of ['/know/no-such-article', '/borrow101/no-such-article', '/product/no-such-page', '/x7Kq2/not-a-page', '/a/b/c', '/profile/1/extra']) {
      expect(rewriteOf(path), path).toBe('404.html');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { ARTICLES } from './articles';
import { FrontMatterError, parseArticle, parseFrontMatter, readingMinutes, REQUIRED_ARTICLE_KEYS } from './front-matter';

/** Every article file, read as text (tests only: the app loads each lazily). */
const FILES = import.meta.glob<string>('../../content/*/*.md', { query: '?raw', import: 'default', eager: true });

/** The articles spec section 2 names (when-{product} is when-kinloan). */
const SPEC_ARTICLES = [
  '/know/taxes-implications-lending-borrowing-family-friends',
  '/know/charge-interest-family-friend-loan',
  '/know/avoid-common-lending-pitfalls-relationship-issues-regrets',
  '/know/alternatives-to-conventional-bank-loans-advantages',
  '/know/mortgage-gift-tax-rules',
  '/know/loan-amortization-calculator-interest-principal-schedule',
  '/know/why-family-friends-bank',
  '/borrow101/become-hard-money-lender',
  '/borrow101/borrowing-money-from-friends-family',
  '/borrow101/cc-loan',
  '/borrow101/negotiate-loan-terms',
  '/borrow101/digital-contract-maker-app',
  '/borrow101/friendly-loans-faq',
  '/borrow101/house-without-mortgage',
  '/borrow101/use-social-credibility',
  '/borrow101/startup-business-loans-friends-and-family',
  '/borrow101/when-kinloan',
  '/borrow101/alternative-asset-class',
  '/borrow101/build-credit',
];

describe('parseFrontMatter', () => {
  it('reads key: value lines, unquoting values, and returns the body after the block', () => {
    const { data, body } = parseFrontMatter('---\ntitle: "Loans: a guide"\ndate: 2026-01-02\n---\n\nHello\n');
    expect(data).toEqual({ title: 'Loans: a guide', date: '2026-01-02' });
    expect(body).toBe('\nHello\n');
  });

  it('refuses a file without a block, an unclosed block, a malformed line or a repeated key', () => {
    expect(() => parseFrontMatter('Hello')).toThrow(FrontMatterError);
    expect(() => parseFrontMatter('---\ntitle: x\n')).toThrow(/not closed/);
    expect(() => parseFrontMatter('---\njust text\n---\n')).toThrow(/not "key: value"/);
    expect(() => parseFrontMatter('---\na: 1\na: 2\n---\n')).toThrow(/appears twice/);
  });
});

describe('parseArticle', () => {
  const valid = '---\ntitle: T\ndescription: D\ncanonical: /know/a-b\ndate: 2026-11-01\n---\n## Heading\n\nText.';

  it('derives section, slug and path from the canonical path', () => {
    const { meta } = parseArticle(valid);
    expect(meta).toMatchObject({ section: 'know', slug: 'a-b', path: '/know/a-b', title: 'T', date: '2026-11-01' });
  });

  it.each(REQUIRED_ARTICLE_KEYS)('refuses an article without %s', (key) => {
    const raw = valid.replace(new RegExp(`^${key}:.*$`, 'm'), '');
    expect(() => parseArticle(raw, 'x.md')).toThrow(new RegExp(`"${key}" is missing`));
  });

  it('refuses a canonical path outside the two hubs, a bad date and a level-1 heading', () => {
    expect(() => parseArticle(valid.replace('/know/a-b', '/blog/a-b'))).toThrow(/canonical/);
    expect(() => parseArticle(valid.replace('2026-11-01', '1 Nov 2026'))).toThrow(/YYYY-MM-DD/);
    expect(() => parseArticle(valid.replace('## Heading', '# Heading'))).toThrow(/level-1/);
  });

  it('estimates reading time at 200 words a minute, ignoring link targets and markers', () => {
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
    expect(readingMinutes('[a](/very/long/path) <!-- widget:x -->')).toBe(1);
  });
});

describe('the article files', () => {
  const entries = Object.entries(FILES);

  it('include every article the spec names, and no others', () => {
    const paths = entries.map(([file]) => file.replace('../../content', '').replace(/\.md$/, ''));
    expect(paths.sort()).toEqual([...SPEC_ARTICLES].sort());
  });

  it.each(entries)('%s has complete front-matter whose canonical path is its route', (file, raw) => {
    const { meta, body } = parseArticle(raw, file);
    expect(`../../content${meta.path}.md`).toBe(file);
    expect(meta.title.length).toBeGreaterThan(10);
    expect(meta.description.length).toBeGreaterThan(50);
    expect(meta.description.length).toBeLessThanOrEqual(240);
    // The brief: 400 to 900 words, with headings and a link to /get-started.
    const words = body.replace(/\]\([^)]*\)/g, ']').split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(900);
    expect(body).toMatch(/^## /m);
    expect(body).toContain('](/get-started)');
  });

  it('are all in the build-time index the routes and hubs use, with the same metadata', () => {
    const parsed = entries.map(([file, raw]) => parseArticle(raw, file).meta);
    expect([...ARTICLES].sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      parsed.sort((a, b) => a.path.localeCompare(b.path)),
    );
  });
});

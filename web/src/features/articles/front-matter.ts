/**
 * Article front-matter: a block of `key: value` lines between two `---` lines at the top of a
 * Markdown file. Deliberately tiny (no YAML library): one key per line, values are plain text,
 * optionally wrapped in single or double quotes. Pure: runs in the browser and in the Vite plugin.
 *
 *   ---
 *   title: Should you charge interest on a family loan?
 *   description: What the IRS expects, and how to pick a fair rate.
 *   canonical: /know/charge-interest-family-friend-loan
 *   date: 2026-11-02
 *   order: 2
 *   ---
 */

export class FrontMatterError extends Error {
  override readonly name = 'FrontMatterError';
}

export interface FrontMatter {
  readonly data: Readonly<Record<string, string>>;
  /** The Markdown after the closing `---`. */
  readonly body: string;
}

const OPENING = /^\uFEFF?---[ \t]*\r?\n/;
const LINE = /^([A-Za-z][\w-]*)[ \t]*:[ \t]*(.*?)[ \t]*$/;

function unquote(value: string): string {
  const first = value.charAt(0);
  if ((first === '"' || first === "'") && value.length >= 2 && value.endsWith(first)) return value.slice(1, -1);
  return value;
}

export function parseFrontMatter(raw: string, source = 'article'): FrontMatter {
  const opening = OPENING.exec(raw);
  if (!opening) throw new FrontMatterError(`${source}: must start with a front-matter block opened by "---".`);
  const rest = raw.slice(opening[0].length);
  const closing = /^---[ \t]*$/m.exec(rest);
  if (!closing) throw new FrontMatterError(`${source}: the front-matter block is not closed by a "---" line.`);

  const data: Record<string, string> = {};
  const lines = rest.slice(0, closing.index).split(/\r?\n/);
  lines.forEach((line, index) => {
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const match = LINE.exec(line);
    if (!match) throw new FrontMatterError(`${source}: front-matter line ${index + 2} is not "key: value": ${line}`);
    const key = match[1] ?? '';
    if (key in data) throw new FrontMatterError(`${source}: front-matter key "${key}" appears twice.`);
    data[key] = unquote(match[2] ?? '');
  });

  const body = rest.slice(closing.index + closing[0].length).replace(/^\r?\n/, '');
  return { data, body };
}

/** The two article collections; an article's canonical path is /<section>/<slug>. */
export const ARTICLE_SECTIONS = ['know', 'borrow101'] as const;
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number];

export interface ArticleMeta {
  readonly section: ArticleSection;
  readonly slug: string;
  /** The canonical path, which is also the route: "/know/<slug>". */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** Publication date, YYYY-MM-DD. */
  readonly date: string;
  /** Position within its section on the hub pages (lower first). */
  readonly order: number;
  readonly readingMinutes: number;
}

export const REQUIRED_ARTICLE_KEYS = ['title', 'description', 'canonical', 'date'] as const;

const CANONICAL = /^\/(know|borrow101)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Reading time at 200 words a minute, counting the words a reader sees (not link targets or markup). */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`|[\]-]/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[A-Za-z0-9$]/.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}

/** Parses an article file and checks its front-matter is complete and well-formed. */
export function parseArticle(raw: string, source = 'article'): { meta: ArticleMeta; body: string } {
  const { data, body } = parseFrontMatter(raw, source);
  for (const key of REQUIRED_ARTICLE_KEYS) {
    if (!data[key]) throw new FrontMatterError(`${source}: front-matter "${key}" is missing or empty.`);
  }
  const canonical = CANONICAL.exec(data.canonical ?? '');
  if (!canonical) {
    throw new FrontMatterError(`${source}: canonical "${data.canonical}" must look like /know/<slug> or /borrow101/<slug>.`);
  }
  if (!DATE.test(data.date ?? '')) throw new FrontMatterError(`${source}: date "${data.date}" must be YYYY-MM-DD.`);
  const order = data.order === undefined ? 1000 : Number(data.order);
  if (!Number.isInteger(order)) throw new FrontMatterError(`${source}: order "${data.order}" must be a whole number.`);
  if (/^#\s/m.test(body)) {
    throw new FrontMatterError(`${source}: the body must not have a level-1 "# " heading; the layout shows the title.`);
  }
  return {
    meta: {
      section: canonical[1] as ArticleSection,
      slug: canonical[2] ?? '',
      path: canonical[0],
      title: data.title ?? '',
      description: data.description ?? '',
      date: data.date ?? '',
      order,
      readingMinutes: readingMinutes(body),
    },
    body,
  };
}

import { Marked, type Tokens } from 'marked';

/** A piece of a rendered article: trusted HTML, or an interactive widget named in the Markdown. */
export type ArticleSegment = { kind: 'html'; html: string } | { kind: 'widget'; name: string };

/** A line `<!-- widget:amortization-calculator -->` in an article places that widget there. */
const WIDGET_MARKER = /<!--\s*widget:([a-z0-9-]+)\s*-->/g;

export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// Our own content, so its HTML is trusted; headings get ids so sections can be linked to.
const marked = new Marked({
  gfm: true,
  renderer: {
    heading(this: { parser: { parseInline(tokens: Tokens.Heading['tokens']): string } }, { tokens, depth }: Tokens.Heading) {
      const html = this.parser.parseInline(tokens);
      return `<h${depth} id="${headingId(html)}">${html}</h${depth}>\n`;
    },
  },
});

/**
 * Typographer's quotes, as on the rest of the site: it's → it’s, "AFR" → “AFR”. Articles are
 * prose without code, and quotes never appear in their link targets or widget markers.
 */
export function curlyQuotes(markdown: string): string {
  return markdown
    .replace(/(\w)'(\w)/g, '$1’$2')
    .replace(/(\w)'(?=[\s.,;:!?)]|$)/gm, '$1’')
    .replace(/(^|[\s(])"([^"\n]+)"/gm, '$1“$2”');
}

/** Markdown → HTML segments split at widget markers. Tables are wrapped so they scroll on narrow screens. */
export function renderArticle(markdown: string): ArticleSegment[] {
  const html = (marked.parse(curlyQuotes(markdown), { async: false }) as string)
    .replace(/<table>/g, '<div class="article-table" tabindex="0"><table>')
    .replace(/<\/table>/g, '</table></div>');

  const segments: ArticleSegment[] = [];
  let last = 0;
  for (const match of html.matchAll(WIDGET_MARKER)) {
    const before = html.slice(last, match.index);
    if (before.trim()) segments.push({ kind: 'html', html: before });
    segments.push({ kind: 'widget', name: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  const rest = html.slice(last);
  if (rest.trim()) segments.push({ kind: 'html', html: rest });
  return segments;
}

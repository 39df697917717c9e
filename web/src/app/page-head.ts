/**
 * What a page says about itself in <head>: title, description, canonical link, Open Graph and
 * Twitter card tags, and JSON-LD structured data. One description, two renderers: HTML text
 * for the prerendered pages (build time) and DOM updates on client-side navigation.
 */

/** The spec's site-wide title (section 1); also the home page's title. */
export const SITE_TITLE = 'Make family and friends lending formal - set up loan agreement, payments and reminders';

/** The description in index.html; pages without their own description fall back to it. */
export const SITE_DESCRIPTION =
  'Kinloan helps you lend to family and friends on clear terms: a written loan agreement, a monthly payment schedule, e-signatures, payment tracking and reminders.';

export const SITE_NAME = 'Kinloan';

/** The sharing card in web/public (see docs/decisions/0005-prerendering.md for how it was made). */
export const OG_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Kinloan: loans between family and friends, in writing',
} as const;

/** The square logo in web/public, for the Organization's structured data. */
export const LOGO_PATH = '/logo-512.png';

export type StructuredData = Readonly<Record<string, unknown>>;

export interface PageHead {
  title: string;
  description: string;
  /** The page's own path ("/faq"); canonical link and og:url are the app base URL + it. Null: neither (not-found). */
  path: string | null;
  ogType?: 'website' | 'article';
  /** Keep this page out of search results (not-found). */
  noindex?: boolean;
  /** JSON-LD objects, each a complete `{ "@context": "https://schema.org", … }` document. */
  structuredData?: readonly StructuredData[];
}

export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Readonly<Record<string, string>>;
  /** The text inside (JSON-LD scripts only). */
  text?: string;
}

/** The attribute that marks the tags a page owns, so the next page can replace them. */
export const HEAD_ATTR = 'data-page-head';

/** "https://kinloan.com" + "/faq"; the home page is "https://kinloan.com/". */
export function canonicalUrl(appBaseUrl: string, path: string): string {
  const base = appBaseUrl.replace(/\/+$/, '');
  const rest = path.startsWith('/') ? path : `/${path}`;
  return `${base}${rest}`;
}

/** JSON that is safe inside <script>: no "</script>" or "<!--" can close or confuse it. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Every tag after <title> and the description meta, in document order. */
export function headTags(head: PageHead, appBaseUrl: string): HeadTag[] {
  const tags: HeadTag[] = [];
  const meta = (attrs: Record<string, string>) => tags.push({ tag: 'meta', attrs });
  const url = head.path === null ? null : canonicalUrl(appBaseUrl, head.path);
  const image = canonicalUrl(appBaseUrl, OG_IMAGE.path);

  if (url) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
  if (head.noindex) meta({ name: 'robots', content: 'noindex' });
  if (url) {
    meta({ property: 'og:site_name', content: SITE_NAME });
    meta({ property: 'og:type', content: head.ogType ?? 'website' });
    meta({ property: 'og:title', content: head.title });
    meta({ property: 'og:description', content: head.description });
    meta({ property: 'og:url', content: url });
    meta({ property: 'og:image', content: image });
    meta({ property: 'og:image:width', content: String(OG_IMAGE.width) });
    meta({ property: 'og:image:height', content: String(OG_IMAGE.height) });
    meta({ property: 'og:image:alt', content: OG_IMAGE.alt });
    meta({ property: 'og:locale', content: 'en_US' });
    meta({ name: 'twitter:card', content: 'summary_large_image' });
    meta({ name: 'twitter:title', content: head.title });
    meta({ name: 'twitter:description', content: head.description });
    meta({ name: 'twitter:image', content: image });
    meta({ name: 'twitter:image:alt', content: OG_IMAGE.alt });
  }
  for (const data of head.structuredData ?? []) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonLdText(data) });
  }
  return tags;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function tagHtml({ tag, attrs, text }: HeadTag, marker = HEAD_ATTR): string {
  const attributes = Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
    .join('');
  const open = `<${tag}${attributes}${marker ? ` ${marker}` : ''}>`;
  return tag === 'script' ? `${open}${text ?? ''}</script>` : open;
}

/** The <head> part of a prerendered page: title, description and the page's tags. */
export function headHtml(head: PageHead, appBaseUrl: string, extra: readonly HeadTag[] = []): string {
  return [
    `<title>${escapeText(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}">`,
    ...headTags(head, appBaseUrl).map((tag) => tagHtml(tag)),
    ...extra.map((tag) => tagHtml(tag, '')),
  ].join('\n    ');
}

function createTag(doc: Document, { tag, attrs, text }: HeadTag): HTMLElement {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  element.setAttribute(HEAD_ATTR, '');
  if (text !== undefined) element.textContent = text;
  return element;
}

function descriptionMeta(doc: Document): HTMLMetaElement {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.appendChild(meta);
  }
  return meta;
}

/** Client-side navigation: the document's head now describes `head` (a page's earlier tags are replaced). */
export function applyHead(doc: Document, head: PageHead, appBaseUrl: string): void {
  doc.title = head.title;
  descriptionMeta(doc).content = head.description;
  for (const old of doc.head.querySelectorAll(`[${HEAD_ATTR}]`)) old.remove();
  for (const tag of headTags(head, appBaseUrl)) doc.head.appendChild(createTag(doc, tag));
}

/** The page went away: drop its tags, and the description goes back to the site's. */
export function clearHead(doc: Document): void {
  for (const old of doc.head.querySelectorAll(`[${HEAD_ATTR}]`)) old.remove();
  descriptionMeta(doc).content = SITE_DESCRIPTION;
}

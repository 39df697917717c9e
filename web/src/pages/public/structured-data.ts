/**
 * schema.org JSON-LD for the public pages (https://developers.google.com/search/docs/appearance/structured-data):
 * Organization and WebSite on the home page, Article on articles, FAQPage on /faq, and a
 * BreadcrumbList on every page below the home page.
 */
import { canonicalUrl, LOGO_PATH, OG_IMAGE, SITE_DESCRIPTION, SITE_NAME, type StructuredData } from '../../app/page-head';
import { SUPPORT_EMAIL } from '../../app/site-links';

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  path: string;
}

const organizationId = (base: string) => `${canonicalUrl(base, '/')}#organization`;
const websiteId = (base: string) => `${canonicalUrl(base, '/')}#website`;

function organization(base: string) {
  return {
    '@type': 'Organization',
    '@id': organizationId(base),
    name: SITE_NAME,
    url: canonicalUrl(base, '/'),
    logo: { '@type': 'ImageObject', url: canonicalUrl(base, LOGO_PATH), width: 512, height: 512 },
    email: SUPPORT_EMAIL,
  };
}

export function organizationLd(base: string): StructuredData {
  return {
    '@context': CONTEXT,
    ...organization(base),
    description: SITE_DESCRIPTION,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: SUPPORT_EMAIL, availableLanguage: 'English' },
  };
}

export function websiteLd(base: string): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': websiteId(base),
    name: SITE_NAME,
    url: canonicalUrl(base, '/'),
    description: SITE_DESCRIPTION,
    inLanguage: 'en-US',
    publisher: { '@id': organizationId(base) },
  };
}

/** Home › … › this page; the last crumb is the page itself. */
export function breadcrumbLd(base: string, crumbs: readonly Crumb[]): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(base, crumb.path),
    })),
  };
}

export interface ArticleFacts {
  path: string;
  headline: string;
  description: string;
  /** YYYY-MM-DD, from the article's front-matter. */
  date: string;
}

export function articleLd(base: string, { path, headline, description, date }: ArticleFacts): StructuredData {
  const url = canonicalUrl(base, path);
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline,
    description,
    datePublished: date,
    dateModified: date,
    inLanguage: 'en-US',
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [canonicalUrl(base, OG_IMAGE.path)],
    author: { '@type': 'Organization', name: SITE_NAME, url: canonicalUrl(base, '/') },
    publisher: organization(base),
  };
}

export interface FaqEntry {
  question: string;
  /** The answer as plain text (paragraphs joined). */
  answer: string;
}

export function faqPageLd(base: string, path: string, entries: readonly FaqEntry[]): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url: canonicalUrl(base, path),
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

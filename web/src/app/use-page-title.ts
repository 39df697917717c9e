import { createContext, useContext, useEffect } from 'react';
import { useAppConfig } from '../config/config-context';
import { applyHead, clearHead, jsonLdText, type PageHead, type StructuredData } from './page-head';

export { canonicalUrl, SITE_DESCRIPTION, SITE_TITLE, type PageHead } from './page-head';

/** What every public page says about itself: one object per page, read by the router, the prerenderer and the sitemap. */
export interface PageMeta {
  /** The document title, e.g. "Frequently asked questions | Kinloan". */
  title: string;
  /** The description meta: one or two plain sentences, ideally under 160 characters. */
  description: string;
  /** The page's own path, e.g. "/faq"; the canonical link is the app base URL + this path. */
  canonicalPath: string;
}

/**
 * While prerendering, pages report the JSON-LD they add themselves (the FAQ's questions) here
 * instead of touching a document; the prerenderer writes it into the page's <head> with the
 * rest of the head, which it takes from the page's entry in publicRoutes.
 */
export interface HeadCollector {
  structuredData: Map<string, StructuredData>;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** Sets document.title while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * Sets the title, the description, the canonical link, the Open Graph and Twitter tags and the
 * JSON-LD while the page is shown. When the page goes away its tags are removed and the
 * description goes back to the site's, so a page without metadata (not-found, account pages)
 * never inherits another page's.
 */
export function usePageHead(head: PageHead): void {
  const { appBaseUrl } = useAppConfig();
  // One key for the effect: the head is rebuilt by the caller on every render.
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(document, JSON.parse(key) as PageHead, appBaseUrl);
    return () => clearHead(document);
  }, [key, appBaseUrl]);
}

/** The title, description and canonical link of a public page (Open Graph and Twitter tags follow from them). */
export function usePageMeta({ title, description, canonicalPath }: PageMeta): void {
  usePageHead({ title, description, path: canonicalPath });
}

/** JSON-LD a page adds to its head itself, e.g. the FAQ page's FAQPage built from its own questions. */
export function useStructuredData(id: string, data: StructuredData): void {
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.structuredData.set(id, data);

  const text = jsonLdText(data);
  useEffect(() => {
    const selector = `script[data-page-data="${id}"]`;
    let script = document.head.querySelector<HTMLScriptElement>(selector);
    if (!script) {
      script = document.createElement('script');
      script.type = 'application/ld+json';
      script.setAttribute('data-page-data', id);
      document.head.appendChild(script);
    }
    script.textContent = text;
    return () => script.remove();
  }, [id, text]);
}


import { useEffect } from 'react';
import { useAppConfig } from '../config';

/** The spec's site-wide title (section 1); also the home page's title. */
export const SITE_TITLE = 'Make family and friends lending formal - set up loan agreement, payments and reminders';

/** The description in index.html; pages without their own description fall back to it. */
export const SITE_DESCRIPTION =
  'Kinloan helps you lend to family and friends on clear terms: a written loan agreement, a monthly payment schedule, e-signatures, payment tracking and reminders.';

/** What every public page says about itself: one object per page, read by the router (and later a sitemap). */
export interface PageMeta {
  /** The document title, e.g. "Frequently asked questions | Kinloan". */
  title: string;
  /** The description meta: one or two plain sentences, ideally under 160 characters. */
  description: string;
  /** The page's own path, e.g. "/faq"; the canonical link is the app base URL + this path. */
  canonicalPath: string;
}

/** Sets document.title while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** "https://kinloan.com" + "/faq"; the home page is "https://kinloan.com/". */
export function canonicalUrl(appBaseUrl: string, path: string): string {
  const base = appBaseUrl.replace(/\/+$/, '');
  const rest = path.startsWith('/') ? path : `/${path}`;
  return `${base}${rest}`;
}

function headElement<K extends 'meta' | 'link'>(tag: K, selector: string, init: (el: HTMLElementTagNameMap[K]) => void) {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    init(element);
    document.head.appendChild(element);
  }
  return element;
}

/**
 * Sets the title, the description meta and the canonical link while the page is shown. When the
 * page goes away the canonical link is removed and the description goes back to the site's, so a
 * page without metadata (not-found, account pages) never inherits another page's.
 */
export function usePageMeta({ title, description, canonicalPath }: PageMeta): void {
  const { appBaseUrl } = useAppConfig();
  const href = canonicalUrl(appBaseUrl, canonicalPath);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    const meta = headElement('meta', 'meta[name="description"]', (el) => {
      el.name = 'description';
    });
    meta.content = description;
    return () => {
      meta.content = SITE_DESCRIPTION;
    };
  }, [description]);

  useEffect(() => {
    const link = headElement('link', 'link[rel="canonical"]', (el) => {
      el.rel = 'canonical';
    });
    link.setAttribute('href', href);
    return () => {
      link.remove();
    };
  }, [href]);
}

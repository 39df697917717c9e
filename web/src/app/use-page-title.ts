import { useEffect } from 'react';

/** The spec's site-wide title (section 1); also the home page's title. */
export const SITE_TITLE = 'Make family and friends lending formal - set up loan agreement, payments and reminders';

/** Sets document.title while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

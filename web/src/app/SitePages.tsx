import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useAppConfig } from '../config/config-context';
import { publicPageAt, publicPageComponent, type PublicPage } from '../pages/public/public-pages';
import { lazyPage } from './lazy-page';
import { useSiteLocation } from './navigation/links';
import { PageErrorBoundary } from './PageErrorBoundary';

/** The app pages (accounts, loans, …) and react-router with them: one chunk, loaded on first use. */
export const AppRoutes = lazyPage(() => import('./AppRouter'));

/** Set once the prerendered page the browser opened has had its first render (its head is already right). */
let hydratedPath: string | null = typeof document === 'undefined' ? null : (document.documentElement.dataset.prerendered ?? null);

/**
 * Keeps <head> (title, description, canonical, Open Graph, JSON-LD) right for the public page
 * shown. The words load with the first move to another page: the prerendered HTML already has
 * the first page's head, so the landing bundle does not carry every page's title and
 * description. (The next public page replaces these tags; an app page clears them, AppRouter.tsx.)
 */
function usePublicPageHead(path: string) {
  const { appBaseUrl } = useAppConfig();
  useEffect(() => {
    const prerendered = hydratedPath === path;
    hydratedPath = null;
    if (prerendered) return undefined;
    let current = true;
    void Promise.all([import('../pages/public/public-routes'), import('./page-head')]).then(([routes, head]) => {
      const route = routes.publicRouteAt(path);
      if (current && route) head.applyHead(document, routes.publicRouteHead(route, appBaseUrl), appBaseUrl);
    });
    return () => {
      current = false;
    };
  }, [path, appBaseUrl]);
}

function PublicPageView({ page }: { page: PublicPage }) {
  usePublicPageHead(page.path);
  const Page = publicPageComponent(page);
  return <Page />;
}

/**
 * Chooses the page for the current path: a public page (prerendered, rendered here without
 * react-router) or, for every other path, the app's router, which also shows not-found.
 */
export function SitePages({ children }: { children?: ReactNode }) {
  // While the next page's code downloads, the current page stays (rather than a loading state).
  const pathname = useDeferredValue(useSiteLocation().pathname);
  if (children) return children;
  const page = publicPageAt(pathname);
  if (!page) return <AppRoutes />;
  return (
    <PageErrorBoundary key={page.path}>
      <PublicPageView page={page} />
    </PageErrorBoundary>
  );
}

/**
 * The site's own navigation: where we are and how to go somewhere else, without react-router.
 *
 * Public pages (the landing page, articles, …) are prerendered and hydrate with this tiny
 * layer alone, so react-router (about 30 KB gzip with its data router) stays out of their
 * initial JavaScript. The app pages (sign-in, dashboard, loans) live in a react-router data
 * router that loads with them; once it exists it is the single source of truth: navigation
 * goes through `router.navigate` and the location is read from `router.state`, so both
 * worlds always agree on the URL. See docs/decisions/0005-prerendering.md.
 */

export interface SiteLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export interface SiteNavigateOptions {
  replace?: boolean;
  /** Render the new page at once (react-router's option of the same name). */
  flushSync?: boolean;
}

/** The part of a react-router data router the site drives once the app pages have loaded. */
export interface AppRouterLike {
  readonly state: { readonly location: SiteLocation };
  navigate(to: string, options?: { replace?: boolean; flushSync?: boolean }): Promise<void>;
  subscribe(listener: () => void): () => void;
}

export interface SiteNavigation {
  location(): SiteLocation;
  subscribe(listener: () => void): () => void;
  navigate(to: string, options?: SiteNavigateOptions): Promise<void>;
  /**
   * The app's react-router router, created by `create` the first time an app page is shown
   * (tests hand one in up front). From then on it owns the history.
   */
  appRouter<R extends AppRouterLike>(create: () => R): R;
}

const sameLocation = (a: SiteLocation, b: SiteLocation) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

const pick = ({ pathname, search, hash }: SiteLocation): SiteLocation => ({ pathname, search, hash });

export interface SiteNavigationOptions {
  /** The browser window whose history this navigation drives. */
  window?: Window;
  /** A router that owns the history from the start (tests: a memory router). */
  router?: AppRouterLike;
  /** Renders all updates synchronously (react-dom's flushSync), for `{ flushSync: true }`. */
  flushSync?: (work: () => void) => void;
}

/**
 * Navigation on the browser's history (or, with `router`, on that router). Same-origin
 * destinations change the page without a reload; anything else is an ordinary page load.
 */
export function createSiteNavigation({ window: win, router: initialRouter, flushSync }: SiteNavigationOptions): SiteNavigation {
  let router: AppRouterLike | null = null;
  const listeners = new Set<() => void>();
  const read = (): SiteLocation => pick(router ? router.state.location : (win?.location ?? { pathname: '/', search: '', hash: '' }));
  let snapshot = read();

  const notify = () => {
    const next = read();
    if (sameLocation(next, snapshot)) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const attach = (r: AppRouterLike) => {
    router = r;
    r.subscribe(notify);
    notify();
  };
  if (initialRouter) attach(initialRouter);
  // Before the app router exists, back and forward between public pages are ours to follow.
  win?.addEventListener('popstate', () => {
    if (!router) notify();
  });

  function scrollAfterNavigation(hash: string) {
    if (!win) return;
    const target = hash ? win.document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else win.scrollTo(0, 0);
  }

  return {
    location: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(to, options = {}) {
      if (router) return router.navigate(to, options);
      if (!win) return;
      const url = new URL(to, win.location.href);
      if (url.origin !== win.location.origin) {
        win.location.assign(url.href);
        return;
      }
      const path = `${url.pathname}${url.search}${url.hash}`;
      if (options.replace) win.history.replaceState(null, '', path);
      else win.history.pushState(null, '', path);
      if (options.flushSync && flushSync) flushSync(notify);
      else notify();
      if (!options.replace) scrollAfterNavigation(url.hash);
    },
    appRouter<R extends AppRouterLike>(create: () => R): R {
      if (!router) attach(create());
      return router as R;
    },
  };
}

/** A navigation that stays at one URL: prerendering at build time. */
export function staticNavigation(url: string): SiteNavigation {
  const { pathname, search, hash } = new URL(url, 'http://prerender.invalid');
  const location: SiteLocation = { pathname, search, hash };
  return {
    location: () => location,
    subscribe: () => () => undefined,
    navigate: async () => undefined,
    appRouter() {
      throw new Error('The app pages are not prerendered; only public pages are.');
    },
  };
}

/** "/about/" and "/about" are the same page (Hosting redirects the first to the second). */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

import {
  createContext,
  useContext,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { SiteLocation, SiteNavigation } from './site-navigation';

const NavigationContext = createContext<SiteNavigation | null>(null);

export function NavigationProvider({ navigation, children }: { navigation: SiteNavigation; children: ReactNode }) {
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useSiteNavigation needs a <NavigationProvider> above it');
  return navigation;
}

/** The current location; re-renders when it changes (in either navigation world). */
export function useSiteLocation(): SiteLocation {
  const navigation = useSiteNavigation();
  return useSyncExternalStore(navigation.subscribe, navigation.location, navigation.location);
}

/** `navigate('/faq')`, like react-router's useNavigate, usable on every page. */
export function useSiteNavigate(): SiteNavigation['navigate'] {
  return useSiteNavigation().navigate;
}

/** A click the browser should handle itself: new tab/window, download, another frame, or already handled. */
function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (!!event.currentTarget.target && event.currentTarget.target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path on this site: "/faq", "/profile/1", "/loan-terms?requestType=lend". */
  to: string;
  replace?: boolean;
}

/**
 * A link to a page of this site: a real <a href> (crawlable, works before hydration and
 * with a modifier key) whose plain click changes the page without a reload. Works on public
 * and app pages alike, unlike react-router's Link, which needs the app router.
 */
export function Link({ to, replace, onClick, children, ...rest }: LinkProps) {
  const navigation = useSiteNavigation();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (isModifiedClick(event)) return;
    event.preventDefault();
    void navigation.navigate(to, { replace });
  }
  return (
    <a href={to} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}

/** Whether `to` is the current page or one below it (react-router's NavLink rule, without `end`). */
export function isActivePath(to: string, pathname: string): boolean {
  const target = to.split(/[?#]/)[0] ?? to;
  if (target === '/') return pathname === '/';
  return pathname === target || pathname.startsWith(`${target}/`);
}

/** A Link that says aria-current="page" while its page is shown. */
export function NavLink(props: LinkProps) {
  const { pathname } = useSiteLocation();
  return <Link aria-current={isActivePath(props.to, pathname) ? 'page' : undefined} {...props} />;
}

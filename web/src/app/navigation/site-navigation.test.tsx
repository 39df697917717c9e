import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, NavigationProvider, NavLink, isActivePath, useSiteLocation } from './links';
import { createSiteNavigation, normalizePathname, staticNavigation } from './site-navigation';

function Where() {
  const { pathname, search, hash } = useSiteLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

const where = () => screen.getByTestId('where').textContent;

describe('site navigation on the browser history', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('changes the page without a reload on a plain click, and follows back', async () => {
    window.history.replaceState(null, '', '/faq');
    const navigation = createSiteNavigation({ window });
    render(
      <NavigationProvider navigation={navigation}>
        <Where />
        <Link to="/about?x=1#team">About</Link>
      </NavigationProvider>,
    );
    expect(where()).toBe('/faq');
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(window.location.pathname).toBe('/about');
    expect(where()).toBe('/about?x=1#team');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(where()).toBe('/faq');
  });

  it('leaves modified clicks and other windows to the browser', () => {
    const navigation = createSiteNavigation({ window });
    const navigate = vi.spyOn(navigation, 'navigate');
    render(
      <NavigationProvider navigation={navigation}>
        <Link to="/about">About</Link>
        <Link to="/faq" target="_blank">
          FAQ
        </Link>
      </NavigationProvider>,
    );
    // (After the app has looked at the click, keep jsdom from trying to open a page.)
    const noPageLoads = (event: Event) => event.preventDefault();
    document.addEventListener('click', noPageLoads);
    fireEvent.click(screen.getByRole('link', { name: 'About' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    document.removeEventListener('click', noPageLoads);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
  });

  it('hands the history to the app router once it exists, and reads the location from it', async () => {
    window.history.replaceState(null, '', '/');
    const navigation = createSiteNavigation({ window });
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/dashboard'] });
    expect(navigation.appRouter(() => router)).toBe(router);
    expect(navigation.appRouter(() => createMemoryRouter([]))).toBe(router);
    expect(navigation.location().pathname).toBe('/dashboard');

    const seen: string[] = [];
    navigation.subscribe(() => seen.push(navigation.location().pathname));
    await navigation.navigate('/profile/1');
    expect(router.state.location.pathname).toBe('/profile/1');
    await act(() => router.navigate('/faq'));
    expect(seen).toEqual(['/profile/1', '/faq']);
  });
});

describe('NavLink', () => {
  it('marks the current page and the pages below it', () => {
    expect(isActivePath('/product', '/product')).toBe(true);
    expect(isActivePath('/product', '/product/loan-agreement-template-family-friends')).toBe(true);
    expect(isActivePath('/product', '/product-gift')).toBe(false);
    expect(isActivePath('/', '/faq')).toBe(false);
    expect(isActivePath('/loan-terms?requestType=borrow', '/loan-terms')).toBe(true);

    render(
      <NavigationProvider navigation={staticNavigation('/faq')}>
        <NavLink to="/faq">FAQs</NavLink>
        <NavLink to="/about">About</NavLink>
      </NavigationProvider>,
    );
    expect(screen.getByRole('link', { name: 'FAQs' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('normalizePathname', () => {
  it('treats a trailing slash as the same page', () => {
    expect(normalizePathname('/about/')).toBe('/about');
    expect(normalizePathname('/')).toBe('/');
    expect(normalizePathname('/know/x')).toBe('/know/x');
  });
});

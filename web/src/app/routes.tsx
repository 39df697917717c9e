import { Outlet, ScrollRestoration, useLocation, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '../pages/account/account-routes';
import { giftRoutes } from '../pages/gifts/gift-routes';
import { loanRoutes, loanWishRoute } from '../pages/loans/loan-routes';
import NotFoundPage from '../pages/NotFoundPage';
import { publicPageAt } from '../pages/public/public-pages';
import { lazyPage } from './lazy-page';
import { RouteErrorPage } from './RouteErrorPage';

/** Public: anyone handed an executed document checks its code; no account needed. */
const VerifyPage = lazyPage(() => import('../pages/verify/VerifyPage'));

// The app pages, in react-router. The public pages (home, product pages, articles, …) are not
// here: they are prerendered and shown by SitePages without react-router (pages/public/public-routes.tsx).
// This whole file loads as one chunk with react-router when an app page is first opened (AppRouter.tsx).

/** Inside the site's layout (header and footer come from Layout, outside the router). */
function AppFrame() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/**
 * Any other path is not found. (While a public page is shown the router still follows the
 * URL; it renders nothing for it then, as SitePages shows that page.)
 */
function AppNotFound() {
  const { pathname } = useLocation();
  return publicPageAt(pathname) ? null : <NotFoundPage />;
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppFrame />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors in a page render here, inside the header and footer.
        errorElement: <RouteErrorPage />,
        children: [
          ...accountRoutes,
          ...loanRoutes,
          ...giftRoutes,
          loanWishRoute,
          { path: 'verify', element: <VerifyPage /> },
          { path: '*', element: <AppNotFound /> },
        ],
      },
    ],
  },
];

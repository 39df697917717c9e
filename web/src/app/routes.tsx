import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from '../pages/account/account-routes';
import { publicRouteObjects } from '../pages/public/public-routes';
import { Layout } from './Layout';
import { lazyPage } from './lazy-page';
import { RouteErrorPage } from './RouteErrorPage';

// Pages are added here by the issues that build them; until then their paths show not-found.
// The home page is in the main bundle (it is the landing page); others load as chunks.
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'));

export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors in a page render here, inside the header and footer.
        errorElement: <RouteErrorPage />,
        children: [
          // The home page (index) and every public page and article: pages/public/public-routes.tsx.
          ...publicRouteObjects(),
          ...accountRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

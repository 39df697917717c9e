import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../pages/HomePage';
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
          { index: true, element: <HomePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

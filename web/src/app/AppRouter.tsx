import { useLayoutEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useSiteNavigation } from './navigation/links';
import { clearHead } from './page-head';
import { appRoutes } from './routes';

/**
 * The app pages' react-router data router. It is created the first time an app page is shown
 * and from then on owns the browser history (site-navigation.ts hands navigation over to it).
 */
export default function AppRouter() {
  const router = useSiteNavigation().appRouter(() => createBrowserRouter(appRoutes));
  // Coming from a public page: its canonical link, Open Graph tags and JSON-LD do not describe
  // an app page. (A layout effect, so it runs before a page's own head, e.g. not-found's, is set.)
  useLayoutEffect(() => clearHead(document), []);
  return <RouterProvider router={router} />;
}

/**
 * Renders the layout (header, notification bar, footer) with the account routes only, so the
 * account tests do not depend on the other pages of the app. A stub stands in for the home page.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { Layout } from '../app/Layout';
import { NavigationProvider } from '../app/navigation/links';
import { createSiteNavigation } from '../app/navigation/site-navigation';
import { ConfigProvider } from '../config';
import { accountRoutes } from '../pages/account/account-routes';
import { testConfig } from '../test/test-config';

const routes: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      { index: true, element: <h1>Home (stand-in)</h1> },
      ...accountRoutes,
      { path: '*', element: <h1>Not found (stand-in)</h1> },
    ],
  },
];

export function renderAccountApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const navigation = createSiteNavigation({ router });
  const utils = render(
    <ConfigProvider config={testConfig()}>
      <NavigationProvider navigation={navigation}>
        <Layout>
          <RouterProvider router={router} />
        </Layout>
      </NavigationProvider>
    </ConfigProvider>,
  );
  return { ...utils, router };
}

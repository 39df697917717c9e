import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from '../app/routes';
import { ConfigProvider } from '../config';
import { testConfig } from './test-config';

/** Renders the whole app (layout + routes) at `path`, with the development config. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const utils = render(
    <ConfigProvider config={testConfig()}>
      <RouterProvider router={router} />
    </ConfigProvider>,
  );
  return { ...utils, router };
}

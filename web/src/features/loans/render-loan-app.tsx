/**
 * Test helper: the loan and account routes in a memory router (no site header or footer, so
 * these tests do not depend on the layout), with the loan API answered by a scripted fetch.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { ConfigProvider } from '../../config';
import { accountRoutes } from '../../pages/account/account-routes';
import { loanRoutes, loanWishRoute } from '../../pages/loans/loan-routes';
import { installSession, scriptedFetch } from '../../session/test-support';
import { testConfig } from '../../test/test-config';

const routes: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      { path: 'signin', element: <h1>Sign in (stand-in)</h1> },
      ...accountRoutes.filter((route) => route.path !== 'signin'),
      ...loanRoutes,
      loanWishRoute,
      { path: '*', element: <h1>Not found (stand-in)</h1> },
    ],
  },
];

/** Answers both the account calls (session service) and the loan calls (global fetch). */
export function installLoanApi(table: Parameters<typeof scriptedFetch>[0]) {
  const scripted = scriptedFetch(table);
  installSession({ fetch: scripted.fetch });
  vi.stubGlobal('fetch', scripted.fetch);
  return scripted;
}

export function renderLoanApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <ConfigProvider config={testConfig()}>
      <RouterProvider router={router} />
    </ConfigProvider>,
  );
  return { ...utils, router };
}

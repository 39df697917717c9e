/**
 * Test helper: the gift and account routes in a memory router (no site header or footer), the
 * gift callables answered by a script, the account calls (the profile) by a scripted fetch.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import type { GiftCallableName } from '../../api/gifts';
import { ConfigProvider } from '../../config';
import { giftRoutes } from '../../pages/gifts/gift-routes';
import { installSession, MAYA, scriptedFetch } from '../../session/test-support';
import { testConfig } from '../../test/test-config';
import { setGiftCallableForTests } from './use-gifts-api';

const routes: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      { path: 'signin', element: <h1>Sign in (stand-in)</h1> },
      { path: 'dashboard', element: <h1>Dashboard (stand-in)</h1> },
      ...giftRoutes,
      { path: '*', element: <h1>Not found (stand-in)</h1> },
    ],
  },
];

/** An answer, or an error as the Firebase SDK throws it; a function may decide per call. */
export type CallableAnswer = { result: unknown } | { code: string; message: string; details?: unknown };
type Script = Partial<Record<GiftCallableName, CallableAnswer | ((data: Record<string, unknown>) => CallableAnswer)>>;

export function installGiftCallables(script: Script, profile = MAYA) {
  const calls: { name: GiftCallableName; data: Record<string, unknown> }[] = [];
  setGiftCallableForTests(async (name, data) => {
    const record = data as Record<string, unknown>;
    calls.push({ name, data: record });
    const entry = script[name];
    const answer = typeof entry === 'function' ? entry(record) : entry;
    if (!answer) throw Object.assign(new Error(`no script for gifts-${name} [404]`), { code: 'functions/not-found' });
    if ('result' in answer) return answer.result;
    throw Object.assign(new Error(`${answer.message} [400]`), { code: `functions/${answer.code}`, details: answer.details });
  });
  const accounts = scriptedFetch({ 'GET /v1/customers/me': { status: 200, body: { ...profile, hasVerifiedEmail: true } } });
  installSession({ fetch: accounts.fetch });
  return { calls };
}

export function renderGiftApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <ConfigProvider config={testConfig()}>
      <RouterProvider router={router} />
    </ConfigProvider>,
  );
  return { ...utils, router };
}

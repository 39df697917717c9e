import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { accessOf, useSessionStore } from './session-store';
import { withNext } from './next-path';

/**
 * Spec section 4: protected pages need a signed-in person with a verified email.
 * Signed out → /signin, signed in but unverified → /verification; each carries the original
 * location in `next`, and those pages return there afterwards.
 *
 * Use as a layout route: { element: <AccessGuard />, children: [...] }.
 */
export function AccessGuard({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const access = useSessionStore(accessOf);
  const here = `${location.pathname}${location.search}${location.hash}`;

  switch (access) {
    case 'pending':
      return (
        <div className="page page--narrow page-loading" role="status">
          <span className="page-loading__spinner" aria-hidden="true" />
          Checking your sign-in…
        </div>
      );
    case 'signed-out':
      return <Navigate to={withNext('/signin', here)} replace />;
    case 'unverified':
      return <Navigate to={withNext('/verification', here)} replace />;
    case 'allowed':
      return children ?? <Outlet />;
  }
}

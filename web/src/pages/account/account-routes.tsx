import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { AccessGuard } from '../../session/AccessGuard';

// Each account page is its own chunk (spec section 9: chunk time-out and Retry via lazyPage).
const SignUpPage = lazyPage(() => import('./SignUpPage'));
const SignInPage = lazyPage(() => import('./SignInPage'));
const ForgotPasswordPage = lazyPage(() => import('./ForgotPasswordPage'));
const VerificationPage = lazyPage(() => import('./VerificationPage'));
const ChangePasswordPage = lazyPage(() => import('./ChangePasswordPage'));
const ProfilePage = lazyPage(() => import('./ProfilePage'));
const DashboardPage = lazyPage(() => import('./DashboardPage'));

/** Issue 3: accounts. Protected pages sit under the access guard of spec section 4. */
export const accountRoutes: RouteObject[] = [
  { path: 'signup', element: <SignUpPage /> },
  { path: 'signin', element: <SignInPage /> },
  { path: 'forgotpass', element: <ForgotPasswordPage /> },
  { path: 'verification', element: <VerificationPage /> },
  {
    element: <AccessGuard />,
    children: [
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'profile/:id', element: <ProfilePage /> },
      { path: 'changepass', element: <ChangePasswordPage /> },
    ],
  },
];

import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { AccessGuard } from '../../session/AccessGuard';

// Each gift page is its own chunk (spec section 9: chunk time-out and Retry via lazyPage).
const NewGiftTermsPage = lazyPage(() => import('./NewGiftTermsPage'));
const GiftTermsPage = lazyPage(() => import('./GiftTermsPage'));
const GiftInfoPage = lazyPage(() => import('./GiftInfoPage'));
const GiftDonorPage = lazyPage(() => import('./GiftDonorPage'));
const GiftTakerPage = lazyPage(() => import('./GiftTakerPage'));
const GiftSourcePage = lazyPage(() => import('./GiftSourcePage'));
const GiftReviewPage = lazyPage(() => import('./GiftReviewPage'));
const GiftSignaturePage = lazyPage(() => import('./GiftSignaturePage'));
const GiftRequestSentPage = lazyPage(() => import('./GiftRequestSentPage'));
const RejectGiftPage = lazyPage(() => import('./RejectGiftPage'));
const GiftRejectedPage = lazyPage(() => import('./GiftRejectedPage'));
const GiftReviewRejectPage = lazyPage(() => import('./GiftReviewRejectPage'));
const GiftSuccessPage = lazyPage(() => import('./GiftSuccessPage'));
const GiftExecutedPage = lazyPage(() => import('./GiftExecutedPage'));

/** Issue 6: the gift letter flow of spec section 2, for signed-in people with a verified email. */
export const giftRoutes: RouteObject[] = [
  {
    element: <AccessGuard />,
    children: [
      { path: 'gift-terms', element: <NewGiftTermsPage /> },
      { path: ':id/gift-terms', element: <GiftTermsPage /> },
      { path: ':id/gift-info', element: <GiftInfoPage /> },
      { path: ':id/gift-donor', element: <GiftDonorPage /> },
      { path: ':id/gift-taker', element: <GiftTakerPage /> },
      { path: ':id/gift-source', element: <GiftSourcePage /> },
      { path: ':id/gift-review', element: <GiftReviewPage /> },
      { path: ':id/gift-signature', element: <GiftSignaturePage /> },
      { path: ':id/gift-request-sent', element: <GiftRequestSentPage /> },
      { path: ':id/reject-gift', element: <RejectGiftPage /> },
      { path: ':id/gift-rejected', element: <GiftRejectedPage /> },
      { path: ':id/gift-review-reject', element: <GiftReviewRejectPage /> },
      { path: ':id/gift-success', element: <GiftSuccessPage /> },
      { path: ':id/gift-executed', element: <GiftExecutedPage /> },
    ],
  },
];

import { Component, lazy, Suspense, type ReactNode } from 'react';

// The message's code loads only when a page has failed (a chunk that fails to download is
// handled inside lazyPage, which needs no further download).
const PageError = lazy(() => import('./PageError'));

/**
 * The public pages' error element (the app pages have react-router's errorElement). Give it
 * `key={pathname}` so that going to another page starts over.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <PageError error={this.state.error} />
      </Suspense>
    );
  }
}

import { CHUNK_LOAD_TIMEOUT_MS } from '@kinloan/domain';
import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

/** Spec section 9: a code chunk that has not arrived after 120 s counts as failed (the constant lives in the domain). */
export { CHUNK_LOAD_TIMEOUT_MS };

/** A route's code could not be fetched (network error, stale deploy, or the time-out). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Rejects with ChunkLoadError if `load` fails or has not settled within `timeoutMs`. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Loading a page timed out after ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Loading a page failed', { cause }));
      },
    );
  });
}

const reloadPage = (): void => window.location.reload();

export function ChunkLoadFailed({ onRetry = reloadPage }: { onRetry?: () => void }) {
  return (
    <section className="page page--narrow chunk-failed" role="alert" aria-labelledby="chunk-failed-title">
      <h1 id="chunk-failed-title">This page didn’t load</h1>
      <p>
        Part of Kinloan couldn’t be downloaded. This usually means a slow or interrupted connection. Nothing you
        entered has been lost on our side.
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}

export function PageLoading() {
  return (
    <div className="page page--narrow page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      Loading…
    </div>
  );
}

interface BoundaryProps {
  onRetry?: () => void;
  children: ReactNode;
}

/** Catches chunk-load failures only; any other error goes on up to the route's error element. */
class ChunkErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof ChunkLoadError) console.error('[kinloan] page chunk failed to load', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkLoadError) return <ChunkLoadFailed onRetry={this.props.onRetry} />;
    throw error;
  }
}

export interface LazyPageOptions {
  /** Defaults to CHUNK_LOAD_TIMEOUT_MS (120 s). */
  timeoutMs?: number;
  /** What Retry does; defaults to reloading the page (which also picks up a newer deploy). */
  onRetry?: () => void;
}

/** A route element whose code is a separate chunk; `preload()` fetches that code ahead of rendering. */
export type LazyPageComponent = ComponentType & { preload: () => Promise<void> };

/**
 * A thenable that is already settled, which React.lazy reads synchronously (its `then` calls
 * back at once). Used once a chunk has been preloaded, so hydrating a prerendered page does
 * not suspend and the server HTML is adopted as it is.
 */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return settled(onFulfilled ? (onFulfilled(value) as R1) : (value as unknown as R1));
    },
  };
}

/**
 * React.lazy with a `preload()`: once the chunk is in, the component renders without
 * suspending. Loading gives up after `timeoutMs` with a ChunkLoadError; a failed preload may
 * be tried again.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): { Component: ComponentType<P>; preload: () => Promise<void> } {
  let loaded: { default: ComponentType<P> } | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchChunk = () => {
    loading ??= loadWithTimeout(load, timeoutMs).then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(() => (loaded ? settled(loaded) : fetchChunk()) as Promise<{ default: ComponentType<P> }>);
  return {
    Component: Component as unknown as ComponentType<P>,
    preload: async () => {
      await fetchChunk();
    },
  };
}

/**
 * A route element whose code is a separate chunk: shows a loading state, gives up after
 * 120 s, and on failure offers Retry instead of a blank page.
 *
 *   const FaqPage = lazyPage(() => import('../pages/FaqPage'));
 *   await FaqPage.preload(); // e.g. before hydrating the prerendered /faq
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, options: LazyPageOptions = {}): LazyPageComponent {
  const { Component: Page, preload } = preloadableLazy(load, options.timeoutMs);
  function LazyPage() {
    return (
      <ChunkErrorBoundary onRetry={options.onRetry}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  LazyPage.preload = preload;
  return LazyPage;
}

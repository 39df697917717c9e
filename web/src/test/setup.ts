import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // What a page keeps for the tab (ticked consents) must not leak into the next test.
  globalThis.sessionStorage?.clear();
});

// jsdom does not implement scrolling; the router's ScrollRestoration calls it.
// (Tests of the built site run in Node, without a window.)
if (typeof window !== 'undefined') window.scrollTo = () => {};

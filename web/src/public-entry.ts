import { bootApp } from './boot/boot';

// The entry of prerendered public pages (write-site.ts names it in their HTML): it stays tiny,
// and React with everything else comes with ./start, when boot.ts says.
bootApp({
  document,
  window,
  start: () => import('./start').then(({ start }) => start()),
  onError: (error) => console.error('[kinloan] the app could not start', error),
});

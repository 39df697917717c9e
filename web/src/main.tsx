import { bootApp } from './boot/boot';
import './styles/index.css';

// The entry stays tiny: React and everything else come with ./start, when boot.ts says.
bootApp({
  document,
  window,
  start: () => import('./start').then(({ start }) => start()),
  onError: (error) => console.error('[kinloan] the app could not start', error),
});

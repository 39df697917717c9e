import { defineConfig } from 'vitest/config';

// Browser tests: Debian's chromium (driven by playwright-core) against the app as the Hosting
// emulator serves it, on the whole local stack. The emulators' global setup builds the
// functions and the web app and starts the stack on its fixed ports, once for the run.
// Run with `npm run test:browser` (under `flock /tmp/kinloan-stack.lock` where several people
// share a machine: the ports are fixed).
export default defineConfig({
  test: {
    name: 'browser',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['../emulators/integration/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});

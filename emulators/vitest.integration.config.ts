import { defineConfig } from 'vitest/config';

// Integration tests run against the real local stack (firebase-tools emulators and the
// chosen Firestore), started once for the whole run by the global setup.
export default defineConfig({
  test: {
    name: 'integration',
    root: import.meta.dirname,
    include: ['integration/**/*.test.ts'],
    globalSetup: ['integration/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});

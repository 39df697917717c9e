import { defineConfig } from 'vitest/config';

// One config, one project per workspace, so `vitest run` at the root runs every unit test.
// Integration tests (emulators) and browser tests have their own commands; see README.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './domain',
          include: ['src/**/*.test.ts'],
          benchmark: { include: ['src/**/*.bench.ts'] },
          environment: 'node',
        },
      },
      {
        test: {
          name: 'functions',
          root: './functions',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The launcher's own logic (not the integration tests, which need the running stack).
        test: {
          name: 'emulators',
          root: './emulators',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});

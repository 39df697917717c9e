/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { validateConfigPlugin } from './src/config/vite-plugin.ts';
import { articleIndexPlugin } from './src/features/articles/article-index-plugin.ts';

/** The Functions emulator serves the `api` function at /<project>/<region>/api. */
const FUNCTIONS_EMULATOR = 'http://127.0.0.1:5001';
const API_FUNCTION_PATH = '/demo-kinloan/us-central1/api';

export default defineConfig({
  plugins: [react(), validateConfigPlugin(), articleIndexPlugin()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // Same shape as the Hosting rewrite `/api/** -> function api`: the function sees the full
      // path, so /api/v1/health -> /demo-kinloan/us-central1/api/api/v1/health.
      '^/api(/|$)': {
        target: FUNCTIONS_EMULATOR,
        rewrite: (path) => `${API_FUNCTION_PATH}${path}`,
      },
    },
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  test: {
    setupFiles: ['./src/test/setup.ts'],
  },
});

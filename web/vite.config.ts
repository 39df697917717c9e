/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { configModulePlugin } from './src/app/config-module-plugin.ts';
import { validateConfigPlugin } from './src/config/vite-plugin.ts';
import { articleContentPlugin, articleIndexPlugin } from './src/features/articles/article-index-plugin.ts';
import { prerenderPlugin } from './src/prerender/prerender-plugin.ts';

/** The Functions emulator serves the `api` function at /<project>/<region>/api. */
const FUNCTIONS_EMULATOR = 'http://127.0.0.1:5001';
const API_FUNCTION_PATH = '/demo-kinloan/us-central1/api';
const CALLABLE_BASE_PATH = '/demo-kinloan/us-central1';

/** Chunks every page loads with the app's start (see the modulePreload note below). */
const ALWAYS_LOADED = /^assets\/(index|start|react|jsx-runtime|rolldown-runtime)-[\w-]+\.(js|css)$/;

export default defineConfig({
  define: {
    __KINLOAN_BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  },
  plugins: [react(), validateConfigPlugin(), configModulePlugin(), articleIndexPlugin(), articleContentPlugin(), prerenderPlugin()],
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
      // The Hosting rewrites `/callable/gifts-* -> function gifts-*`: a callable is served at
      // /<project>/<region>/<name> on the Functions emulator.
      '^/callable/': {
        target: FUNCTIONS_EMULATOR,
        rewrite: (path) => path.replace(/^\/callable\//, `${CALLABLE_BASE_PATH}/`),
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
    rollupOptions: {
      // index.html (main.tsx: the app at once) and the prerendered public pages' own entry.
      input: { index: 'index.html', 'public-entry': 'src/public-entry.ts' },
      // Some modules are fetched lazily by the landing bundle and imported directly by page
      // chunks or the build-time renderer (page-head, public-routes, PageError); that is
      // intended, and their own chunks are still where the landing bundle finds them.
      checks: { ineffectiveDynamicImport: false },
      output: {
        // React in one chunk of its own (cached across deploys that only change the app).
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
        // Article bodies and data are named by hash alone: every article page's chunk lists
        // all of them, and their long slugs would only add bytes to it.
        chunkFileNames: (chunk) =>
          /\.md\?(article|segments)$/.test(chunk.facadeModuleId ?? '') ? 'assets/article-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
    modulePreload: {
      // Every browser Kinloan supports has modulepreload; the polyfill would only add bytes.
      polyfill: false,
      // A page's chunk never needs to preload what every page already loaded with the entry
      // (React, the bundler runtime, the main chunk and its CSS): leaving those out of each
      // dynamic import's list keeps the lists, which ship in the landing bundle, short.
      // The public pages' entry loads React through its one dynamic import (public-entry.ts →
      // start.tsx), so that import preloads everything.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || /^assets\/public-entry-[\w-]+\.js$/.test(file) ? deps : deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
  },
  test: {
    setupFiles: ['./src/test/setup.ts'],
  },
});

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// domain/ is the shared heart of the product: it must run unchanged in the browser and in
// Cloud Functions, so it may not reach for Firebase, React or Node.
const forbiddenInDomain = {
  patterns: [
    { group: ['firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*', '@firebase/*', '@google-cloud/*'], message: 'domain/ is pure: no Firebase imports. Convert SDK types at the edge.' },
    { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', 'zustand', 'zustand/*'], message: 'domain/ is pure: no React or UI state imports.' },
    { group: ['node:*', 'fs', 'fs/*', 'path', 'crypto', 'os', 'http', 'https', 'child_process', 'url', 'util', 'stream', 'buffer', 'events', 'net', 'express'], message: 'domain/ is pure: no Node built-ins or server libraries.' },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/lib/**', '**/test-output/**', '.firebase/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: { 'no-restricted-imports': ['error', forbiddenInDomain] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);

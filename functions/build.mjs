// Bundles the functions with @kinloan/domain inlined: Cloud Functions deploys only this
// folder, so the workspace package cannot be a runtime dependency. Everything listed in
// this package's "dependencies" stays external and is installed by the deploy.
// `node build.mjs --watch` rebuilds on change; the Functions emulator reloads lib/ itself.
import { build, context } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const options = {
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile: new URL('./lib/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
};

if (process.argv.includes('--watch')) {
  const watcher = await context({ ...options, logLevel: 'info' });
  await watcher.watch();
  console.log('functions: watching src/ and ../domain/src for changes');
} else {
  await build(options);
  console.log('functions: built lib/index.js');
}

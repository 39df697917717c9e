import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../src/processes';
import { buildForEmulators, startStack, type RunningStack } from '../src/stack';

/** The API benches need only the functions bundle; the web app is built only if Hosting has none yet. */
export async function buildFunctions(): Promise<void> {
  if (!existsSync(join(REPO_ROOT, 'web', 'dist', 'index.html'))) {
    await buildForEmulators();
    return;
  }
  console.log('Building the functions (web/dist already exists) …');
  await promisify(execFile)(process.execPath, [join(REPO_ROOT, 'functions', 'build.mjs')], { cwd: REPO_ROOT });
}

/** Builds, starts the stack without Vite, runs the bench on it, and stops it, on Ctrl-C too. */
export async function onBenchStack(verbose: boolean, bench: (stack: RunningStack) => Promise<void>): Promise<void> {
  await buildFunctions();
  let stack: RunningStack | null = null;
  const stop = async () => {
    await stack?.stop();
    stack = null;
  };
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    stack = await startStack({ withViteDevServer: false, verbose });
    await bench(stack);
  } finally {
    await stop();
  }
}

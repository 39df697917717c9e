import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../src/processes';
import { buildForEmulators } from '../src/stack';

/** The API benches need only the functions bundle; the web app is built only if Hosting has none yet. */
export async function buildFunctions(): Promise<void> {
  if (!existsSync(join(REPO_ROOT, 'web', 'dist', 'index.html'))) {
    await buildForEmulators();
    return;
  }
  console.log('Building the functions (web/dist already exists) …');
  await promisify(execFile)(process.execPath, [join(REPO_ROOT, 'functions', 'build.mjs')], { cwd: REPO_ROOT });
}

import { buildForEmulators, startStack, type RunningStack } from '../src/stack';

let stack: RunningStack | null = null;

export async function setup(): Promise<void> {
  await buildForEmulators();
  stack = await startStack({ withViteDevServer: false, verbose: process.env.KINLOAN_VERBOSE === '1' });
}

export async function teardown(): Promise<void> {
  await stack?.stop();
}

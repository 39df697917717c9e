import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const require = createRequire(import.meta.url);

export function firebaseCli(): string {
  return join(dirname(require.resolve('firebase-tools/package.json')), 'lib', 'bin', 'firebase.js');
}

/** Vite as the web workspace resolves it (npm may not hoist it to the root). */
export function viteCli(): string {
  const pkg = require.resolve('vite/package.json', { paths: [join(REPO_ROOT, 'web')] });
  return join(dirname(pkg), 'bin', 'vite.js');
}

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** Resolves when the process has exited, with its exit code (null if killed by a signal). */
  exited: Promise<number | null>;
}

/**
 * Starts a child in its own process group, so stopping it also stops everything it started
 * (the functions emulator forks workers), and a Ctrl-C is ours to forward in order.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; onLine?: (line: string) => void; quiet?: boolean } = {},
): ManagedProcess {
  const child = spawn(command, args, {
    cwd: options.cwd ?? REPO_ROOT,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (stream: NodeJS.ReadableStream | null) => {
    let buffered = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        options.onLine?.(line);
        if (!options.quiet) process.stdout.write(`[${name}] ${line}\n`);
      }
    });
  };
  forward(child.stdout);
  forward(child.stderr);
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.on('error', () => resolve(-1));
  });
  return { name, child, exited };
}

/** SIGTERM to the whole group, then SIGKILL if it has not gone within the grace period. */
export async function stopProcess(processToStop: ManagedProcess, graceMs = 10_000): Promise<void> {
  const { child, exited } = processToStop;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is already gone.
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  // Workers that outlived their parent still belong to the group.
  signalGroup('SIGKILL');
}

export async function waitForHttp(url: string, timeoutMs: number, isReady: (status: number) => boolean = (s) => s < 500): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (isReady(response.status)) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${lastError})`);
}

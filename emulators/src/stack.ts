import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import type { FirestoreServer as FirestoreServerType } from '@firestore-emulator/server';
import { chooseFirestore, type FirestoreChoice } from './firestore-choice';
import { writeEmulatorConfig } from './emulator-config';
import { EMULATOR_ENV, HOST, PORTS, PROJECT_ID, URLS } from './ports';
import { firebaseCli, viteCli, REPO_ROOT, startProcess, stopProcess, waitForHttp, type ManagedProcess } from './processes';

const run = promisify(execFile);

// The package's ESM build imports its own files without extensions, which Node's ESM loader
// refuses; its CommonJS build loads everywhere (tsx, vitest, plain node).
const { FirestoreServer } = createRequire(import.meta.url)('@firestore-emulator/server') as {
  FirestoreServer: new () => FirestoreServerType;
};

export interface StackOptions {
  /** Development mode: the Vite dev server and a functions rebuild on every change (npm start does; tests do not). */
  withViteDevServer: boolean;
  /** Echo the emulators' own output. */
  verbose: boolean;
}

export interface RunningStack {
  firestore: FirestoreChoice;
  /** Resolves with a description of the first process that exits on its own. */
  crashed: Promise<string>;
  stop(): Promise<void>;
}

async function assertPortFree(port: number, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${port} (${what}) is already in use. Is another Kinloan stack running? Stop it first.`)),
    );
    probe.listen(port, HOST, () => probe.close(() => resolve()));
  });
}

export async function buildForEmulators(): Promise<void> {
  console.log('Building the functions and the web app (development configuration) …');
  await run(process.execPath, [join(REPO_ROOT, 'functions', 'build.mjs')], { cwd: REPO_ROOT });
  await run(process.execPath, [viteCli(), 'build', '--mode', 'development', '--logLevel', 'warn'], {
    cwd: join(REPO_ROOT, 'web'),
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/**
 * Brings up Auth, Functions and Hosting (firebase-tools), Firestore (official or the Node
 * fallback on the same port) and optionally the Vite dev server; stop() takes all of it down.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  for (const [what, port] of Object.entries(PORTS)) {
    if (what === 'vite' && !options.withViteDevServer) continue;
    await assertPortFree(port, what);
  }

  const firestore = await chooseFirestore();
  console.log(firestore.explanation);

  let fallbackServer: FirestoreServerType | null = null;
  if (firestore.kind === 'fallback') {
    fallbackServer = new FirestoreServer();
    await fallbackServer.start(PORTS.firestore);
  }

  const processes: ManagedProcess[] = [];
  const stop = async () => {
    await Promise.all(processes.reverse().map((p) => stopProcess(p)));
    fallbackServer?.stop();
    fallbackServer = null;
  };

  try {
    const only = ['auth', 'functions', 'hosting', 'tasks', ...(firestore.kind === 'official' ? ['firestore'] : [])];
    const emulators = startProcess(
      'emulators',
      process.execPath,
      [firebaseCli(), 'emulators:start', '--config', writeEmulatorConfig(), '--project', PROJECT_ID, '--only', only.join(',')],
      {
        quiet: !options.verbose,
        env: {
          ...EMULATOR_ENV,
          NO_UPDATE_NOTIFIER: '1',
          // As in production: the runtime parses JSON before our code, and express's fallback
          // error page would print a stack trace to the client under any other NODE_ENV.
          NODE_ENV: 'production',
          FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        },
      },
    );
    processes.push(emulators);
    const emulatorsExited = emulators.exited.then((code) => {
      throw new Error(`The Firebase emulators exited early (code ${code}). Run with --verbose to see their output.`);
    });
    await Promise.race([waitForHttp(URLS.health, 180_000, (status) => status === 200), emulatorsExited]);
    emulatorsExited.catch(() => undefined);

    if (options.withViteDevServer) {
      processes.push(
        startProcess('functions-build', process.execPath, [join(REPO_ROOT, 'functions', 'build.mjs'), '--watch'], {
          quiet: !options.verbose,
        }),
      );
      const vite = startProcess(
        'vite',
        process.execPath,
        [viteCli(), '--port', String(PORTS.vite), '--strictPort', '--host', 'localhost'],
        { cwd: join(REPO_ROOT, 'web'), quiet: !options.verbose },
      );
      processes.push(vite);
      await waitForHttp(URLS.vite, 60_000);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const crashed = Promise.race(
    processes.map((p) => p.exited.then((code) => `${p.name} exited (code ${code})`)),
  );
  return { firestore, crashed, stop };
}

import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { firebaseCli } from './processes';

const run = promisify(execFile);

export type FirestoreKind = 'official' | 'fallback';

export interface FirestoreChoice {
  kind: FirestoreKind;
  /** One line for the console: which Firestore runs and what that means. */
  explanation: string;
}

const FALLBACK_LIMITS =
  'no security rules, no transaction isolation, no browser SDK access, no triggers';

/** Java's major version, or null when there is no java on the PATH. */
export async function javaMajorVersion(): Promise<number | null> {
  try {
    const { stderr, stdout } = await run('java', ['-version']);
    const match = /version "(\d+)(?:\.(\d+))?/.exec(stderr + stdout);
    if (!match) return null;
    const major = Number(match[1]);
    // Java 8 and older report themselves as "1.8".
    return major === 1 ? Number(match[2]) : major;
  } catch {
    return null;
  }
}

export function cachedFirestoreJar(): string | null {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return null;
  const jar = readdirSync(dir).find((name) => /^cloud-firestore-emulator-.*\.jar$/.test(name));
  return jar ? join(dir, jar) : null;
}

/** Asks firebase-tools to fetch the official emulator; false when it cannot (offline). */
async function downloadOfficialJar(): Promise<boolean> {
  try {
    await run(process.execPath, [firebaseCli(), 'setup:emulators:firestore'], { timeout: 90_000 });
    return cachedFirestoreJar() !== null;
  } catch {
    return false;
  }
}

/**
 * The official emulator wherever it can run (Java 21+ and its JAR, cached or downloadable);
 * otherwise the Node fallback on the same host and port. KINLOAN_FIRESTORE=official|fallback
 * forces a choice.
 */
export async function chooseFirestore(env: NodeJS.ProcessEnv = process.env): Promise<FirestoreChoice> {
  const forced = env.KINLOAN_FIRESTORE;
  const fallback = (why: string): FirestoreChoice => ({
    kind: 'fallback',
    explanation: `Firestore: Node fallback (@firestore-emulator/server) because ${why}; it has ${FALLBACK_LIMITS}. Install Java 21 and run once online for the official emulator.`,
  });
  const official: FirestoreChoice = {
    kind: 'official',
    explanation: 'Firestore: the official emulator (Java) with security rules from firestore.rules.',
  };
  if (forced === 'fallback') return fallback('KINLOAN_FIRESTORE=fallback');

  const java = await javaMajorVersion();
  if (java === null || java < 21) {
    if (forced === 'official') throw new Error(`KINLOAN_FIRESTORE=official needs Java 21 or newer; found ${java ?? 'no java'}.`);
    return fallback(java === null ? 'no Java is installed' : `Java ${java} is older than the 21 it needs`);
  }
  if (cachedFirestoreJar() || (await downloadOfficialJar())) return official;
  if (forced === 'official') throw new Error('KINLOAN_FIRESTORE=official, but the emulator JAR could not be downloaded.');
  return fallback("the official emulator's JAR could not be downloaded (offline?)");
}

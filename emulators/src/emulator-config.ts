import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORTS, PROJECT_ID } from './ports';
import { REPO_ROOT } from './processes';

/**
 * firebase.json is what a deploy serves, so its Content-Security-Policy names only production
 * origins. The local app also talks to the Auth emulator and frames the demo project's auth
 * domain: the emulators run from a copy (firebase.emulators.json, generated, git-ignored)
 * whose policy adds exactly those, and which leaves out the mail extension; nothing else differs.
 */
export const EMULATOR_CONFIG_FILE = 'firebase.emulators.json';

const CSP = 'Content-Security-Policy';

export function emulatorOrigins(): Readonly<Record<string, readonly string[]>> {
  return {
    'connect-src': [`http://127.0.0.1:${PORTS.auth}`, `http://localhost:${PORTS.auth}`],
    'frame-src': [`https://${PROJECT_ID}.firebaseapp.com`],
  };
}

/** The policy with the emulator origins appended to their directives. */
export function withEmulatorOrigins(policy: string): string {
  const added = emulatorOrigins();
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const name = directive.split(/\s+/)[0] ?? '';
      const extra = added[name];
      return extra ? `${directive} ${extra.join(' ')}` : directive;
    })
    .join('; ');
}

interface HostingHeaders {
  headers: { key: string; value: string }[];
}

export function emulatorConfigOf(config: { hosting?: { headers?: HostingHeaders[] }; extensions?: unknown }): unknown {
  const copy = structuredClone(config);
  // The mail extension is what a deploy installs to send the `mail` collection. Emulating it
  // needs the extensions registry (firebase-tools refuses to start offline: "Errors while
  // reading 'extensions'") and an SMTP secret; locally the outbox shows every message instead.
  delete copy.extensions;
  for (const rule of copy.hosting?.headers ?? []) {
    for (const header of rule.headers) if (header.key === CSP) header.value = withEmulatorOrigins(header.value);
  }
  return copy;
}

/** Writes firebase.emulators.json beside firebase.json (paths in it resolve from there). */
export function writeEmulatorConfig(root = REPO_ROOT): string {
  const production = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as Parameters<typeof emulatorConfigOf>[0];
  const path = join(root, EMULATOR_CONFIG_FILE);
  writeFileSync(path, `${JSON.stringify(emulatorConfigOf(production), null, 2)}\n`);
  return path;
}

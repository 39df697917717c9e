import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorConfigOf } from './emulator-config';
import { REPO_ROOT } from './processes';

const production = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};

function policyOf(config: unknown): string {
  const rules = (config as typeof production).hosting.headers.flatMap((rule) => rule.headers);
  const csp = rules.find((header) => header.key === 'Content-Security-Policy');
  if (!csp) throw new Error('no Content-Security-Policy');
  return csp.value;
}

function directive(policy: string, name: string): string[] {
  const found = policy.split(';').map((d) => d.trim().split(/\s+/)).find(([first]) => first === name);
  return found?.slice(1) ?? [];
}

describe('the Content-Security-Policy', () => {
  it('a deploy serves names no local or demo origin', () => {
    const policy = policyOf(production);
    expect(policy).not.toMatch(/localhost|127\.0\.0\.1|demo-/);
    expect(directive(policy, 'connect-src')).toContain('https://identitytoolkit.googleapis.com');
  });

  it('the emulators serve adds the Auth emulator and the demo auth domain, and changes nothing else', () => {
    const local = emulatorConfigOf(production);
    const policy = policyOf(local);
    expect(directive(policy, 'connect-src')).toEqual([...directive(policyOf(production), 'connect-src'), 'http://127.0.0.1:9099', 'http://localhost:9099']);
    expect(directive(policy, 'frame-src')).toEqual([...directive(policyOf(production), 'frame-src'), 'https://demo-kinloan.firebaseapp.com']);
    expect(directive(policy, 'script-src')).toEqual(directive(policyOf(production), 'script-src'));
    expect({ ...(local as object), hosting: undefined }).toEqual({ ...production, hosting: undefined, extensions: undefined });
  });
});

describe('mail delivery', () => {
  const extensionEnv = Object.fromEntries(
    readFileSync(join(REPO_ROOT, 'extensions', 'firestore-send-email.env'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

  it('a deploy installs the Trigger Email extension, pinned, reading the collection the functions write', () => {
    expect((production as { extensions?: Record<string, string> }).extensions).toEqual({ 'firestore-send-email': expect.stringMatching(/^firebase\/firestore-send-email@\d+\.\d+\.\d+$/) });
    expect(extensionEnv).toMatchObject({ MAIL_COLLECTION: 'mail', DEFAULT_FROM: expect.stringContaining('@kinloan.com'), DEFAULT_REPLY_TO: expect.stringContaining('@kinloan.com') });
  });

  it('keeps the SMTP password out of the repository: a Secret Manager reference, and no password in the connection URI', () => {
    expect(extensionEnv.SMTP_PASSWORD).toMatch(/^projects\/\$\{param:PROJECT_NUMBER\}\/secrets\/[\w-]+\/versions\/latest$/);
    expect(extensionEnv.SMTP_CONNECTION_URI).toMatch(/^smtps?:\/\/[^:@/]+(@[^:@/]+)?@[^:@/]+:\d+$/);
  });

  it('the emulators leave the extension out: it cannot start offline, and the outbox shows the mail', () => {
    expect(emulatorConfigOf(production)).not.toHaveProperty('extensions');
  });
});

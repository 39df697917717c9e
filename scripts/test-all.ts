// `npm test`: every check the project has, in order, with one summary at the end.
// It keeps going after a failing step so one run shows everything that is wrong, and exits
// non-zero if anything failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

interface Step {
  name: string;
  command: string[];
  /** A vitest JSON report this step writes, for the test counts. */
  report?: string;
}

// Absolute: vitest resolves a relative outputFile against each config's own root.
const OUTPUT = resolve('test-output');
const vitest = (report: string, ...args: string[]) => [
  'npx', 'vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${join(OUTPUT, report)}`,
];

const steps: Step[] = [
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'unit tests', command: vitest('unit.json'), report: 'unit.json' },
  {
    name: 'integration tests (emulators)',
    command: vitest('integration.json', '--config', 'emulators/vitest.integration.config.ts'),
    report: 'integration.json',
  },
];

// Browser tests (playwright-core driving Debian's chromium against the emulator stack).
if (existsSync('e2e/vitest.config.ts')) {
  steps.push({
    name: 'browser tests (chromium)',
    command: vitest('browser.json', '--config', 'e2e/vitest.config.ts'),
    report: 'browser.json',
  });
}

interface Outcome {
  step: Step;
  ok: boolean;
  seconds: number;
  passed?: number;
  failed?: number;
  skipped?: number;
}

function runStep(step: Step): Promise<Outcome> {
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  if (step.report) rmSync(join(OUTPUT, step.report), { force: true });
  return new Promise((resolve) => {
    const [command, ...args] = step.command as [string, ...string[]];
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code) => {
      const outcome: Outcome = { step, ok: code === 0, seconds: (Date.now() - started) / 1000 };
      if (step.report && existsSync(join(OUTPUT, step.report))) {
        const report = JSON.parse(readFileSync(join(OUTPUT, step.report), 'utf8')) as {
          numPassedTests: number;
          numFailedTests: number;
          numPendingTests: number;
          numTodoTests: number;
        };
        outcome.passed = report.numPassedTests;
        outcome.failed = report.numFailedTests;
        outcome.skipped = report.numPendingTests + report.numTodoTests;
      }
      resolve(outcome);
    });
  });
}

mkdirSync(OUTPUT, { recursive: true });
const outcomes: Outcome[] = [];
for (const step of steps) outcomes.push(await runStep(step));

console.log('\nSummary');
for (const o of outcomes) {
  const counts = o.passed === undefined ? '' : `  ${o.passed} passed, ${o.failed} failed${o.skipped ? `, ${o.skipped} skipped` : ''}`;
  console.log(`  ${o.ok ? '✔' : '✘'} ${o.step.name.padEnd(32)} ${o.seconds.toFixed(1).padStart(6)} s${counts}`);
}
const passed = outcomes.reduce((n, o) => n + (o.passed ?? 0), 0);
// A step that failed without a test report (lint, typecheck, a crash) still counts as a failure.
const failed = outcomes.reduce((n, o) => n + (o.failed ?? 0) + (o.ok || o.failed ? 0 : 1), 0);
const skipped = outcomes.reduce((n, o) => n + (o.skipped ?? 0), 0);
const allOk = outcomes.every((o) => o.ok);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(allOk ? 0 : 1);

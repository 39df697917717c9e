// `npm run bench:cold`: how long a cold Cloud Functions instance takes before it can serve,
// per deployed function. For each entry, several fresh Node processes each do what the
// Functions Framework does at start-up: require the bundle and look up its target
// (FUNCTION_TARGET, e.g. "gifts.create"). Printed beside the same for a minimal
// firebase-functions v2 HTTPS function built the same way: the floor. It is a benchmark:
// it prints whether each entry is within the target and never fails on a miss.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const FUNCTIONS = resolve(import.meta.dirname, '..', 'functions');
const BUNDLE = join(FUNCTIONS, 'lib', 'index.js');
const FLOOR = join(FUNCTIONS, 'lib', 'bench-floor.js');
const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 7);
const TARGET_RATIO = 1.5;

/** One fresh process: require the module and resolve the target, as the Functions Framework does; milliseconds. */
function coldStartMs(modulePath: string, target: string): number {
  const probe = `
    const start = process.hrtime.bigint();
    const loaded = require(${JSON.stringify(modulePath)});
    const fn = ${JSON.stringify(target)}.split('.').reduce((at, key) => at[key], loaded);
    if (typeof fn !== 'function') throw new Error('no function at ' + ${JSON.stringify(target)});
    process.stdout.write(String(Number(process.hrtime.bigint() - start) / 1e6));`;
  const child = spawnSync(process.execPath, ['-e', probe], {
    cwd: FUNCTIONS,
    encoding: 'utf8',
    env: { ...process.env, FUNCTION_TARGET: target, GCLOUD_PROJECT: 'demo-kinloan', METADATA_SERVER_DETECTION: 'none' },
  });
  if (child.status !== 0) throw new Error(`${target}: ${child.stderr}`);
  return Number(child.stdout);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianColdStart(modulePath: string, target: string): number {
  return median(Array.from({ length: RUNS }, () => coldStartMs(modulePath, target)));
}

/** Every deployed entry point, as the Firebase CLI finds them (a group's members are "group.member"). */
function entryPoints(): string[] {
  const list = `
    const loaded = require(${JSON.stringify(BUNDLE)});
    const names = [];
    for (const [key, value] of Object.entries(loaded)) {
      if (typeof value === 'function') names.push(key);
      else for (const member of Object.keys(value)) names.push(key + '.' + member);
    }
    process.stdout.write(JSON.stringify(names));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', list], { cwd: FUNCTIONS, encoding: 'utf8', env: { ...process.env, GCLOUD_PROJECT: 'demo-kinloan' } })) as string[];
}

execFileSync('npm', ['run', 'build', '--workspace', 'functions'], { cwd: resolve(FUNCTIONS, '..'), stdio: 'inherit' });
writeFileSync(FLOOR, "const { onRequest } = require('firebase-functions/v2/https');\nexports.floor = onRequest((request, response) => { response.send('ok'); });\n");

const floor = medianColdStart(FLOOR, 'floor');
console.log(`\nCold start to ready (median of ${RUNS} fresh processes: require + resolve the target)`);
console.log(`  ${'floor: minimal v2 onRequest'.padEnd(28)} ${floor.toFixed(0).padStart(5)} ms`);
let met = 0;
const entries = entryPoints();
for (const entry of entries) {
  const ms = medianColdStart(BUNDLE, entry);
  const ratio = ms / floor;
  if (ratio <= TARGET_RATIO) met += 1;
  console.log(`  ${entry.padEnd(28)} ${ms.toFixed(0).padStart(5)} ms  ${ratio.toFixed(2)}× floor  ${ratio <= TARGET_RATIO ? 'within' : 'OVER'} ${TARGET_RATIO}×`);
}
console.log(`${met} of ${entries.length} entries within ${TARGET_RATIO}× the floor.`);
const bundles = readdirSync(join(FUNCTIONS, 'lib')).filter((file) => file.endsWith('.js') && file !== 'bench-floor.js');
console.log(`Bundles (external packages load from node_modules): ${bundles.map((file) => `${file} ${(statSync(join(FUNCTIONS, 'lib', file)).size / 1024).toFixed(0)} KiB`).join(', ')}`);

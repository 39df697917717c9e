/**
 * Latency percentiles and Firestore operation totals for the API bench. The header and its
 * format are the API's (functions/src/transport/op-count-header.ts); the bench reads them over
 * HTTP like any client, so it does not import the functions' code.
 */

export const FIRESTORE_OPS_HEADER = 'x-kinloan-firestore-ops';

export interface OpCount {
  reads: number;
  writes: number;
}

export interface Sample {
  label: string;
  ms: number;
  /** Null when the response carried no count (the whole-lifecycle row, or counting off). */
  ops: OpCount | null;
}

export function parseOpCount(header: string | null): OpCount | null {
  const match = /^reads=(\d+); writes=(\d+)$/.exec(header ?? '');
  return match ? { reads: Number(match[1]), writes: Number(match[2]) } : null;
}

/** Nearest-rank percentile of an unsorted list (p in 0–100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function formatOps(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** The printed report: one row per endpoint in lifecycle order, then the totals per lifecycle. */
export function summarize(runs: readonly Sample[][], firestoreKind: string, title = 'Loan API lifecycle bench'): string {
  const labels = [...new Set(runs.flatMap((samples) => samples.map((sample) => sample.label)))];
  const width = Math.max(...labels.map((label) => label.length), 8);
  const rows = labels.map((label) => {
    const samples = runs.flatMap((run) => run.filter((sample) => sample.label === label));
    const ms = samples.map((sample) => sample.ms);
    const counted = samples.flatMap((sample) => (sample.ops ? [sample.ops] : []));
    const reads = counted.length ? formatOps(mean(counted.map((ops) => ops.reads))) : '-';
    const writes = counted.length ? formatOps(mean(counted.map((ops) => ops.writes))) : '-';
    return `${label.padEnd(width)}  ${percentile(ms, 50).toFixed(0).padStart(6)}  ${percentile(ms, 95).toFixed(0).padStart(6)}  ${reads.padStart(5)}  ${writes.padStart(6)}`;
  });

  const perLifecycle = runs.map((run) =>
    run.reduce(
      (total, sample) => ({ reads: total.reads + (sample.ops?.reads ?? 0), writes: total.writes + (sample.ops?.writes ?? 0) }),
      { reads: 0, writes: 0 },
    ),
  );
  const uncounted = runs.some((run) => run.some((sample) => sample.ops === null && !sample.label.startsWith('whole')));
  const reads = perLifecycle.map((ops) => ops.reads);
  const writes = perLifecycle.map((ops) => ops.writes);
  return [
    '',
    `${title}: ${runs.length} runs on the local emulators (Firestore: ${firestoreKind}).`,
    'Latency is measured by the client (the API through Hosting, callables at the Functions emulator); reads/writes are per call, as the server counted them.',
    '',
    `${'endpoint'.padEnd(width)}  ${'p50 ms'.padStart(6)}  ${'p95 ms'.padStart(6)}  ${'reads'.padStart(5)}  ${'writes'.padStart(6)}`,
    ...rows,
    '',
    `Firestore documents per lifecycle: ${formatOps(mean(reads))} reads (min ${Math.min(...reads)}, max ${Math.max(...reads)}), ` +
      `${formatOps(mean(writes))} writes (min ${Math.min(...writes)}, max ${Math.max(...writes)}); writes include events and queued emails.`,
    ...(uncounted ? ['WARNING: some responses carried no count (is KINLOAN_COUNT_FIRESTORE reaching the functions?).'] : []),
    '',
  ].join('\n');
}

import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

vi.mock('firebase-admin/app', () => ({ initializeApp: vi.fn(), getApps: vi.fn(() => []) }));

/** The deployed entries: one module per file of src/entries/, each built into its own bundle. */
const ENTRY_FILES = readdirSync(new URL('./entries/', import.meta.url)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

/** What a deploy reads from each exported function: every one is bounded. */
describe('the deployed functions', () => {
  it('each set a maximum number of instances', async () => {
    const endpoints: [string, { maxInstances?: unknown }][] = [];
    const collect = (name: string, value: unknown) => {
      if (typeof value === 'function' && '__endpoint' in value) endpoints.push([name, (value as { __endpoint: { maxInstances?: unknown } }).__endpoint]);
      else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) collect(`${name}-${key}`, inner);
    };
    for (const file of ENTRY_FILES) {
      const entry = file.slice(0, -'.ts'.length);
      const exported = (await import(`./entries/${entry}.ts`)) as Record<string, unknown>;
      // lib/index.js exports each entry under its file's name: the module must export exactly that.
      expect(Object.keys(exported), file).toEqual([entry]);
      collect(entry, exported[entry]);
    }
    expect(endpoints.map(([name]) => name)).toEqual(expect.arrayContaining(['api', 'reminders-daily', 'reminders-batch', 'gifts-sign', 'gifts-finalize']));
    for (const [name, endpoint] of endpoints) {
      expect(endpoint.maxInstances, name).toEqual(expect.any(Number));
      expect(endpoint.maxInstances as number, name).toBeGreaterThan(0);
    }
    expect(endpoints.find(([name]) => name === 'reminders-daily')?.[1].maxInstances).toBe(1);
    // The page worker is a Cloud Tasks queue function: retried on failure, bounded in how many run at once.
    const batch = endpoints.find(([name]) => name === 'reminders-batch')?.[1] as { taskQueueTrigger?: { retryConfig?: { maxAttempts?: number }; rateLimits?: { maxConcurrentDispatches?: number } } };
    expect(batch.taskQueueTrigger?.retryConfig?.maxAttempts).toBeGreaterThan(1);
    expect(batch.taskQueueTrigger?.rateLimits?.maxConcurrentDispatches).toBe(5);
  });
});

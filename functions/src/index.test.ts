import { describe, expect, it, vi } from 'vitest';

vi.mock('firebase-admin/app', () => ({ initializeApp: vi.fn() }));

/** What a deploy reads from each exported function: every one is bounded. */
describe('the deployed functions', () => {
  it('each set a maximum number of instances', async () => {
    const exported = (await import('./index')) as Record<string, unknown>;
    const endpoints: [string, { maxInstances?: unknown }][] = [];
    const collect = (name: string, value: unknown) => {
      if (typeof value === 'function' && '__endpoint' in value) endpoints.push([name, (value as { __endpoint: { maxInstances?: unknown } }).__endpoint]);
      else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) collect(`${name}-${key}`, inner);
    };
    for (const [name, value] of Object.entries(exported)) collect(name, value);
    expect(endpoints.map(([name]) => name)).toEqual(expect.arrayContaining(['api', 'reminders', 'gifts-sign', 'gifts-finalize']));
    for (const [name, endpoint] of endpoints) {
      expect(endpoint.maxInstances, name).toEqual(expect.any(Number));
      expect(endpoint.maxInstances as number, name).toBeGreaterThan(0);
    }
    expect(endpoints.find(([name]) => name === 'reminders')?.[1].maxInstances).toBe(1);
  });
});

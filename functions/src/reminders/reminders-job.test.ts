import { describe, expect, it } from 'vitest';
import { dateInZone } from './reminders-job';

describe('the reminder job\'s day', () => {
  it('is the calendar date in New York, not in UTC', () => {
    expect(dateInZone(new Date('2026-03-02T03:30:00Z'))).toBe('2026-03-01');
    expect(dateInZone(new Date('2026-03-02T14:00:00Z'))).toBe('2026-03-02');
    expect(dateInZone(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(dateInZone(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });
});

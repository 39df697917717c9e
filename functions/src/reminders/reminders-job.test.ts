import { describe, expect, it } from 'vitest';
import { dateInZone, firstTasksOf, isReminderTask, reminderTaskId } from './reminders-job';

describe('the reminder job\'s day', () => {
  it('is the calendar date in New York, not in UTC', () => {
    expect(dateInZone(new Date('2026-03-02T03:30:00Z'))).toBe('2026-03-01');
    expect(dateInZone(new Date('2026-03-02T14:00:00Z'))).toBe('2026-03-02');
    expect(dateInZone(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(dateInZone(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });
});

describe('the day\'s first tasks', () => {
  it('are the reminders, and in January also the statement notes, each with its own task id', () => {
    expect(firstTasksOf('2027-03-02')).toEqual([{ day: '2027-03-02', after: null }]);
    const january = firstTasksOf('2027-01-02');
    expect(january).toEqual([
      { day: '2027-01-02', after: null },
      { day: '2027-01-02', after: null, pass: 'statement-notes' },
    ]);
    expect(january.map(reminderTaskId)).toEqual(['reminders-2027-01-02-first', 'statement-notes-2027-01-02-first']);
  });

  it('are accepted back from the queue, and nothing with an unknown pass', () => {
    expect(isReminderTask({ day: '2027-01-02', after: null, pass: 'statement-notes' })).toBe(true);
    expect(isReminderTask({ day: '2027-01-02', after: 'abc' })).toBe(true);
    expect(isReminderTask({ day: '2027-01-02', after: null, pass: 'everything' })).toBe(false);
  });
});

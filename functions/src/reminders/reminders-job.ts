import type { Firestore } from 'firebase-admin/firestore';
import { onSchedule, type ScheduleFunction } from 'firebase-functions/v2/scheduler';
import type { CalendarDate } from '@kinloan/domain';
import { requireSetting, type ServerEnvironment } from '../config/environment';
import { MAX_INSTANCES } from '../config/instances';
import { runReminders } from './run-reminders';

/** Reminders go out in the morning, US Eastern time; the job's "today" is that day there. */
export const REMINDER_TIME_ZONE = 'America/New_York';

/** The calendar date of `now` in a time zone: 'YYYY-MM-DD'. */
export function dateInZone(now: Date, timeZone: string = REMINDER_TIME_ZONE): CalendarDate {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The scheduled wrapper (docs/architecture.md: scheduled jobs are plain functions wrapped by
 * onSchedule). The emulators cannot fire schedules; `npm run reminders -- --date` runs the
 * same function against the local stack.
 */
export function remindersJob(firestore: () => Firestore, environment: () => ServerEnvironment): ScheduleFunction {
  return onSchedule({ schedule: 'every day 09:00', timeZone: REMINDER_TIME_ZONE, maxInstances: MAX_INSTANCES.reminders }, async (event) => {
    const today = dateInZone(new Date(event.scheduleTime));
    const appBaseUrl = requireSetting('APP_BASE_URL', environment().appBaseUrl);
    const run = await runReminders(firestore(), today, { appBaseUrl });
    console.log(`reminders ${today}: ${run.queued.length} queued, ${run.alreadySent.length} already sent, ${run.loans} active loans`);
  });
}

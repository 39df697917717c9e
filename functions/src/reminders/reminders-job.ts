import type { Firestore } from 'firebase-admin/firestore';
import { onSchedule, type ScheduleFunction } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched, type TaskQueueFunction } from 'firebase-functions/v2/tasks';
import { statementNoteYear, type CalendarDate } from '@kinloan/domain';
import { requireSetting, type ServerEnvironment } from '../config/environment';
import { MAX_INSTANCES } from '../config/instances';
import { REMINDER_PAGE_SIZE, runReminderPage } from './run-reminders';
import { runStatementNotePage } from './statement-notes';

/** Reminders go out in the morning, US Eastern time; the job's "today" is that day there. */
export const REMINDER_TIME_ZONE = 'America/New_York';

/** The deployed task queue function that works through one page: `reminders-batch`. */
export const REMINDER_QUEUE = 'reminders-batch';

/** The calendar date of `now` in a time zone: 'YYYY-MM-DD'. */
export function dateInZone(now: Date, timeZone: string = REMINDER_TIME_ZONE): CalendarDate {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** One page of one day's reminders: the loans after `after` (null: from the first). */
export interface ReminderTask {
  readonly day: CalendarDate;
  readonly after: string | null;
  /** January's statement notes (statement-notes.ts) page through the same queue; absent: reminders. */
  readonly pass?: 'statement-notes';
}

/** Where pages are handed on: Cloud Tasks when deployed (and on the emulators), a plain list in tests. */
export interface ReminderQueue {
  /** Adds the task unless one with the same id was added before; resolves either way. */
  enqueueOnce(task: ReminderTask, id: string): Promise<void>;
}

/**
 * The task's id, so a page handed on twice (a task retried after it had already handed on its
 * next page, or the schedule firing twice) is queued once: Cloud Tasks refuses a known id.
 * Cursor ids are base64url-encoded: task ids allow letters, digits, '-' and '_' only.
 */
export function reminderTaskId(task: ReminderTask): string {
  const pass = task.pass === 'statement-notes' ? 'statement-notes' : 'reminders';
  return `${pass}-${task.day}-${task.after === null ? 'first' : Buffer.from(task.after, 'utf8').toString('base64url')}`;
}

export function isReminderTask(data: unknown): data is ReminderTask {
  if (typeof data !== 'object' || data === null) return false;
  const { day, after, pass } = data as Record<string, unknown>;
  return (
    typeof day === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(day) &&
    (after === null || (typeof after === 'string' && after.length > 0)) &&
    (pass === undefined || pass === 'statement-notes')
  );
}

/**
 * One task: this page's reminders, then the next page handed on. A failure throws, and Cloud
 * Tasks runs the task again; each reminder is created-if-absent (run-reminders.ts), so what
 * went out before the failure does not go out twice. The next page is handed on only once
 * this one is done, so no invocation grows with the number of loans.
 */
export async function workReminderTask(
  db: Firestore,
  queue: ReminderQueue,
  task: ReminderTask,
  appBaseUrl: string,
  pageSize: number = REMINDER_PAGE_SIZE,
): Promise<string> {
  if (task.pass === 'statement-notes') return workStatementNoteTask(db, queue, task, appBaseUrl, pageSize);
  const page = await runReminderPage(db, task.day, { after: task.after, appBaseUrl, pageSize });
  if (page.next) {
    const next = { day: task.day, after: page.next };
    await queue.enqueueOnce(next, reminderTaskId(next));
  }
  return `reminders ${task.day} after ${task.after ?? '(start)'}: ${page.loans} loans, ${page.queued.length} queued, ${page.alreadySent.length} already sent${page.next ? ', next page queued' : ''}`;
}

async function workStatementNoteTask(db: Firestore, queue: ReminderQueue, task: ReminderTask, appBaseUrl: string, pageSize: number): Promise<string> {
  const page = await runStatementNotePage(db, task.day, { after: task.after, appBaseUrl, pageSize });
  if (page.next) {
    const next = { day: task.day, after: page.next, pass: 'statement-notes' as const };
    await queue.enqueueOnce(next, reminderTaskId(next));
  }
  return `statement notes ${task.day} after ${task.after ?? '(start)'}: ${page.loans} loans, ${page.queued.length} queued, ${page.alreadySent.length} already sent${page.next ? ', next page queued' : ''}`;
}

/**
 * The tasks the schedule starts a day with: the first page of reminders, and in January the
 * first page of the statement notes (which reads nothing more once its year is done).
 */
export function firstTasksOf(day: CalendarDate): ReminderTask[] {
  const first: ReminderTask = { day, after: null };
  return statementNoteYear(day) === null ? [first] : [first, { day, after: null, pass: 'statement-notes' }];
}

/**
 * How long one page may take: 200 loans' reminders are 200 commits, a few seconds when the
 * database is quick, but Cloud Tasks' default 60 s would cut a slow page off mid-way and retry
 * it 30 s later, delaying the rest of the day's pages for nothing. Five minutes is ample and far
 * under the 30-minute ceiling.
 */
export const PAGE_DEADLINE_SECONDS = 300;

/** Cloud Tasks through the Admin SDK (CLOUD_TASKS_EMULATOR_HOST points it at the emulator). */
export async function cloudTasksQueue(): Promise<ReminderQueue> {
  const { getFunctions } = await import('firebase-admin/functions');
  const queue = getFunctions().taskQueue<ReminderTask>(REMINDER_QUEUE);
  return {
    async enqueueOnce(task, id) {
      try {
        await queue.enqueue(task, { id, dispatchDeadlineSeconds: PAGE_DEADLINE_SECONDS });
      } catch (error) {
        if ((error as { code?: string }).code === 'functions/task-already-exists') return;
        throw error;
      }
    },
  };
}

/**
 * The scheduled start (docs/architecture.md: scheduled jobs are plain functions wrapped by
 * onSchedule) hands the day's first page to the queue; each page hands on the next. The
 * emulators cannot fire schedules; `npm run reminders -- --date` runs the same pages in one
 * process against the local stack.
 */
export function remindersJob(firestore: () => Firestore, environment: () => ServerEnvironment): { daily: ScheduleFunction; batch: TaskQueueFunction<ReminderTask> } {
  const daily = onSchedule({ schedule: 'every day 09:00', timeZone: REMINDER_TIME_ZONE, maxInstances: MAX_INSTANCES.reminders }, async (event) => {
    const queue = await cloudTasksQueue();
    for (const first of firstTasksOf(dateInZone(new Date(event.scheduleTime)))) {
      await queue.enqueueOnce(first, reminderTaskId(first));
      console.log(`${reminderTaskId(first)}: queued`);
    }
  });
  const batch = onTaskDispatched<ReminderTask>(
    {
      maxInstances: MAX_INSTANCES.reminderPages,
      timeoutSeconds: PAGE_DEADLINE_SECONDS,
      retryConfig: { maxAttempts: 10, minBackoffSeconds: 30, maxDoublings: 4 },
      rateLimits: { maxConcurrentDispatches: MAX_INSTANCES.reminderPages },
    },
    async (request) => {
      if (!isReminderTask(request.data)) {
        // A malformed task would fail the same way on every retry: log it and let it go.
        console.error('reminders: a task without a day and cursor was dropped', request.data);
        return;
      }
      const appBaseUrl = requireSetting('APP_BASE_URL', environment().appBaseUrl);
      console.log(await workReminderTask(firestore(), await cloudTasksQueue(), request.data, appBaseUrl));
    },
  );
  return { daily, batch };
}

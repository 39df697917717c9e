import { remindersJob } from '../reminders/reminders-job';
import { runtimeDependencies } from '../platform/runtime';

const deps = runtimeDependencies();

/**
 * reminders-daily (09:00 New York time) hands the day's first page to reminders-batch, a
 * Cloud Tasks queue function that sends one page's payment reminders, each exactly once, and
 * hands on the next page.
 */
export const reminders = remindersJob(deps.firestore, deps.environment);

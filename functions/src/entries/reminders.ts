import { remindersJob } from '../reminders/reminders-job';
import { runtimeDependencies } from '../platform/runtime';

const deps = runtimeDependencies();

/** Daily at 09:00 New York time: payment reminders into the mail outbox, each exactly once. */
export const reminders = remindersJob(deps.firestore, deps.environment);

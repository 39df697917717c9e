import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '@kinloan/domain';
import { backfillReminderDates } from '../../functions/src/jobs/backfill-reminder-dates';
import { cloudTasksQueue, reminderTaskId, workReminderTask, type ReminderQueue, type ReminderTask } from '../../functions/src/reminders/reminders-job';
import { REMINDER_PAGE_SIZE, runReminderPage } from '../../functions/src/reminders/run-reminders';
import { admin, mailTo } from './support/api';
import { isolatedDay, reminderLoan, remindersSentOn, writeLoans } from './support/reminders';

/**
 * The daily reminder job at scale: it reads only the loans that keep the day among their
 * reminder days, a page at a time, and each page hands on the next through Cloud Tasks. Each
 * test works on a day of its own, decades from now, so it sees only its own loans.
 */

const BASE = 'http://localhost:5000';

/** A queue that keeps what it is given, once per task id, as Cloud Tasks does. */
function listQueue(failFirst = false): ReminderQueue & { tasks: Map<string, ReminderTask> } {
  const tasks = new Map<string, ReminderTask>();
  let fail = failFirst;
  return {
    tasks,
    async enqueueOnce(task, id) {
      if (fail) {
        fail = false;
        throw new Error('the process died before handing on the next page');
      }
      if (!tasks.has(id)) tasks.set(id, task);
    },
  };
}

describe('the daily reminder job, a page at a time', () => {
  it('looks only at the loans with something due that day', async () => {
    const { db } = admin();
    const day = isolatedDay();
    const dueToday = Array.from({ length: 5 }, () => reminderLoan(day));
    // Due ten days later: their reminder days are 7, 10, 11 and 17 days from now, not today.
    const notToday = Array.from({ length: 7 }, () => reminderLoan(addCalendarDays(day, 10)));
    await writeLoans(db, [...dueToday, ...notToday]);

    const pages = [];
    let after: string | null = null;
    do {
      const page = await runReminderPage(db, day, { after, pageSize: 2, appBaseUrl: BASE });
      pages.push(page);
      after = page.next;
    } while (after);

    expect(pages.map((p) => p.loans)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.queued.map((r) => r.loanId)).sort()).toEqual(dueToday.map((l) => l.id).sort());
    expect(pages.flatMap((p) => p.queued.map((r) => r.kind))).toEqual(Array(5).fill('due-today'));
    expect(await remindersSentOn(db, day)).toEqual(dueToday.map((l) => `${l.id}:1:due-today:borrower`).sort());
  });

  it('hands each page on through Cloud Tasks until the day is done', { timeout: 120_000 }, async () => {
    const { db } = admin();
    const day = isolatedDay();
    const loans = Array.from({ length: REMINDER_PAGE_SIZE + 5 }, () => reminderLoan(day));
    await writeLoans(db, loans);

    // What reminders-daily does at 09:00: the first page, to the deployed queue function.
    const first = { day, after: null };
    await (await cloudTasksQueue()).enqueueOnce(first, reminderTaskId(first));

    const expected = loans.map((l) => `${l.id}:1:due-today:borrower`).sort();
    let sent: string[] = [];
    for (let waited = 0; waited < 90 && sent.length < expected.length; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      sent = await remindersSentOn(db, day);
    }
    expect(sent).toEqual(expected);
  });

  it('sends each reminder once when a page stops half way, fails before handing on, or runs twice', async () => {
    const { db } = admin();
    const day = isolatedDay();
    const loans = Array.from({ length: 6 }, () => reminderLoan(day));
    await writeLoans(db, loans);
    const task = { day, after: null };

    // A run that died after the first two loans' reminders went out.
    const partial = await runReminderPage(db, day, { pageSize: 2, appBaseUrl: BASE });
    expect(partial.queued).toHaveLength(2);

    // The task's first attempt sends the rest, then dies before handing on; Cloud Tasks retries it.
    const queue = listQueue(true);
    await expect(workReminderTask(db, queue, task, BASE, 4)).rejects.toThrow('the process died');
    await workReminderTask(db, queue, task, BASE, 4);
    // The same task delivered twice more at once.
    await Promise.all([workReminderTask(db, queue, task, BASE, 4), workReminderTask(db, queue, task, BASE, 4)]);

    const sortedIds = loans.map((l) => l.id).sort();
    expect([...queue.tasks.values()]).toEqual([{ day, after: sortedIds[3] }]);
    expect([...queue.tasks.keys()]).toEqual([reminderTaskId({ day, after: sortedIds[3]! })]);
    const next = [...queue.tasks.values()][0]!;
    await workReminderTask(db, queue, next, BASE, 4);
    expect(queue.tasks.size).toBe(1);

    const sent = await remindersSentOn(db, day);
    expect(sent).toEqual(loans.map((l) => `${l.id}:1:due-today:borrower`).sort());
    for (const loan of loans) expect(await mailTo(loan.borrower.email)).toHaveLength(1);
  });

  it('gives loans from before the list was kept their reminder days, so the job finds them', async () => {
    const { db } = admin();
    const day = isolatedDay();
    const { reminderDates: _days, paymentsToConfirm: _waiting, ...older } = reminderLoan(day);
    await writeLoans(db, [older as ReturnType<typeof reminderLoan>]);
    expect((await runReminderPage(db, day, { appBaseUrl: BASE })).loans).toBe(0);

    const backfill = await backfillReminderDates(db);
    expect(backfill.written).toContain(older.id);
    const stored = (await db.collection('loans').doc(older.id).get()).data();
    expect(stored?.reminderDates).toContain(day);
    expect(stored?.paymentsToConfirm).toEqual([]);
    expect((await backfillReminderDates(db)).written).not.toContain(older.id);
    expect((await runReminderPage(db, day, { appBaseUrl: BASE })).queued.map((r) => r.loanId)).toEqual([older.id]);
  });
});

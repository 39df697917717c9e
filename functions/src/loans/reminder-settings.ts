import type { RequestHandler } from 'express';
import { reminderPreferencesBodySchema, type LoanRemindersResponse } from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { parseBody } from '../http/errors';
import { actionContext } from './action-context';
import { LoanBatch } from './firestore-ops';
import { appendLoanEvent, commitLoanAction, decideLoanOrRefuse, loadLoanForAction, withLoanRetries } from './loan-action';
import { ledgerOf, remindersOf, todayUtc } from './servicing-state';

/**
 * PUT /api/v1/loans/{id}/reminders {reminders: 'all' | 'overdue-only' | 'off'}: the caller's
 * own reminder emails for this loan; the other party's setting is theirs. 200 with both.
 */
export function putReminderSettings(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    const { reminders: level } = parseBody(reminderPreferencesBodySchema, req.body);
    const db = deps.firestore();
    const reminders = await withLoanRetries(async () => {
      const loaded = await loadLoanForAction(db, String(req.params.id), context);
      const next = decideLoanOrRefuse(loaded, 'set-reminders', ledgerOf(loaded.loan, todayUtc()).balanceCents);
      const settings = { ...remindersOf(loaded.loan), [loaded.role]: level };
      const batch = new LoanBatch(db);
      appendLoanEvent(batch, loaded, context, { event: 'set-reminders', next, changes: { reminders: settings }, details: { reminders: level } });
      await commitLoanAction(batch);
      return settings;
    });
    res.json({ reminders } satisfies LoanRemindersResponse);
  };
}

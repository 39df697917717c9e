import { describe, expect, it } from 'vitest';
import type { TaxYearStatementResponse } from '@kinloan/domain';
import { workReminderTask, type ReminderQueue, type ReminderTask } from '../../functions/src/reminders/reminders-job';
import { runStatementNotes, STATEMENT_NOTES, type StatementNoteRecord } from '../../functions/src/reminders/statement-notes';
import { admin, fieldsOf, mailTo, type ErrorAnswerBody } from './support/api';
import { person } from './support/loans';
import { reminderLoan, writeLoans } from './support/reminders';
import { loanOf, MONTHLY, pay, paymentBody, servicedLoan, v1 } from './support/servicing';

/**
 * Tax-year statements through the public API (issue 16): both parties read the same figures,
 * which are the loan record's own; anyone else is refused; a year outside the loan is a 400
 * naming `year`. Then January's note that last year's statement is ready, sent once.
 */

const BASE = 'http://localhost:5000';
const statementPath = (loanId: string, year: number | string) => `/loans/${loanId}/taxStatements/${year}`;

describe('GET /loans/{id}/taxStatements/{year}', () => {
  it('gives both parties the year from the ledger, as JSON, PDF and CSV; refuses outsiders and other years', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    // Daniel lends: what he records is confirmed at once. February on time, then March with $100 extra.
    expect((await pay(daniel, loanId)).status).toBe(201);
    expect((await pay(daniel, loanId, paymentBody({ paidOn: '2026-03-01', amountCents: MONTHLY + 10_000 }))).status).toBe(201);
    const loan = await loanOf(maya, loanId);

    const forMaya = await v1<TaxYearStatementResponse>('GET', statementPath(loanId, 2026), { token: maya.token });
    const forDaniel = await v1<TaxYearStatementResponse>('GET', statementPath(loanId, 2026), { token: daniel.token });
    expect(forMaya.status).toBe(200);
    expect(forDaniel.status).toBe(200);
    expect(forMaya.body.yourLoanRole).toBe('borrower');
    expect(forDaniel.body.yourLoanRole).toBe('lender');
    const { yourLoanRole: _a, ...mayas } = forMaya.body;
    const { yourLoanRole: _b, ...daniels } = forDaniel.body;
    expect(mayas).toEqual(daniels);

    // The loan was handed over on 2026-01-05, so all of its payments are in 2026.
    const statement = forMaya.body;
    expect(statement).toMatchObject({
      year: 2026,
      loanMadeOn: '2026-01-05',
      openingBalanceCents: 0,
      interestCents: loan.ledger.totals.interestPaidCents,
      principalCents: loan.ledger.totals.principalPaidCents,
      paidCents: loan.ledger.totals.paidCents,
      extraPrincipalCents: 10_000,
      closingBalanceCents: loan.balanceCents,
      forgoneInterest: null,
    });
    const confirmed = loan.payments.filter((p) => p.status === 'confirmed');
    expect(statement.payments.map((p) => [p.paidOn, p.interestCents, p.principalCents])).toEqual(
      confirmed.map((p) => [p.paidOn, p.allocation?.interestCents, p.allocation?.principalCents]).sort(),
    );
    expect(statement.noTaxAdvice).toContain('not tax advice');

    const pdf = await v1('GET', `${statementPath(loanId, 2026)}/statement.pdf`, { token: daniel.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    const csv = await v1('GET', `${statementPath(loanId, 2026)}/statement.csv`, { token: maya.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="kinloan-loan-${loanId}-statement-2026.csv"`);
    expect(csv.text).toContain(`\r\nInterest paid,${(statement.interestCents / 100).toFixed(2)}\r\n`);

    const outsider = await person({ firstName: 'Olive' });
    for (const path of [statementPath(loanId, 2026), `${statementPath(loanId, 2026)}/statement.pdf`, `${statementPath(loanId, 2026)}/statement.csv`]) {
      expect((await v1('GET', path, { token: outsider.token })).status).toBe(403);
    }

    for (const year of ['2025', '2099', 'last', '2026.0']) {
      const refused = await v1<ErrorAnswerBody>('GET', statementPath(loanId, year), { token: maya.token });
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused)).toEqual(['year']);
      expect(refused.body.error?.detail).toMatch(/^year must be a year of this loan \(2026( to \d{4})?\); got /);
    }
  });
});

/** A year long before any other test's loans, so the January pass finds only this test's. */
function isolatedPastYear(): number {
  return 1950 + Math.floor(Math.random() * 60);
}

async function notesFor(loanId: string): Promise<string[]> {
  const snapshot = await admin().db.collection(STATEMENT_NOTES).where('loanId', '==', loanId).get();
  return snapshot.docs.map((doc) => (doc.data() as StatementNoteRecord).key).sort();
}

describe('January\'s note that last year\'s statement is ready', () => {
  it('goes once to each party, not to one who turned reminders off, and not outside January', { timeout: 120_000 }, async () => {
    const { db } = admin();
    const year = isolatedPastYear();
    const both = reminderLoan(`${year}-04-01`);
    const lenderOff = { ...reminderLoan(`${year}-05-01`), reminders: { lender: 'off', borrower: 'overdue-only' } } as const;
    await writeLoans(db, [both, lenderOff]);

    expect((await runStatementNotes(db, `${year + 1}-02-01`, { appBaseUrl: BASE })).loans).toBe(0);
    expect(await notesFor(both.id)).toEqual([]);

    // The first January day, as the job runs it: page after page handed on through the queue.
    const pending: ReminderTask[] = [{ day: `${year + 1}-01-02`, after: null, pass: 'statement-notes' }];
    const ids = new Set<string>();
    const queue: ReminderQueue = {
      async enqueueOnce(task, id) {
        if (!ids.has(id)) pending.push(task);
        ids.add(id);
      },
    };
    for (let task = pending.shift(); task; task = pending.shift()) await workReminderTask(db, queue, task, BASE, 50);
    expect([...ids].every((id) => id.startsWith(`statement-notes-${year + 1}-01-02-`))).toBe(true);
    expect(await notesFor(both.id)).toEqual([`${both.id}:statement-${year}:borrower`, `${both.id}:statement-${year}:lender`]);
    expect(await notesFor(lenderOff.id)).toEqual([`${lenderOff.id}:statement-${year}:borrower`]);

    // The rest of January reads only the year's mark.
    const later = await runStatementNotes(db, `${year + 1}-01-03`, { appBaseUrl: BASE });
    expect(later).toMatchObject({ loans: 0, queued: [] });

    // A pass run again (its mark lost, or a page retried) finds each note already sent.
    await db.collection('statementNoteRuns').doc(String(year)).delete();
    const again = await runStatementNotes(db, `${year + 1}-01-04`, { appBaseUrl: BASE });
    expect(again.queued.filter((note) => note.loanId === both.id || note.loanId === lenderOff.id)).toEqual([]);
    expect(again.alreadySent.filter((note) => note.loanId === both.id)).toHaveLength(2);

    const borrowerMail = await mailTo(both.borrower.email);
    expect(borrowerMail).toHaveLength(1);
    expect(borrowerMail[0]?.message.subject).toBe(`Your ${year} loan statement is ready`);
    expect(borrowerMail[0]?.message.text).toContain(`${BASE}/${both.id}/loan-record/tax-statements/${year}`);
    expect(await mailTo(both.lender.email)).toHaveLength(1);
    expect(await mailTo(lenderOff.lender.email)).toEqual([]);
    expect(await mailTo(lenderOff.borrower.email)).toHaveLength(1);
  });
});

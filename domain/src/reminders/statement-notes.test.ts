import { describe, expect, it } from 'vitest';
import type { ReminderLevel } from '../api/loan-schemas';
import { dueStatementNotes, statementNoteYear, type StatementNoteLoan } from './statement-notes';

const party = (email: string, reminders: ReminderLevel = 'all') => ({ customerId: email, email, firstName: email.split('@')[0]!, reminders });

function loan(overrides: Partial<StatementNoteLoan> = {}): StatementNoteLoan {
  return { loanId: 'L1', loanStartDate: '2026-04-01', end: null, lender: party('lee@example.com'), borrower: party('bo@example.com'), ...overrides };
}

describe('statement notes', () => {
  it('are for last year, in January only', () => {
    expect(statementNoteYear('2027-01-01')).toBe(2026);
    expect(statementNoteYear('2027-01-31')).toBe(2026);
    expect(statementNoteYear('2027-02-01')).toBeNull();
    expect(statementNoteYear('2026-12-31')).toBeNull();
    expect(dueStatementNotes([loan()], '2027-02-01')).toEqual([]);
  });

  it('go to both parties, keyed by loan, year and role', () => {
    expect(dueStatementNotes([loan()], '2027-01-05')).toEqual([
      { key: 'L1:statement-2026:lender', loanId: 'L1', year: 2026, recipientRole: 'lender', to: 'lee@example.com', recipientFirstName: 'lee' },
      { key: 'L1:statement-2026:borrower', loanId: 'L1', year: 2026, recipientRole: 'borrower', to: 'bo@example.com', recipientFirstName: 'bo' },
    ]);
  });

  it('respect a party who turned reminders off, but not one who kept overdue reminders', () => {
    const notes = dueStatementNotes([loan({ lender: party('lee@example.com', 'off'), borrower: party('bo@example.com', 'overdue-only') })], '2027-01-05');
    expect(notes.map((note) => note.recipientRole)).toEqual(['borrower']);
  });

  it('skip a loan with no statement for last year: handed over this year, or ended before last year', () => {
    expect(dueStatementNotes([loan({ loanStartDate: '2027-01-02' })], '2027-01-05')).toEqual([]);
    expect(dueStatementNotes([loan({ loanStartDate: '2024-04-01', end: { endDate: '2025-06-01' } })], '2027-01-05')).toEqual([]);
    expect(dueStatementNotes([loan({ loanStartDate: '2024-04-01', end: { endDate: '2026-06-01' } })], '2027-01-05')).toHaveLength(2);
  });
});

import type { CalendarDate } from '../dates';
import type { LoanRole } from '../loan/loan-machine';
import { statementYears, type TaxYearLoanEnd } from '../tax/tax-year-statement';
import type { ReminderParty } from './due-reminders';

/**
 * In January each party of a loan hears, once, that last year's statement is ready: a plain
 * function of (loans, today) like dueReminders, with a key per loan, year and person for the
 * job to create-if-absent. Someone who turned reminders off for the loan is not written to.
 */

export interface StatementNoteLoan {
  readonly loanId: string;
  /** When the money was handed over: the loan's first statement year. */
  readonly loanStartDate: CalendarDate;
  readonly end: Pick<TaxYearLoanEnd, 'endDate'> | null;
  readonly lender: ReminderParty;
  readonly borrower: ReminderParty;
}

export interface DueStatementNote {
  /** `{loanId}:statement-{year}:{role}`: one note per loan, year and person, ever. */
  readonly key: string;
  readonly loanId: string;
  readonly year: number;
  readonly recipientRole: LoanRole;
  readonly to: string;
  readonly recipientFirstName: string;
}

/** The year whose statements are announced on `today`: last year, in January only. */
export function statementNoteYear(today: CalendarDate): number | null {
  return today.slice(5, 7) === '01' ? Number(today.slice(0, 4)) - 1 : null;
}

export function dueStatementNotes(loans: readonly StatementNoteLoan[], today: CalendarDate): DueStatementNote[] {
  const year = statementNoteYear(today);
  if (year === null) return [];
  return loans.flatMap((loan) => {
    if (!statementYears(loan.loanStartDate, today, loan.end).includes(year)) return [];
    return (['lender', 'borrower'] as const).flatMap((role): DueStatementNote[] => {
      const party = loan[role];
      if (party.reminders === 'off' || !party.email) return [];
      return [{ key: `${loan.loanId}:statement-${year}:${role}`, loanId: loan.loanId, year, recipientRole: role, to: party.email, recipientFirstName: party.firstName }];
    });
  });
}

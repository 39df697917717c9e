import { statementYears, type LoanResponse } from '@kinloan/domain';
import { Link } from 'react-router-dom';
import { servicingPaths } from './servicing-words';

/** The loan's years, from the hand-over to this year (or the year it ended). */
export function taxYearsOf(loan: Pick<LoanResponse, 'terms' | 'ledger' | 'end'>): number[] {
  return statementYears(loan.terms.disbursement.date, loan.ledger.asOf, loan.end);
}

/** The year picker: one link per year of the loan, the current one marked. */
export function TaxYearLinks({ loan, current }: { loan: Pick<LoanResponse, 'id' | 'terms' | 'ledger' | 'end'>; current?: number }) {
  return (
    <nav aria-label="Tax years" className="tax-years">
      <ul>
        {taxYearsOf(loan).map((year) => (
          <li key={year}>
            <Link
              to={servicingPaths.taxStatement(loan.id, year)}
              className={`tax-years__year${year === current ? ' tax-years__year--current' : ''}`}
              aria-current={year === current ? 'page' : undefined}
            >
              {year}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

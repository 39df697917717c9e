import type { LoanResponse } from '@kinloan/domain';
import { Link, useParams } from 'react-router-dom';
import { FormMessage } from '../../features/accounts/form-fields';
import { FlowCard } from '../../features/loans/LoanFlowPage';
import { otherPartyOfLoan } from '../../features/loans/loan-words';
import { ServicingPage } from '../../features/servicing/ServicingPage';
import { TaxStatement } from '../../features/servicing/TaxStatement';
import { TaxYearLinks } from '../../features/servicing/TaxYearLinks';
import { servicingPaths } from '../../features/servicing/servicing-words';
import { useTaxStatement } from '../../features/servicing/use-tax-statement';

/** `/{id}/loan-record/tax-statements/{year}`: one calendar year of the loan, with its PDF and CSV. */
export default function TaxStatementPage() {
  return <ServicingPage title="Tax-year statement">{({ loan }) => <StatementForYear key={loan.id} loan={loan} />}</ServicingPage>;
}

function StatementForYear({ loan }: { loan: LoanResponse }) {
  const { year: yearText = '' } = useParams();
  const year = Number(yearText);
  const state = useTaxStatement(loan.id, year);
  return (
    <FlowCard
      eyebrow={`${loan.yourLoanRole === 'borrower' ? 'Borrowed from' : 'Lent to'} ${otherPartyOfLoan(loan)}`}
      title={`Tax-year statement ${yearText}`}
      lead={<p>The loan&rsquo;s figures for one calendar year, from its ledger: for your records and whoever prepares your taxes.</p>}
    >
      <TaxYearLinks loan={loan} current={year} />
      {state.kind === 'loading' ? (
        <p className="page-loading" role="status">
          <span className="page-loading__spinner" aria-hidden="true" />
          Loading the statement…
        </p>
      ) : state.kind === 'failed' ? (
        <FormMessage tone="info">{state.message}</FormMessage>
      ) : (
        <TaxStatement statement={state.statement} />
      )}
      <div className="button-row loan-actions">
        <Link to={servicingPaths.record(loan.id)} className="button button--secondary">
          Back to the loan record
        </Link>
      </div>
    </FlowCard>
  );
}

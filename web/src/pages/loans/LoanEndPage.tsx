import type { LoanResponse } from '@kinloan/domain';
import { Link } from 'react-router-dom';
import { useLoanStore } from '../../stores/loan-store';
import { FlowCard } from '../../features/loans/LoanFlowPage';
import { otherPartyOfLoan } from '../../features/loans/loan-words';
import { EndLoanForm } from '../../features/servicing/EndLoanForm';
import { LoanOutcome, outcomeHeadline } from '../../features/servicing/LoanOutcome';
import { ServicingPage } from '../../features/servicing/ServicingPage';
import { servicingPaths } from '../../features/servicing/servicing-words';

/** `/{id}/loan-end`: end the loan (as this person may), and once ended, how it ended. */
export default function LoanEndPage() {
  return <ServicingPage title="End the loan">{({ loan }) => <LoanEnd key={loan.id} loan={loan} />}</ServicingPage>;
}

function LoanEnd({ loan }: { loan: LoanResponse }) {
  const setLoan = useLoanStore((s) => s.setCurrentExecutedLoan);
  const eyebrow = `${loan.yourLoanRole === 'borrower' ? 'Borrowed from' : 'Lent to'} ${otherPartyOfLoan(loan)}`;
  const back = (
    <div className="button-row loan-actions">
      <Link to={servicingPaths.record(loan.id)} className="button button--secondary">
        Back to the loan record
      </Link>
    </div>
  );

  if (loan.status !== 'active') {
    return (
      <FlowCard eyebrow={eyebrow} title={outcomeHeadline(loan)} lead={<p>Both of you were told by email. The loan record stays here for you.</p>}>
        <LoanOutcome loan={loan} onChanged={setLoan} />
        {back}
      </FlowCard>
    );
  }

  return (
    <FlowCard
      eyebrow={eyebrow}
      title="End the loan"
      lead={<p>Ending the loan is final: it takes no more payments and no more reminders go out. Notes stay open.</p>}
    >
      <EndLoanForm loan={loan} onEnded={setLoan} />
      {back}
    </FlowCard>
  );
}

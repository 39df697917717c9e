import { FlowCard } from '../../features/loans/LoanFlowPage';
import { otherPartyOfLoan } from '../../features/loans/loan-words';
import { ServiceEnrollment } from '../../features/servicing/ServiceEnrollment';
import { ServicingPage } from '../../features/servicing/ServicingPage';
import { servicingPaths } from '../../features/servicing/servicing-words';
import { Link } from 'react-router-dom';

/** `/{id}/service-enrollment`: the managed-service subscription for this loan. */
export default function ServiceEnrollmentPage() {
  return (
    <ServicingPage title="Managed service">
      {({ loan, reload }) => (
        <FlowCard
          eyebrow={`${loan.yourLoanRole === 'borrower' ? 'Borrowed from' : 'Lent to'} ${otherPartyOfLoan(loan)}`}
          title="Managed service for this loan"
          lead={<p>Help with the follow-up of your loan, so it stays a loan between family and not a source of awkward chasing.</p>}
        >
          <ServiceEnrollment loan={loan} onEnrolled={reload} />
          <div className="button-row loan-actions">
            <Link to={servicingPaths.record(loan.id)} className="button button--secondary">
              Back to the loan record
            </Link>
          </div>
        </FlowCard>
      )}
    </ServicingPage>
  );
}

import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { CoreTermsEditor } from '../../features/loans/CoreTermsEditor';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';
import { StepIndicator } from '../../features/loans/StepIndicator';
import { localToday } from '../../features/loans/terms-form';
import { useFlowNavigation } from '../../features/loans/use-loan-request';
import { useLoansApi } from '../../features/loans/use-loans-api';
import { useSessionStore } from '../../session/session-store';
import { useLoanStore } from '../../stores/loan-store';

/** `/loan-terms?requestType=borrow|lend`: a new request starts here, from nothing. */
export default function NewLoanTermsPage() {
  usePageTitle('Loan terms | Kinloan');
  const [params] = useSearchParams();
  const requestType = params.get('requestType');
  const reset = useLoanStore((s) => s.resetCurrentLoanRequest);

  // Spec section 2: Borrow Money and Lend Money start a new request, whatever was open before.
  useEffect(() => reset(), [reset, requestType]);

  if (requestType !== 'borrow' && requestType !== 'lend') return <ChooseRequestType />;
  return <NewTerms key={requestType} requestType={requestType} />;
}

function ChooseRequestType() {
  return (
    <FlowFrame>
      <FlowCard eyebrow="A new loan" title="What would you like to do?" lead={<p>Either of you can start. The other person reviews and signs after you.</p>}>
        <div className="loan-choices">
          <section className="loan-choice">
            <h2>Borrow money</h2>
            <p>Ask family or a friend for a loan, with the amount and a repayment plan written down.</p>
            <Link to="/loan-terms?requestType=borrow" className="button button--primary">
              I want to borrow
            </Link>
          </section>
          <section className="loan-choice">
            <h2>Lend money</h2>
            <p>Offer a loan to someone you know, with a schedule you can both see.</p>
            <Link to="/loan-terms?requestType=lend" className="button button--primary">
              I want to lend
            </Link>
          </section>
        </div>
      </FlowCard>
    </FlowFrame>
  );
}

function NewTerms({ requestType }: { requestType: 'borrow' | 'lend' }) {
  const api = useLoansApi();
  const done = useFlowNavigation();
  const userId = useSessionStore((s) => s.user?.id ?? '');
  const borrowing = requestType === 'borrow';

  return (
    <CoreTermsEditor
      initial={null}
      today={localToday()}
      stepper={<StepIndicator role="initiator" page="loan-terms" />}
      eyebrow={borrowing ? 'Borrow money' : 'Lend money'}
      title={borrowing ? 'How much would you like to borrow?' : 'How much would you like to lend?'}
      lead={<p>Start with the basics. You can change anything until you sign, and nothing is sent until you say so.</p>}
      submitLabel="Save and continue"
      onSave={async (terms) => {
        const result = await api.createLoanRequest({
          requestType,
          status: 'draft',
          initiatingCustomerId: userId,
          initiatorRequestDetails: {},
          recipientRequestDetails: {},
          loanProposalDetails: terms,
        }, { notify: false });
        if (!result.ok) return result.error;
        done(result.data, 'loan-terms-addl');
        return null;
      }}
    />
  );
}

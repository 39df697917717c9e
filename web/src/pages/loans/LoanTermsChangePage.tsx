import { counterpartRequestType } from '@kinloan/domain';
import { Link } from 'react-router-dom';
import { CoreTermsEditor } from '../../features/loans/CoreTermsEditor';
import { LoanFlowPage } from '../../features/loans/LoanFlowPage';
import { flowEyebrow, fullName } from '../../features/loans/loan-words';
import { loanPagePath } from '../../features/loans/next-step';
import { localToday } from '../../features/loans/terms-form';
import { useLoansApi } from '../../features/loans/use-loans-api';
import { useSessionStore } from '../../session/session-store';

/**
 * `/{id}/loan-terms-change`: the recipient proposes different terms. That makes a new request
 * (parentLoanId = this one) that is theirs to finish, sign and send back; this one is closed.
 */
export default function LoanTermsChangePage() {
  const api = useLoansApi();
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return (
    <LoanFlowPage page="loan-terms-change" title="Ask for changes">
      {({ request, stepper, done }) => {
        const initiator = request.initiatorRequestDetails;
        const other = fullName(initiator) || 'the other person';
        return (
          <CoreTermsEditor
            initial={request.loanProposalDetails}
            today={localToday()}
            stepper={stepper}
            eyebrow={flowEyebrow(request)}
            title="Ask for changes"
            lead={
              <p>
                Change what you would like to be different. Next you can adjust the other terms, then you sign your version and we
                send it to {other}. Their current request closes when you continue.
              </p>
            }
            submitLabel="Continue with these terms"
            pendingLabel="Creating your version…"
            onSave={async (terms) => {
              const result = await api.createLoanRequest({
                requestType: counterpartRequestType(request.requestType),
                status: 'draft',
                parentLoanId: request.id,
                initiatingCustomerId: userId,
                initiatorRequestDetails: {},
                recipientRequestDetails: {
                  ...(initiator.firstName ? { firstName: initiator.firstName } : {}),
                  ...(initiator.lastName ? { lastName: initiator.lastName } : {}),
                  ...(initiator.email ? { email: initiator.email } : {}),
                },
                loanProposalDetails: terms,
              }, { notify: false });
              if (!result.ok) return result.error;
              done(result.data, 'loan-terms-addl');
              return null;
            }}
            after={
              <p className="loan-delete">
                <Link to={loanPagePath(request.id, 'loan-review')}>Back to the agreement</Link>
              </p>
            }
          />
        );
      }}
    </LoanFlowPage>
  );
}

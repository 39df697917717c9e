import { CoreTermsEditor } from '../../features/loans/CoreTermsEditor';
import { DeleteRequest } from '../../features/loans/DeleteRequest';
import { LoanFlowPage } from '../../features/loans/LoanFlowPage';
import { flowEyebrow } from '../../features/loans/loan-words';
import { localToday } from '../../features/loans/terms-form';
import { useLoansApi } from '../../features/loans/use-loans-api';

/** `/{id}/loan-terms`: the initiator changes the core terms of their request. */
export default function LoanTermsPage() {
  const api = useLoansApi();
  return (
    <LoanFlowPage page="loan-terms" title="Loan terms">
      {({ request, stepper, done }) => (
        <CoreTermsEditor
          initial={request.loanProposalDetails}
          today={localToday()}
          stepper={stepper}
          eyebrow={flowEyebrow(request)}
          title="The loan terms"
          lead={
            request.status === 'initiator-signed' ? (
              <p>You have already signed. Changing the terms cancels that signature, and you sign again after reviewing.</p>
            ) : request.status === 'wish-published' ? (
              <p>Your loan wish is published: saved changes show on it straight away.</p>
            ) : (
              <p>You can change anything until you sign.</p>
            )
          }
          submitLabel="Save and continue"
          onSave={async (terms) => {
            const result = await api.updateLoanRequest(request, { loanProposalDetails: terms }, { notify: false });
            if (!result.ok) return result.error;
            done(result.data, 'loan-terms-addl');
            return null;
          }}
          after={<DeleteRequest request={request} />}
        />
      )}
    </LoanFlowPage>
  );
}

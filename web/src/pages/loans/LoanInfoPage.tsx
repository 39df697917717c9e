import { Link } from 'react-router-dom';
import { AmortizationPreview } from '../../features/loans/AmortizationPreview';
import { DeleteRequest } from '../../features/loans/DeleteRequest';
import { ImputedInterestNotice } from '../../features/loans/ImputedInterestNotice';
import { FlowCard, FlowFrame, LoanFlowPage } from '../../features/loans/LoanFlowPage';
import { flowEyebrow, fullName } from '../../features/loans/loan-words';
import { loanPagePath, otherPartyNamed, termsReady } from '../../features/loans/next-step';
import { localToday, previewSchedule } from '../../features/loans/terms-form';
import { TermsSummary } from '../../features/loans/TermsSummary';
import { useLoansApi } from '../../features/loans/use-loans-api';
import { BusyButton } from '../../components/BusyButton';

/** `/{id}/loan-info`: the terms at a glance, then who the other person is (a borrower may publish a loan wish). */
export default function LoanInfoPage() {
  const api = useLoansApi();
  return (
    <LoanFlowPage page="loan-info" title="Your loan terms">
      {({ request, stepper, done }) => {
        const terms = request.loanProposalDetails;
        const path = (page: Parameters<typeof loanPagePath>[1]) => loanPagePath(request.id, page);
        const ready = termsReady(request);
        const published = request.status === 'wish-published';
        const borrower = request.yourLoanRole === 'borrower';
        const named = otherPartyNamed(request);

        const aside = (
          <>
            <AmortizationPreview preview={previewSchedule(terms)} />
            <ImputedInterestNotice terms={terms} onDate={terms.disbursement?.date ?? localToday()} />
          </>
        );

        return (
          <FlowFrame stepper={stepper} aside={aside}>
            <FlowCard eyebrow={flowEyebrow(request)} title="Your loan terms" lead={<p>Check the terms. You can still change any of them.</p>}>
              <TermsSummary terms={terms} editCore={path('loan-terms')} editMore={path('loan-terms-addl')} />

              {!ready ? (
                <div className="button-row">
                  <Link to={path('loan-terms-addl')} className="button button--primary button--large">
                    Add the remaining terms
                  </Link>
                </div>
              ) : published ? (
                <>
                  <h2 className="loan-subtitle">Your loan wish is published</h2>
                  <p>People you share the link with can see it. To ask someone directly instead, take the wish down first.</p>
                  <div className="button-row">
                    <Link to={path('loan-wish-published')} className="button button--primary">
                      See your loan wish
                    </Link>
                    <BusyButton
                      className="button button--secondary"
                      busyLabel="Taking it down…"
                      onClick={async () => {
                        const result = await api.unpublishWish(request.id);
                        if (result.ok) done(result.data, 'loan-party');
                      }}
                    >
                      Take it down and ask someone directly
                    </BusyButton>
                  </div>
                </>
              ) : borrower ? (
                <>
                  <h2 className="loan-subtitle">Who will lend you the money?</h2>
                  <div className="loan-choices">
                    <section className="loan-choice">
                      <h3>Ask someone you know</h3>
                      <p>
                        {named
                          ? `You are asking ${fullName(request.recipientRequestDetails)}. They get an email once you have signed.`
                          : 'Name the person, sign, and we email them the agreement to review and sign.'}
                      </p>
                      <Link to={path('loan-party')} className="button button--primary">
                        Continue
                      </Link>
                    </section>
                    <section className="loan-choice">
                      <h3>Publish a loan wish</h3>
                      <p>Not sure who to ask? Share a page with your terms, showing only what you choose.</p>
                      <Link to={path('loan-wish-details')} className="button button--secondary">
                        Write a loan wish
                      </Link>
                    </section>
                  </div>
                </>
              ) : (
                <div className="form__actions">
                  <Link to={path('loan-party')} className="button button--primary button--large">
                    Continue
                  </Link>
                </div>
              )}
              <DeleteRequest request={request} />
            </FlowCard>
          </FlowFrame>
        );
      }}
    </LoanFlowPage>
  );
}

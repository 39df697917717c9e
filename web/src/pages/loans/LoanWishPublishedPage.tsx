import { Link } from 'react-router-dom';
import { FlowCard, FlowFrame, LoanFlowPage } from '../../features/loans/LoanFlowPage';
import { flowEyebrow } from '../../features/loans/loan-words';
import { loanPagePath } from '../../features/loans/next-step';
import { useLoansApi } from '../../features/loans/use-loans-api';
import { notifySuccess } from '../../stores/notification-store';
import { BusyButton } from '../../components/BusyButton';

/** `/{id}/loan-wish-published`: the public link to share, and a way to take it down. */
export default function LoanWishPublishedPage() {
  const api = useLoansApi();
  return (
    <LoanFlowPage page="loan-wish-published" title="Your loan wish is published">
      {({ request, stepper, done }) => {
        const publicUrl = `${window.location.origin}/${encodeURIComponent(request.id)}/loan-wish`;
        return (
          <FlowFrame stepper={stepper}>
            <FlowCard
              eyebrow={flowEyebrow(request)}
              title="Your loan wish is published"
              lead={<p>Share this link with people you trust. Anyone with it can read your wish, without signing in.</p>}
            >
              <label className="field__label" htmlFor="wish-link">
                Link to your loan wish
              </label>
              <div className="share-link">
                <input id="wish-link" className="field__input" readOnly value={publicUrl} onFocus={(e) => e.currentTarget.select()} />
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() =>
                    void navigator.clipboard?.writeText(publicUrl).then(
                      () => notifySuccess('Link copied.'),
                      () => undefined,
                    )
                  }
                >
                  Copy
                </button>
              </div>
              <p>
                When someone offers to lend, take the wish down and continue with them as your lender: you name them, sign, and
                we send them the agreement.
              </p>
              <div className="button-row">
                <Link to={`/${encodeURIComponent(request.id)}/loan-wish`} className="button button--primary">
                  View it as others see it
                </Link>
                <Link to={loanPagePath(request.id, 'loan-wish-details')} className="button button--secondary">
                  Edit the wish
                </Link>
                <BusyButton
                  className="button button--secondary"
                  busyLabel="Taking it down…"
                  onClick={async () => {
                    const result = await api.unpublishWish(request.id);
                    if (result.ok) {
                      notifySuccess('Your loan wish was taken down.');
                      done(result.data, 'loan-info');
                    }
                  }}
                >
                  Take it down
                </BusyButton>
              </div>
            </FlowCard>
          </FlowFrame>
        );
      }}
    </LoanFlowPage>
  );
}

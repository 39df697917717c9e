import type { LoanResponse } from '@kinloan/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { FormMessage } from '../accounts/form-fields';
import { FlowCard, FlowFrame } from '../loans/LoanFlowPage';
import '../calculator/calculator.css';
import './servicing.css';
import { useExecutedLoan } from './use-executed-loan';

export interface ServicingContext {
  loan: LoanResponse;
  /** Fetch the loan again (after an action changed its balance, ledger or state). */
  reload: () => Promise<void>;
}

const PROBLEMS = {
  'not-found': { title: 'We can’t find this loan', text: 'The link may be incomplete, or the loan request was never finalized.' },
  forbidden: {
    title: 'This loan isn’t yours',
    text: 'Only the lender and the borrower can open a loan. Are you signed in with the right account?',
  },
  failed: { title: 'This loan didn’t load', text: 'Please check your connection and try again.' },
} as const;

/**
 * The frame of the servicing pages (loan record, receipt, ending, managed service): loads
 * the executed loan of the `:id` in the address and explains plainly when it can't.
 */
export function ServicingPage({
  title,
  wide = false,
  children,
}: {
  /** The document title, without " | Kinloan". */
  title: string;
  /** The loan record needs the room for its ledger and chart. */
  wide?: boolean;
  children: (context: ServicingContext) => ReactNode;
}) {
  usePageTitle(`${title} | Kinloan`);
  const { id = '' } = useParams();
  const { state, loan, reload } = useExecutedLoan(id);
  const frameClass = `servicing${wide ? ' servicing--wide' : ''}`;

  if (!loan && (state === 'not-found' || state === 'forbidden' || state === 'failed')) {
    const copy = PROBLEMS[state];
    return (
      <div className={frameClass}>
        <FlowFrame>
          <FlowCard title={copy.title}>
            <FormMessage tone="info">{copy.text}</FormMessage>
            <div className="button-row loan-actions">
              {state === 'failed' ? (
                <button type="button" className="button button--primary" onClick={() => void reload()}>
                  Try again
                </button>
              ) : null}
              <Link to="/dashboard" className="button button--secondary">
                Go to my dashboard
              </Link>
            </div>
          </FlowCard>
        </FlowFrame>
      </div>
    );
  }

  if (!loan) {
    return (
      <div className={frameClass}>
        <FlowFrame>
          <FlowCard title={title}>
            <p className="page-loading" role="status">
              <span className="page-loading__spinner" aria-hidden="true" />
              Loading your loan…
            </p>
          </FlowCard>
        </FlowFrame>
      </div>
    );
  }

  return (
    <div className={frameClass}>
      <FlowFrame>{children({ loan, reload })}</FlowFrame>
    </div>
  );
}

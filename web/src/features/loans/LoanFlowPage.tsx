import type { LoanRequestResponse } from '@kinloan/domain';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { useMediaQuery } from '../../hooks/use-media-query';
import '../accounts/accounts.css';
import { FormMessage } from '../accounts/form-fields';
import './loans.css';
import { loanPagePath, nextStep, pageBelongs, type LoanPage } from './next-step';
import { StepIndicator } from './StepIndicator';
import { useFlowNavigation, useLoanRequest } from './use-loan-request';

/** Below this width the aside no longer fits beside the card (loans.css says the same). */
export const ONE_COLUMN = '(max-width: 60rem)';

const InlineAside = createContext<ReactNode>(null);

/**
 * Where a form shows the frame's aside (the payment preview) when there is one column: just
 * before its buttons, so nobody has to press "Save and continue" to find out what they saved.
 */
export function AsideBeforeActions() {
  const aside = useContext(InlineAside);
  return aside ? <div className="loan-flow__aside loan-flow__aside--inline">{aside}</div> : null;
}

/**
 * The page frame of the loan flow: step indicator on top, the card, and an optional aside (the
 * preview) beside it. In one column the aside goes below the card, or, with `asideBeforeActions`,
 * where the form puts <AsideBeforeActions />.
 */
export function FlowFrame({
  stepper,
  aside,
  asideBeforeActions = false,
  children,
}: {
  stepper?: ReactNode;
  aside?: ReactNode;
  asideBeforeActions?: boolean;
  children: ReactNode;
}) {
  const oneColumn = useMediaQuery(ONE_COLUMN);
  const inline = asideBeforeActions && oneColumn && aside ? aside : null;
  const beside = inline ? null : aside;
  return (
    <div className="loan-flow">
      <meta name="robots" content="noindex" />
      <div className="loan-flow__inner">
        {stepper}
        <div className={`loan-flow__body${beside ? ' loan-flow__body--with-aside' : ''}`}>
          <div className="loan-flow__main">
            <InlineAside.Provider value={inline}>{children}</InlineAside.Provider>
          </div>
          {beside ? <div className="loan-flow__aside">{beside}</div> : null}
        </div>
      </div>
    </div>
  );
}

/** The card a step sits in: the same calm card as the account screens. */
export function FlowCard({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: ReactNode; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section className="account-card loan-card" aria-labelledby={titleId}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 id={titleId} className="account-card__title">
        {title}
      </h1>
      {lead ? <div className="account-card__lead">{lead}</div> : null}
      {children}
    </section>
  );
}

export interface Flow {
  request: LoanRequestResponse;
  /** The step indicator for this page, for FlowFrame's `stepper`. */
  stepper: ReactNode;
  /** Keep the API's answer as the current request, then go to a page of it (or a path). */
  done: (request: LoanRequestResponse, to: LoanPage | { path: string }) => void;
  reload: () => void;
}

function Loading() {
  return (
    <p className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      Loading your loan request…
    </p>
  );
}

/**
 * One page of one loan request: loads it, sends the person to the right step when this page
 * doesn't belong to the request as it stands (see next-step.ts), and shows the step indicator.
 */
export function LoanFlowPage({
  page,
  title,
  children,
}: {
  page: LoanPage;
  /** The document title, without " | Kinloan". */
  title: string;
  /** The page itself, usually a FlowFrame with `flow.stepper`. */
  children: (flow: Flow) => ReactNode;
}) {
  usePageTitle(`${title} | Kinloan`);
  const { id = '' } = useParams();
  const { state, request, reload } = useLoanRequest(id);
  const done = useFlowNavigation();

  if (state === 'not-found' || state === 'forbidden' || (state === 'failed' && !request)) {
    const copy = {
      'not-found': { title: 'We can’t find this loan request', text: 'It may have been deleted, or the link may be incomplete.' },
      forbidden: {
        title: 'This loan request isn’t yours',
        text: 'Only the two people on a loan request can open it. Are you signed in with the email it was sent to?',
      },
      failed: { title: 'This loan request didn’t load', text: 'Please check your connection and try again.' },
    }[state];
    return (
      <FlowFrame>
        <FlowCard title={copy.title}>
          <FormMessage tone="info">{copy.text}</FormMessage>
          <div className="button-row loan-actions">
            {state === 'failed' ? (
              <button type="button" className="button button--primary" onClick={reload}>
                Try again
              </button>
            ) : null}
            <Link to="/dashboard" className="button button--secondary">
              Go to my dashboard
            </Link>
          </div>
        </FlowCard>
      </FlowFrame>
    );
  }

  if (!request) {
    return (
      <FlowFrame>
        <FlowCard title={title}>
          <Loading />
        </FlowCard>
      </FlowFrame>
    );
  }

  if (!pageBelongs(page, request)) {
    const next = nextStep(request);
    return <Navigate to={next.path} replace />;
  }

  const linkTo = (target: LoanPage) => (pageBelongs(target, request) ? loanPagePath(request.id, target) : null);
  const stepper = <StepIndicator role={request.yourRole} page={page} request={request} linkTo={linkTo} />;
  return children({ request, stepper, done, reload });
}

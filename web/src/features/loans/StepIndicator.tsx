import type { RequestRole } from '@kinloan/domain';
import { Link } from 'react-router-dom';
import type { LoanPage } from './next-step';

interface Step {
  label: string;
  /** Pages that count as this step; the first is where the step's link goes. */
  pages: readonly LoanPage[];
}

/** The guided flow for each side (spec section 2's pages in the order people meet them). */
export const FLOW_STEPS: Readonly<Record<RequestRole, readonly Step[]>> = {
  initiator: [
    { label: 'Terms', pages: ['loan-terms'] },
    { label: 'More terms', pages: ['loan-terms-addl', 'loan-info'] },
    { label: 'Your details', pages: ['loan-party'] },
    { label: 'Other party', pages: ['loan-recipient-party', 'loan-wish-details', 'loan-wish-published'] },
    { label: 'Review', pages: ['loan-review', 'loan-review-reject'] },
    { label: 'Sign', pages: ['loan-signature'] },
    { label: 'Send', pages: ['request-sent'] },
  ],
  recipient: [
    { label: 'Review', pages: ['loan-review', 'loan-terms-change', 'reject-loan', 'rejected'] },
    { label: 'Your details', pages: ['loan-recipient-party', 'loan-party'] },
    { label: 'Sign', pages: ['loan-signature'] },
    { label: 'Done', pages: ['loan-success', 'executed'] },
  ],
};

/** Pages after the initiator's last step: every step is done. */
const AFTER_THE_STEPS: Readonly<Record<RequestRole, readonly LoanPage[]>> = {
  initiator: ['loan-success', 'executed'],
  recipient: [],
};

/** The current step's index; the number of steps when all are done. */
export function stepIndexOf(role: RequestRole, page: LoanPage): number {
  if (AFTER_THE_STEPS[role].includes(page)) return FLOW_STEPS[role].length;
  return FLOW_STEPS[role].findIndex((step) => step.pages.includes(page));
}

/**
 * "Step 3 of 7: Your details", as an ordered list. Finished steps link back when `linkTo`
 * says that page may be opened now (editing the terms, say, but not after sending).
 */
export function StepIndicator({
  role,
  page,
  linkTo,
}: {
  role: RequestRole;
  page: LoanPage;
  /** The path of a finished step's page, or null when it can't be revisited. */
  linkTo?: (page: LoanPage) => string | null;
}) {
  const steps = FLOW_STEPS[role];
  const current = stepIndexOf(role, page);
  const currentStep = steps[current];
  return (
    <nav className="step-indicator" aria-label="Progress">
      <p className="step-indicator__summary">
        {currentStep ? `Step ${current + 1} of ${steps.length}: ${currentStep.label}` : current === steps.length ? 'All steps done' : null}
      </p>
      <ol className="step-indicator__list">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          const target = state === 'done' && step.pages[0] ? (linkTo?.(step.pages[0]) ?? null) : null;
          const content = (
            <>
              <span className="step-indicator__dot" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="step-indicator__label">
                {step.label}
                {state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
              </span>
            </>
          );
          return (
            <li key={step.label} className={`step-indicator__step step-indicator__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {target ? (
                <Link to={target} className="step-indicator__link">
                  {content}
                </Link>
              ) : (
                <span className="step-indicator__link">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

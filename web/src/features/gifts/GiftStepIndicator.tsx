import { Link } from 'react-router-dom';
import { giftStepIndex, giftSteps, type FlowGift, type GiftPage } from './gift-steps';

/**
 * "Step 3 of 8: The donor", as an ordered list, in the loan flow's step-indicator style
 * (its CSS, not its component: the loan one is typed to the loan pages). Finished steps link
 * back when `linkTo` says that page may be opened now.
 */
export function GiftStepIndicator({
  gift,
  page,
  linkTo,
}: {
  gift: Pick<FlowGift, 'yourRole' | 'yourParty'>;
  page: GiftPage;
  /** The path of a finished step's page, or null when it can't be revisited. */
  linkTo?: (page: GiftPage) => string | null;
}) {
  const steps = giftSteps(gift);
  const current = giftStepIndex(steps, page);
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

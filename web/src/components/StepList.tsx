import { Link } from 'react-router-dom';

export interface FlowStep<P extends string> {
  readonly label: string;
  /** Pages that count as this step; the first is where the step's link goes. */
  readonly pages: readonly P[];
}

/**
 * "Step 3 of 7: Your details", as an ordered list, for any guided flow (loan requests, gift
 * letters). `current` is the current step's index, or the number of steps once all are done.
 * A step before the current one is marked done, unless `done` says it is not (from what has
 * really been filled in, so a skipped step is not ticked). Finished steps link back when
 * `linkTo` says that page may be opened now.
 */
export function StepList<P extends string>({
  steps,
  current,
  done,
  linkTo,
}: {
  steps: readonly FlowStep<P>[];
  current: number;
  done?: readonly boolean[] | undefined;
  /** The path of a finished step's page, or null when it can't be revisited. */
  linkTo?: ((page: P) => string | null) | undefined;
}) {
  const currentStep = steps[current];
  return (
    <nav className="step-indicator" aria-label="Progress">
      <p className="step-indicator__summary">
        {currentStep ? `Step ${current + 1} of ${steps.length}: ${currentStep.label}` : current === steps.length ? 'All steps done' : null}
      </p>
      <ol className="step-indicator__list">
        {steps.map((step, index) => {
          // Never ticked ahead of where the person is, even when the data is already there.
          const finished = index < current && (done ? (done[index] ?? false) : true);
          const state = index === current ? 'current' : finished ? 'done' : 'todo';
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

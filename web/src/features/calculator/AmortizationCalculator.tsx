import { formatPercent, formatUsd, LOAN_LIMITS } from '@kinloan/domain';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  calculate,
  CALCULATOR_FIELDS,
  chartBars,
  defaultInput,
  readTerm,
  termWords,
  type CalculatorField,
  type CalculatorInput,
  type CalculatorResult,
} from './calculator-form';
import { ScheduleChart } from './ScheduleChart';
import './calculator.css';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const formatDueDate = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

interface FieldSpec {
  label: string;
  hint: string;
  type: 'text' | 'date';
  inputMode?: 'decimal' | 'numeric';
  prefix?: string;
  suffix?: string;
}

type SingleField = Exclude<CalculatorField, 'term'>;

const FIELDS: Readonly<Record<SingleField, FieldSpec>> = {
  amount: { label: 'Loan amount', hint: 'In dollars, for example 60,000.', type: 'text', inputMode: 'decimal', prefix: '$' },
  rate: {
    label: 'Annual interest rate',
    hint: `0 for an interest-free loan; up to ${formatPercent(LOAN_LIMITS.maxAnnualRateBps)}.`,
    type: 'text',
    inputMode: 'decimal',
    suffix: '%',
  },
  firstPaymentDate: { label: 'First payment date', hint: 'Later payments fall on the same day of each month.', type: 'date' },
};

const noSubscription = () => () => undefined;

/** True while prerendering and while React adopts the prerendered HTML; false on any later render. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** The day the site was built (local noon): the prerendered calculator's defaults are as of then. */
const BUILD_DAY = new Date(`${__KINLOAN_BUILD_DATE__}T12:00:00`);

/** The amortization calculator of the "how we amortize" article, computed by the domain's buildSchedule. */
export default function AmortizationCalculator() {
  const hydrating = useHydrating();
  // The first render must match the prerendered HTML, so it starts from the build day's defaults.
  const [initial] = useState<CalculatorInput>(() => defaultInput(hydrating ? BUILD_DAY : new Date()));
  const [input, setInput] = useState<CalculatorInput>(initial);
  const [result, setResult] = useState<CalculatorResult>(() => calculate(initial));

  // Once hydrated, the default first payment date is next month from today, not from the build
  // day, unless the visitor has already changed something.
  useEffect(() => {
    if (hydrating) return;
    const today = defaultInput();
    if (today.firstPaymentDate === initial.firstPaymentDate) return;
    setInput((current) => (current === initial ? today : current));
    setResult((current) => (current.ok && current.terms.firstPaymentDate === initial.firstPaymentDate ? calculate(today) : current));
  }, [hydrating, initial]);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const id = useId();
  const errors = result.ok ? {} : result.errors;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = calculate(input);
    setResult(next);
    if (!next.ok) {
      const first = CALCULATOR_FIELDS.find((field) => next.errors[field]);
      if (first) inputs.current.get(first)?.focus();
    }
  }

  return (
    <section className="calculator" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="calculator__title">
        Amortization calculator
      </h2>
      <form className="calculator__form" noValidate onSubmit={onSubmit}>
        {CALCULATOR_FIELDS.map((field) => {
          const inputId = `${id}-${field}`;
          const error = errors[field];
          const describedBy = error ? `${inputId}-error ${inputId}-hint` : `${inputId}-hint`;
          const register = (key: string) => (element: HTMLInputElement | null) => {
            if (element) inputs.current.set(key, element);
            else inputs.current.delete(key);
          };
          const change = (key: keyof CalculatorInput) => (value: string) => setInput((current) => ({ ...current, [key]: value }));
          if (field === 'term') {
            const term = readTerm(input.termYears, input.termMonths);
            return (
              <fieldset key={field} className={`calc-field calc-field--group${error ? ' calc-field--invalid' : ''}`} aria-describedby={describedBy}>
                <legend className="calc-field__label">Term</legend>
                <p id={`${inputId}-hint`} className="calc-field__hint">
                  As you would say it: 5 years, or 2 years and 6 months.{term.ok ? ` That is ${term.termMonths} monthly ${term.termMonths === 1 ? 'payment' : 'payments'}.` : ''}
                </p>
                <div className="calc-field__pair">
                  {(['termYears', 'termMonths'] as const).map((key) => (
                    <CalcInput
                      key={key}
                      id={`${inputId}-${key}`}
                      name={key}
                      label={key === 'termYears' ? 'Term in years' : 'and months'}
                      spec={{ type: 'text', inputMode: 'numeric', suffix: key === 'termYears' ? 'years' : 'months' }}
                      value={input[key]}
                      invalid={Boolean(error)}
                      describedBy={describedBy}
                      inputRef={register(key === 'termYears' ? 'term' : key)}
                      onChange={change(key)}
                    />
                  ))}
                </div>
                <FieldError id={`${inputId}-error`} error={error} />
              </fieldset>
            );
          }
          const spec = FIELDS[field];
          return (
            <div key={field} className={`calc-field${error ? ' calc-field--invalid' : ''}`}>
              <label htmlFor={inputId} className="calc-field__label">
                {spec.label}
              </label>
              <p id={`${inputId}-hint`} className="calc-field__hint">
                {spec.hint}
              </p>
              <CalcInput
                id={inputId}
                name={field}
                spec={spec}
                value={input[field]}
                invalid={Boolean(error)}
                describedBy={describedBy}
                inputRef={register(field)}
                onChange={change(field)}
              />
              <FieldError id={`${inputId}-error`} error={error} />
            </div>
          );
        })}
        <div className="calculator__actions">
          <button type="submit" className="button button--primary">
            Calculate
          </button>
        </div>
      </form>

      <p className="visually-hidden" role="status">
        {result.ok
          ? `Monthly payment ${formatUsd(result.schedule[0]?.paymentCents ?? 0)}, total interest ${formatUsd(result.totals.totalInterestCents)}.`
          : ''}
      </p>
      <div className="calculator__results">
        {result.ok ? (
          <Results result={result} />
        ) : (
          <p className="calculator__invalid">Correct the highlighted {Object.keys(errors).length === 1 ? 'field' : 'fields'} to see the schedule.</p>
        )}
      </div>
    </section>
  );
}

function Results({ result }: { result: Extract<CalculatorResult, { ok: true }> }) {
  const { terms, schedule, totals } = result;
  const captionId = useId();
  const first = schedule[0];
  const last = schedule[schedule.length - 1];
  if (!first || !last) return null;
  const bars = chartBars(schedule);
  const byYear = schedule.length > 24;
  const firstBar = bars[0];
  const lastBar = bars[bars.length - 1];
  const unit = byYear ? 'year' : 'payment';
  const summary =
    firstBar && lastBar
      ? `The first ${unit} pays ${formatUsd(firstBar.interestCents)} of interest and ${formatUsd(firstBar.principalCents)} of principal; ` +
        `the last ${unit} pays ${formatUsd(lastBar.interestCents)} of interest and ${formatUsd(lastBar.principalCents)} of principal.`
      : '';

  return (
    <>
      <h3 className="visually-hidden">Results</h3>
      <dl className="calculator__summary">
        <div className="summary-item summary-item--main">
          <dt>Monthly payment</dt>
          <dd>{formatUsd(first.paymentCents)}</dd>
        </div>
        <div className="summary-item">
          <dt>Total interest</dt>
          <dd>{formatUsd(totals.totalInterestCents)}</dd>
        </div>
        <div className="summary-item">
          <dt>Total of all payments</dt>
          <dd>{formatUsd(totals.totalPaidCents)}</dd>
        </div>
        <div className="summary-item">
          <dt>Last payment</dt>
          <dd>{formatDueDate(last.dueDate)}</dd>
        </div>
      </dl>
      <p className="calculator__explain">
        {formatUsd(terms.principalCents)} at {formatPercent(terms.annualRateBps)} over {termWords(terms.termMonths)}:{' '}
        {schedule.length} payments of {formatUsd(first.paymentCents)}
        {last.paymentCents !== first.paymentCents && (
          <> (the last one is {formatUsd(last.paymentCents)}, because it absorbs the cents rounded off the others)</>
        )}
        . The first month’s interest is {formatUsd(first.interestCents)}.
      </p>

      <ScheduleChart bars={bars} byYear={byYear} summary={summary} />

      <h3 id={captionId} className="schedule-table__title">
        Payment schedule: all {schedule.length} monthly payments
      </h3>
      <div className="schedule-table" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table>
          <caption className="visually-hidden">Payment schedule: all {schedule.length} monthly payments</caption>
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Due date</th>
              <th scope="col">Payment</th>
              <th scope="col">Interest</th>
              <th scope="col">Principal</th>
              <th scope="col">Balance</th>
            </tr>
          </thead>
          <tbody>
            {schedule.map((row) => (
              <tr key={row.number}>
                <th scope="row">{row.number}</th>
                <td data-label="Due date">{formatDueDate(row.dueDate)}</td>
                <td data-label="Payment">{formatUsd(row.paymentCents)}</td>
                <td data-label="Interest">{formatUsd(row.interestCents)}</td>
                <td data-label="Principal">{formatUsd(row.principalCents)}</td>
                <td data-label="Balance">{formatUsd(row.balanceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** One input in the calculator's style, with "$" before or "%"/"years"/"months" after it. */
function CalcInput({
  id,
  name,
  label,
  spec,
  value,
  invalid,
  describedBy,
  inputRef,
  onChange,
}: {
  id: string;
  name: string;
  /** For an input whose label is not its own <label> above (the term's years and months). */
  label?: string;
  spec: Pick<FieldSpec, 'type' | 'inputMode' | 'prefix' | 'suffix'>;
  value: string;
  invalid: boolean;
  describedBy: string;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
}) {
  return (
    <div className="calc-field__control">
      {label ? (
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
      ) : null}
      {spec.prefix && (
        <span className="calc-field__affix" aria-hidden="true">
          {spec.prefix}
        </span>
      )}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={spec.type}
        inputMode={spec.inputMode}
        autoComplete="off"
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {spec.suffix && (
        <span className="calc-field__affix" aria-hidden="true">
          {spec.suffix}
        </span>
      )}
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="calc-field__error">
      {error}
    </p>
  ) : null;
}

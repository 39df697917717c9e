import { TERMS_LIMITS, type LoanProposalDetails } from '@kinloan/domain';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ApiRequestError } from '../../api/client';
import { FormMessage, SubmitButton } from '../accounts/form-fields';
import { useFieldErrors } from '../accounts/validation';
import { AmortizationPreview } from './AmortizationPreview';
import { formFailure } from '../../api/form-failure';
import { ImputedInterestNotice } from './ImputedInterestNotice';
import { AsideBeforeActions, FlowCard, FlowFrame } from './LoanFlowPage';
import { CoreTermsFields } from './TermsFields';
import { checkTerms, coreInputOf, previewSchedule, readCoreTerms, type CoreTermsInput } from './terms-form';

const CORE_FIELDS = ['principalCents', 'annualRateBps', 'termMonths', 'firstPaymentDate', 'purpose'] as const;

type OtherTerms = Omit<LoanProposalDetails, (typeof CORE_FIELDS)[number]>;

/** The rest of a new request's terms, as the API defaults them; "More terms" asks for them next. */
const NEW_TERMS_DEFAULTS: OtherTerms = {
  lateFeeCents: 0,
  lateFeeGraceDays: TERMS_LIMITS.defaultLateFeeGraceDays,
  prepaymentAllowed: true,
  extraPaymentMode: 'keep-payment-shorten-term',
};

/**
 * The core terms (amount, rate, term, first payment, purpose) with the live payment preview
 * beside them. Used to start a request, to edit one, and by a recipient asking for changes.
 */
export function CoreTermsEditor({
  initial,
  today,
  stepper,
  eyebrow,
  title,
  lead,
  submitLabel,
  pendingLabel = 'Saving…',
  onSave,
  after,
}: {
  initial: LoanProposalDetails | null;
  today: string;
  stepper?: ReactNode;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  submitLabel: string;
  pendingLabel?: string;
  /** Saves the checked terms; answers the failure (already notified) or null when done. */
  onSave: (terms: LoanProposalDetails) => Promise<ApiRequestError | null>;
  /** Below the form (a back link, a delete button). */
  after?: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const [input, setInput] = useState<CoreTermsInput>(() => coreInputOf(initial, today));
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const base: OtherTerms = initial ?? NEW_TERMS_DEFAULTS;
  const read = useMemo(() => readCoreTerms(input), [input]);
  const preview = useMemo(
    () => (read.ok ? previewSchedule({ ...read.value, extraPaymentMode: base.extraPaymentMode, disbursement: base.disbursement }) : null),
    [read, base.extraPaymentMode, base.disbursement],
  );

  const set =
    <K extends keyof CoreTermsInput>(field: K) =>
    (value: CoreTermsInput[K]) => {
      setInput((current) => ({ ...current, [field]: value }));
      const apiField = { amount: 'principalCents', rate: 'annualRateBps', termMonths: 'termMonths', firstPaymentDate: 'firstPaymentDate', purpose: 'purpose' }[field];
      clear(apiField);
    };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!read.ok) {
      show(read.errors);
      return;
    }
    const checked = checkTerms({ ...base, ...read.value });
    if (!checked.ok) {
      show(checked.errors);
      return;
    }
    clear();
    setPending(true);
    const error = await onSave(checked.value);
    setPending(false);
    if (!error) return;
    const { fields, form } = formFailure(error, CORE_FIELDS, { prefix: 'loanProposalDetails' });
    show(fields);
    setFormError(form);
  }

  const aside = (
    <>
      <AmortizationPreview preview={preview} />
      <ImputedInterestNotice terms={read.ok ? read.value : null} onDate={base.disbursement?.date ?? today} />
    </>
  );

  return (
    <FlowFrame stepper={stepper} aside={aside} asideBeforeActions>
      <FlowCard eyebrow={eyebrow} title={title} lead={lead}>
        <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <CoreTermsFields input={input} set={set} errors={errors} />
          <AsideBeforeActions />
          {formError ? <FormMessage>{formError}</FormMessage> : null}
          <div className="form__actions">
            <SubmitButton pending={pending} pendingLabel={pendingLabel}>
              {submitLabel}
            </SubmitButton>
          </div>
        </form>
        {after}
      </FlowCard>
    </FlowFrame>
  );
}

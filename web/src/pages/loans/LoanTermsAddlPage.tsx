import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, SubmitButton } from '../../features/accounts/form-fields';
import { useFieldErrors } from '../../features/accounts/validation';
import { AmortizationPreview } from '../../features/loans/AmortizationPreview';
import { formFailure } from '../../api/form-failure';
import { ImputedInterestNotice } from '../../features/loans/ImputedInterestNotice';
import { AsideBeforeActions, FlowCard, FlowFrame, LoanFlowPage, type Flow } from '../../features/loans/LoanFlowPage';
import { flowEyebrow } from '../../features/loans/loan-words';
import { loanPagePath } from '../../features/loans/next-step';
import { MoreTermsFields } from '../../features/loans/TermsFields';
import { checkTerms, localToday, moreInputOf, previewSchedule, readMoreTerms, type MoreTermsInput } from '../../features/loans/terms-form';
import { governingLawSuggestion, handOverSuggestion } from '../../features/loans/term-defaults';
import { useLoansApi } from '../../features/loans/use-loans-api';
import { useAccountsApi } from '../../session/use-session';

const MORE_FIELDS = ['lateFeeCents', 'lateFeeGraceDays', 'extraPaymentMode', 'disbursement.method', 'disbursement.date', 'governingLawState', 'firstPaymentDate'] as const;

const INPUT_TO_FIELD: Record<keyof MoreTermsInput, string> = {
  lateFee: 'lateFeeCents',
  lateFeeGraceDays: 'lateFeeGraceDays',
  extraPaymentMode: 'extraPaymentMode',
  disbursementMethod: 'disbursement.method',
  disbursementDate: 'disbursement.date',
  governingLawState: 'governingLawState',
};

/** `/{id}/loan-terms-addl`: hand-over, late fee and grace, extra payments, governing law. */
export default function LoanTermsAddlPage() {
  return (
    <LoanFlowPage page="loan-terms-addl" title="More terms">
      {(flow) => <MoreTermsForm key={flow.request.id} flow={flow} />}
    </LoanFlowPage>
  );
}

function MoreTermsForm({ flow }: { flow: Flow }) {
  const { request, stepper, done } = flow;
  const api = useLoansApi();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const terms = request.loanProposalDetails;
  const [today] = useState(localToday);
  const handOver = handOverSuggestion(terms.firstPaymentDate, today);
  // A borrower's own state is in their profile before it is on the request ("Your details" comes later).
  const profileState = useMyProfileState(request.yourLoanRole === 'borrower' && terms.governingLawState === undefined);
  const law = governingLawSuggestion(request, profileState);
  const [input, setInput] = useState<MoreTermsInput>(() => moreInputOf(terms, { handOverDate: handOver.value, lawState: law.value }));
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<ReactNode>(null);

  // The profile answers after the first render: fill the law in then, unless someone already chose.
  useEffect(() => {
    if (law.value) setInput((current) => (current.governingLawState === '' ? { ...current, governingLawState: law.value } : current));
  }, [law.value]);

  const read = useMemo(() => readMoreTerms(input), [input]);
  const preview = useMemo(
    () =>
      previewSchedule({
        ...terms,
        extraPaymentMode: input.extraPaymentMode,
        disbursement: read.ok ? read.value.disbursement : undefined,
      }),
    [terms, input.extraPaymentMode, read],
  );

  const set =
    <K extends keyof MoreTermsInput>(field: K) =>
    (value: MoreTermsInput[K]) => {
      setInput((current) => ({ ...current, [field]: value }));
      clear(INPUT_TO_FIELD[field]);
      if (field === 'disbursementDate') clear('firstPaymentDate');
    };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!read.ok) {
      show(read.errors);
      return;
    }
    const checked = checkTerms({ ...terms, ...read.value });
    if (!checked.ok) {
      // The first payment date is on the previous page; say so here, next to the hand-over date.
      const { firstPaymentDate, ...rest } = checked.errors;
      if (firstPaymentDate) rest['disbursement.date'] ??= firstPaymentDate;
      show(rest);
      return;
    }
    clear();
    setPending(true);
    const result = await api.updateLoanRequest(request, { loanProposalDetails: checked.value }, { notify: false });
    setPending(false);
    if (result.ok) {
      done(result.data, 'loan-info');
      return;
    }
    const { fields, form } = formFailure(result.error, MORE_FIELDS, { prefix: 'loanProposalDetails' });
    show(fields);
    setFormError(form);
  }

  const aside = (
    <>
      <AmortizationPreview preview={preview} />
      <ImputedInterestNotice terms={terms} onDate={read.ok ? (read.value.disbursement?.date ?? localToday()) : localToday()} />
    </>
  );

  return (
    <FlowFrame stepper={stepper} aside={aside} asideBeforeActions>
      <FlowCard
        eyebrow={flowEyebrow(request)}
        title="A few more terms"
        lead={<p>These make the agreement complete: when the money changes hands, what happens if a payment is late, and which state’s law applies.</p>}
      >
        <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <MoreTermsFields
            input={input}
            set={set}
            errors={errors}
            why={{
              // Explained while the suggestion stands; once changed, the person chose it.
              disbursementDate: terms.disbursement === undefined && input.disbursementDate === handOver.value ? handOver.why : undefined,
              governingLawState: terms.governingLawState === undefined && input.governingLawState === law.value ? law.why : undefined,
            }}
          />
          <AsideBeforeActions />
          {formError ? <FormMessage>{formError}</FormMessage> : null}
          <div className="form__actions">
            <SubmitButton pending={pending} pendingLabel="Saving…">
              Save and continue
            </SubmitButton>
            <Link to={loanPagePath(request.id, 'loan-terms')}>Back to the amount and rate</Link>
          </div>
        </form>
      </FlowCard>
    </FlowFrame>
  );
}

/** The state in the signed-in person's profile, when `wanted` (null until known, or if it cannot be read). */
function useMyProfileState(wanted: boolean): string | null {
  const accounts = useAccountsApi();
  const [state, setState] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    const controller = new AbortController();
    void accounts.getMe({ notify: false, signal: controller.signal }).then((result) => {
      if (result.ok && result.data.address.state) setState(result.data.address.state);
    });
    return () => controller.abort();
  }, [accounts, wanted]);
  return state;
}

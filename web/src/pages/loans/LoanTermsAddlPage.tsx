import type { LoanRequestResponse } from '@kinloan/domain';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, SubmitButton } from '../../features/accounts/form-fields';
import { useFieldErrors } from '../../features/accounts/validation';
import { AmortizationPreview } from '../../features/loans/AmortizationPreview';
import { formFailure } from '../../api/form-failure';
import { ImputedInterestNotice } from '../../features/loans/ImputedInterestNotice';
import { FlowCard, FlowFrame, LoanFlowPage, type Flow } from '../../features/loans/LoanFlowPage';
import { flowEyebrow } from '../../features/loans/loan-words';
import { loanPagePath } from '../../features/loans/next-step';
import { MoreTermsFields } from '../../features/loans/TermsFields';
import { checkTerms, localToday, moreInputOf, previewSchedule, readMoreTerms, type MoreTermsInput } from '../../features/loans/terms-form';
import { useLoansApi } from '../../features/loans/use-loans-api';

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
  const [input, setInput] = useState<MoreTermsInput>(() => moreInputOf(terms, defaultLawState(request)));
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<ReactNode>(null);

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
    <FlowFrame stepper={stepper} aside={aside}>
      <FlowCard
        eyebrow={flowEyebrow(request)}
        title="A few more terms"
        lead={<p>These make the agreement complete: when the money changes hands, what happens if a payment is late, and which state’s law applies.</p>}
      >
        <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <MoreTermsFields input={input} set={set} errors={errors} />
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

/** The law of the state the borrower lives in, when we know it. */
function defaultLawState(request: LoanRequestResponse): string {
  const borrowerDetails = request.yourLoanRole === 'borrower'
    ? (request.yourRole === 'initiator' ? request.initiatorRequestDetails : request.recipientRequestDetails)
    : (request.yourRole === 'initiator' ? request.recipientRequestDetails : request.initiatorRequestDetails);
  return borrowerDetails.address?.state ?? (request.yourRole === 'initiator' ? request.initiatorRequestDetails : request.recipientRequestDetails).address?.state ?? '';
}

import { formatUsd, loanWishSchema, type LoanWish } from '@kinloan/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, SubmitButton, TextField } from '../../features/accounts/form-fields';
import { useFieldErrors, validate } from '../../features/accounts/validation';
import { formFailure } from '../../api/form-failure';
import { FlowCard, FlowFrame, LoanFlowPage, type Flow } from '../../features/loans/LoanFlowPage';
import { flowEyebrow } from '../../features/loans/loan-words';
import { loanPagePath } from '../../features/loans/next-step';
import { TextAreaField } from '../../features/loans/TextAreaField';
import { useLoansApi } from '../../features/loans/use-loans-api';

const NAME_CHOICES: readonly { value: LoanWish['showName']; label: string; hint: string }[] = [
  { value: 'first-name', label: 'First name and initial', hint: 'For example “Maya O.”' },
  { value: 'full-name', label: 'Full name', hint: 'For example “Maya Okafor”' },
  { value: 'anonymous', label: 'No name', hint: 'Only what you tick above and your story are shown.' },
];

/** `/{id}/loan-wish-details`: what a borrower shows on their public loan wish, and nothing more. */
export default function LoanWishDetailsPage() {
  return (
    <LoanFlowPage page="loan-wish-details" title="Your loan wish">
      {(flow) => <WishForm key={flow.request.id} flow={flow} />}
    </LoanFlowPage>
  );
}

function WishForm({ flow }: { flow: Flow }) {
  const { request, stepper, done } = flow;
  const api = useLoansApi();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const existing = request.initiatorRequestDetails.loanWish;
  const terms = request.loanProposalDetails;
  const [headline, setHeadline] = useState(existing?.headline ?? suggestedHeadline(terms, true, true));
  const [story, setStory] = useState(existing?.story ?? '');
  const [showAmount, setShowAmount] = useState(existing?.showAmount ?? true);
  const [showTerms, setShowTerms] = useState(existing?.showTerms ?? true);
  const [showName, setShowName] = useState<LoanWish['showName']>(existing?.showName ?? 'first-name');
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const published = request.status === 'wish-published';

  // A suggested headline must not say what the borrower just chose to hide; one they wrote is theirs.
  function hide(what: 'amount' | 'terms', shown: boolean) {
    const amount = what === 'amount' ? shown : showAmount;
    const termsShown = what === 'terms' ? shown : showTerms;
    if (headline === suggestedHeadline(terms, showAmount, showTerms)) setHeadline(suggestedHeadline(terms, amount, termsShown));
    if (what === 'amount') setShowAmount(shown);
    else setShowTerms(shown);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validate(loanWishSchema, { headline, story, showAmount, showTerms, showName });
    if (!checked.ok) {
      show(checked.errors);
      return;
    }
    clear();
    setPending(true);
    const result = published
      ? await api.updateLoanRequest(request, { initiatorRequestDetails: { ...request.initiatorRequestDetails, loanWish: checked.data } }, { notify: false })
      : await api.publishWish(request.id, checked.data, { notify: false });
    setPending(false);
    if (result.ok) {
      done(result.data, 'loan-wish-published');
      return;
    }
    const prefix = published ? 'initiatorRequestDetails.loanWish' : 'loanWish';
    const { fields, form } = formFailure(result.error, ['headline', 'story'], { prefix });
    show(fields);
    setFormError(form);
  }

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard
        eyebrow={flowEyebrow(request)}
        title="Your loan wish"
        lead={
          <p>
            A loan wish is a page you can share with family and friends. It shows your terms and a few words from you; your
            address, email and phone are never shown.
          </p>
        }
      >
        <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <TextField
            name="headline"
            label="Headline"
            maxLength={120}
            hint="One line that says what you hope for."
            value={headline}
            onValueChange={(v) => {
              setHeadline(v);
              clear('headline');
            }}
            error={errors.headline}
          />
          <TextAreaField
            name="story"
            label="Your story"
            optional
            maxLength={2000}
            hint="Why you are borrowing and how you plan to repay. Keep it to what you are happy for others to read."
            value={story}
            onValueChange={(v) => {
              setStory(v);
              clear('story');
            }}
            error={errors.story}
          />
          <fieldset className="form__section choice-group">
            <legend>What to show</legend>
            <label className="checkbox">
              <input type="checkbox" checked={showAmount} onChange={(e) => hide('amount', e.target.checked)} />
              <span>Show the amount ({formatUsd(terms.principalCents)})</span>
            </label>
            <label className="checkbox">
              <input type="checkbox" checked={showTerms} onChange={(e) => hide('terms', e.target.checked)} />
              <span>Show the interest rate, term and purpose</span>
            </label>
            {NAME_CHOICES.map((choice) => (
              <label key={choice.value} className="choice">
                <input type="radio" name="showName" value={choice.value} checked={showName === choice.value} onChange={() => setShowName(choice.value)} />
                <span>
                  <span className="choice__label">{choice.label}</span>
                  <span className="choice__hint">{choice.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {formError ? <FormMessage>{formError}</FormMessage> : null}
          <div className="form__actions">
            <SubmitButton pending={pending} pendingLabel={published ? 'Saving…' : 'Publishing…'}>
              {published ? 'Save changes' : 'Publish my loan wish'}
            </SubmitButton>
            <Link to={loanPagePath(request.id, published ? 'loan-wish-published' : 'loan-info')}>Back</Link>
          </div>
        </form>
      </FlowCard>
    </FlowFrame>
  );
}

function suggestedHeadline(terms: { principalCents: number; purpose: string }, amount: boolean, purpose: boolean): string {
  const what = amount ? ` ${formatUsd(terms.principalCents)}` : '';
  const why = purpose ? ` for ${terms.purpose.toLowerCase()}` : '';
  return `Hoping to borrow${what}${why}`.slice(0, 120);
}

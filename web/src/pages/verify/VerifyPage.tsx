import { VERIFICATION_CODE_EXAMPLE } from '@kinloan/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { AccountCard } from '../../features/accounts/AccountCard';
import { FormMessage, SubmitButton, TextField } from '../../features/accounts/form-fields';
import { useDocumentCheck } from '../../features/verify/use-document-check';
import { VerificationResult } from '../../features/verify/VerificationResult';
import '../../features/verify/verify.css';

/**
 * /verify (and /verify?code=…): anyone handed a Kinloan document, a mortgage underwriter with
 * a gift letter say, confirms it is genuine with the code printed on it. No account needed.
 */
export default function VerifyPage() {
  usePageTitle('Check a Kinloan document | Kinloan');
  const [params, setParams] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const { state, check } = useDocumentCheck();
  const checkedFromLink = useRef(false);

  useEffect(() => {
    const linked = params.get('code');
    if (linked && !checkedFromLink.current) {
      checkedFromLink.current = true;
      void check(linked);
    }
  }, [params, check]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setParams(code.trim() ? { code: code.trim() } : {}, { replace: true });
    void check(code);
  }

  const failure = state.status === 'failed' ? state : null;
  return (
    <AccountCard
      titleId="verify-title"
      eyebrow="Document check"
      title="Check a Kinloan document"
      wide
      lead={
        <p>
          Were you handed a loan agreement, gift letter or payoff letter made on Kinloan? Type the verification code printed at the
          foot of its pages to confirm it is genuine. You don’t need an account.
        </p>
      }
    >
      <form className="form verify-form" noValidate onSubmit={onSubmit}>
        <TextField
          name="code"
          label="Verification code"
          hint={`12 letters and digits, like ${VERIFICATION_CODE_EXAMPLE}`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onValueChange={setCode}
          error={failure?.field === 'code' ? failure.message : undefined}
        />
        {failure && failure.field === null ? <FormMessage>{failure.message}</FormMessage> : null}
        <SubmitButton pending={state.status === 'checking'} pendingLabel="Checking…">
          Check the code
        </SubmitButton>
      </form>
      {state.status === 'found' ? <VerificationResult document={state.document} /> : null}
    </AccountCard>
  );
}

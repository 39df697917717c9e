import { passwordResetBodySchema, SUCCESS_MESSAGES } from '@kinloan/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { AccountCard } from '../../features/accounts/AccountCard';
import { FormMessage, SubmitButton, TextField } from '../../features/accounts/form-fields';
import { formFailure } from '../../api/form-failure';
import { useFieldErrors, validate } from '../../features/accounts/validation';
import { notifySuccess } from '../../stores/notification-store';
import { useAccountsApi } from '../../session/use-session';

export default function ForgotPasswordPage() {
  usePageTitle('Reset your password | Kinloan');
  const api = useAccountsApi();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validate(passwordResetBodySchema, { email });
    if (!checked.ok) {
      show(checked.errors);
      return;
    }
    clear();
    setPending(true);
    const result = await api.requestPasswordReset(checked.data.email, { notify: false });
    setPending(false);
    if (result.ok) {
      notifySuccess(SUCCESS_MESSAGES.passwordResetEmailSent);
      setSentTo(checked.data.email);
      return;
    }
    const { fields, form } = formFailure(result.error, ['email']);
    show(fields);
    setFormError(form);
  }

  return (
    <AccountCard
      titleId="forgot-title"
      title="Reset your password"
      lead={<p>Enter the email you signed up with. We’ll send you a link to choose a new password.</p>}
    >
      {sentTo ? (
        <div className="form-message form-message--success" role="status">
          <p>
            If an account uses <strong>{sentTo}</strong>, an email with a reset link is on its way. It can take a few
            minutes; check your spam folder if you don’t see it.
          </p>
        </div>
      ) : null}
      <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onValueChange={(v) => {
            setEmail(v);
            clear('email');
          }}
          error={errors.email}
        />
        {formError ? <FormMessage>{formError}</FormMessage> : null}
        <SubmitButton pending={pending} pendingLabel="Sending…">
          {sentTo ? 'Send the link again' : 'Send reset link'}
        </SubmitButton>
      </form>
      <p className="account-card__switch">
        Remembered it? <Link to="/signin">Back to sign in</Link>
      </p>
    </AccountCard>
  );
}

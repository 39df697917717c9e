import { signInBodySchema } from '@kinloan/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { AccountCard, OrDivider } from '../../features/accounts/AccountCard';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../features/accounts/form-fields';
import { GoogleSignInButton } from '../../features/accounts/GoogleSignInButton';
import { formFailure } from '../../api/form-failure';
import { useFieldErrors, validate } from '../../features/accounts/validation';
import { withNext } from '../../session/next-path';
import { useNextPath } from '../../session/use-next-path';
import { accessOf, useSessionStore } from '../../session/session-store';
import { useSessionService } from '../../session/use-session';

export const WRONG_CREDENTIALS_HINT = 'That email and password don’t match an account. Please check them and try again.';

/** The pages an invitation email links to: whoever arrives there signed out was most likely sent something. */
const INVITATION_PAGE = /^\/[^/]+\/(loan-review|gift-review)$/;

export function leadFor(requested: string | null): string {
  if (requested && INVITATION_PAGE.test(requested)) {
    const what = requested.endsWith('/gift-review') ? 'a gift letter' : 'a loan agreement';
    return `You were sent ${what} to review. Sign in to open it, or create an account with the email address it was sent to.`;
  }
  return 'Welcome back. Sign in to see your loans, gifts and profile.';
}

export default function SignInPage() {
  usePageTitle('Sign in | Kinloan');
  const session = useSessionService();
  const { requested, next } = useNextPath();
  const access = useSessionStore(accessOf);

  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  // Signed in (now or already): go on to where they were headed.
  if (access === 'allowed') return <Navigate to={next} replace />;
  if (access === 'unverified') return <Navigate to={withNext('/verification', requested)} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validate(signInBodySchema, { email, password });
    if (!checked.ok) {
      show(checked.errors);
      return;
    }
    clear();
    setPending(true);
    const outcome = await session.signIn(checked.data.email, checked.data.password);
    setPending(false);
    if (outcome.ok) return;
    // One message, here by the form: the notification bar stays quiet about sign-in.
    if (!outcome.error) {
      setFormError(outcome.message ?? null);
      return;
    }
    const { fields, form } = formFailure(outcome.error, ['email', 'password'], outcome.error.status === 401 ? { form: WRONG_CREDENTIALS_HINT } : {});
    show(fields);
    setFormError(form);
  }

  return (
    <AccountCard titleId="signin-title" title="Sign in" lead={<p>{leadFor(requested)}</p>}>
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
        <PasswordField
          name="password"
          label="Password"
          autoComplete="current-password"
          value={password}
          onValueChange={(v) => {
            setPassword(v);
            clear('password');
          }}
          error={errors.password}
        />
        <p className="form__aside">
          <Link to="/forgotpass">Forgot your password?</Link>
        </p>
        {formError ? <FormMessage>{formError}</FormMessage> : null}
        <SubmitButton pending={pending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
      <OrDivider />
      <GoogleSignInButton disabled={pending} onDone={() => undefined} />
      <p className="account-card__switch">
        New to Kinloan? <Link to={withNext('/signup', requested)}>Create an account</Link>
      </p>
    </AccountCard>
  );
}

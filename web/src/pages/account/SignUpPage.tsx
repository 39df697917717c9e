import { PASSWORD_RULE, signUpBodySchema } from '@kinloan/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { AccountCard, OrDivider } from '../../features/accounts/AccountCard';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../features/accounts/form-fields';
import { GoogleSignInButton } from '../../features/accounts/GoogleSignInButton';
import { HumanCheck } from '../../features/accounts/HumanCheck';
import { formFailure } from '../../api/form-failure';
import { useFieldErrors, validate } from '../../features/accounts/validation';
import { withNext } from '../../session/next-path';
import { useNextPath } from '../../session/use-next-path';
import { accessOf, useSessionStore } from '../../session/session-store';
import { useSessionService } from '../../session/use-session';

export const HUMAN_CHECK_REQUIRED = 'Please complete the human check.';
export const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead, or reset your password if you’ve forgotten it.';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'reCAPTCHAToken'] as const;

export default function SignUpPage() {
  usePageTitle('Create your account | Kinloan');
  const session = useSessionService();
  const { requested, next } = useNextPath();
  const access = useSessionStore(accessOf);

  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const [signedUpButNotIn, setSignedUpButNotIn] = useState(false);

  if (access === 'allowed') return <Navigate to={next} replace />;
  if (access === 'unverified') return <Navigate to={withNext('/verification', requested)} replace />;

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
    if (field === 'email') setEmailTaken(false);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validate(signUpBodySchema, { ...values, reCAPTCHAToken: captcha ?? '' });
    if (!checked.ok) {
      const messages = { ...checked.errors };
      if (messages.reCAPTCHAToken) messages.reCAPTCHAToken = HUMAN_CHECK_REQUIRED;
      show(messages);
      return;
    }
    clear();
    setPending(true);
    const outcome = await session.signUp(checked.data);
    setPending(false);
    if (outcome.ok) {
      // Signed in: the store change sends them on to /verification. Otherwise, say what to do.
      if (!outcome.signedIn) setSignedUpButNotIn(true);
      return;
    }
    // A human-check token is good for one try only (the check explains why it is clear again).
    setCaptchaReset((n) => n + 1);
    const { error } = outcome;
    const taken = error.status === 409;
    setEmailTaken(taken);
    const { fields, form } = formFailure(error, FIELDS, taken ? { fields: { email: EMAIL_TAKEN } } : {});
    show(fields.reCAPTCHAToken ? { ...fields, reCAPTCHAToken: HUMAN_CHECK_REQUIRED } : fields);
    setFormError(form);
  }

  if (signedUpButNotIn) {
    return (
      <AccountCard titleId="signup-title" title="Your account is ready">
        <p>
          We created your account and sent a confirmation link to <strong>{values.email.trim().toLowerCase()}</strong>.
          Please sign in with your email and password to continue.
        </p>
        <Link to={withNext('/signin', requested)} className="button button--primary button--large">
          Sign in
        </Link>
      </AccountCard>
    );
  }

  return (
    <AccountCard
      titleId="signup-title"
      title="Create your account"
      lead={<p>One account for your loans and gift letters. We’ll email you a link to confirm your address.</p>}
    >
      <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="form__row">
          <TextField name="firstName" label="First name" autoComplete="given-name" value={values.firstName} onValueChange={set('firstName')} error={errors.firstName} />
          <TextField name="lastName" label="Last name" autoComplete="family-name" value={values.lastName} onValueChange={set('lastName')} error={errors.lastName} />
        </div>
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onValueChange={set('email')}
          error={errors.email}
        />
        {emailTaken ? (
          <p className="form__aside">
            <Link to={withNext('/signin', requested)}>Sign in</Link> · <Link to="/forgotpass">Reset your password</Link>
          </p>
        ) : null}
        <PasswordField
          name="password"
          label="Password"
          autoComplete="new-password"
          hint={PASSWORD_RULE}
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
        />
        <HumanCheck
          resetSignal={captchaReset}
          error={errors.reCAPTCHAToken}
          onChange={(token) => {
            setCaptcha(token);
            if (token) clear('reCAPTCHAToken');
          }}
        />
        {formError ? <FormMessage>{formError}</FormMessage> : null}
        <SubmitButton pending={pending} pendingLabel="Creating your account…">
          Create account
        </SubmitButton>
      </form>
      <OrDivider />
      <GoogleSignInButton disabled={pending} onDone={() => undefined} />
      <p className="account-card__switch">
        Already have an account? <Link to={withNext('/signin', requested)}>Sign in</Link>
      </p>
    </AccountCard>
  );
}

import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { PageLoading } from '../../app/lazy-page';
import { AccountCard } from '../../features/accounts/AccountCard';
import { FormMessage } from '../../features/accounts/form-fields';
import { withNext } from '../../session/next-path';
import { useNextPath } from '../../session/use-next-path';
import { accessOf, useSessionStore } from '../../session/session-store';
import { useSessionService } from '../../session/use-session';
import { notifySuccess } from '../../stores/notification-store';
import { BusyButton } from '../../components/BusyButton';

export const VERIFICATION_SENT = 'We sent you a new verification email. Please check your inbox.';
/** After a resend, wait this long before offering another (the API also limits it). */
export const RESEND_COOLDOWN_MS = 30_000;

export default function VerificationPage() {
  usePageTitle('Confirm your email | Kinloan');
  const session = useSessionService();
  const navigate = useNavigate();
  const { requested, next } = useNextPath();
  const access = useSessionStore(accessOf);
  const email = useSessionStore((s) => s.user?.email ?? '');

  const [checking, setChecking] = useState(false);
  const [notYet, setNotYet] = useState(false);
  const [sending, setSending] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);

  useEffect(() => {
    if (!coolingDown) return undefined;
    const timer = setTimeout(() => setCoolingDown(false), RESEND_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  if (access === 'pending') return <PageLoading />;

  if (access === 'signed-out') {
    return (
      <AccountCard titleId="verification-title" title="Confirm your email">
        <p>Please sign in first. Then we can check whether your email address is confirmed, or send you a new link.</p>
        <Link to={withNext('/signin', requested)} className="button button--primary button--large">
          Sign in
        </Link>
      </AccountCard>
    );
  }

  if (access === 'allowed') {
    return (
      <AccountCard titleId="verification-title" title="Your email is confirmed">
        <p>Thank you. Your account is ready to use.</p>
        <Link to={next} className="button button--primary button--large">
          Continue
        </Link>
      </AccountCard>
    );
  }

  async function onContinue() {
    setNotYet(false);
    setChecking(true);
    const state = await session.checkVerification();
    setChecking(false);
    if (state === 'verified') void navigate(next, { replace: true });
    else if (state === 'unverified') setNotYet(true);
  }

  async function onResend() {
    setSending(true);
    const result = await session.api.sendVerificationEmail();
    setSending(false);
    if (result.ok) {
      notifySuccess(VERIFICATION_SENT);
      setCoolingDown(true);
    }
  }

  async function onSignOut() {
    await navigate('/', { flushSync: true });
    await session.signOut();
  }

  return (
    <AccountCard
      titleId="verification-title"
      eyebrow="One more step"
      title="Confirm your email"
      lead={
        <p>
          We sent a link to {email ? <strong>{email}</strong> : 'your email address'}. Open it to confirm the address is
          yours; that way your loan agreements and reminders reach the right person.
        </p>
      }
    >
      <ol className="verification-steps">
        <li>Open the email from Kinloan. If you can’t find it, look in your spam or promotions folder.</li>
        <li>Select the link in it. It opens a page saying your email is verified.</li>
        <li>Come back here. If you opened the link in this browser, this page notices by itself; otherwise choose “I’ve verified — continue”.</li>
      </ol>
      {notYet ? (
        <FormMessage tone="info">
          We haven’t seen the confirmation yet. Please open the link in the email, then try again. If the link has
          expired, send a new email below.
        </FormMessage>
      ) : null}
      <div className="button-row">
        <BusyButton className="button button--primary button--large" busy={checking} busyLabel="Checking…" onClick={onContinue}>
          I’ve verified — continue
        </BusyButton>
        <BusyButton className="button button--secondary button--large" busy={sending} disabled={coolingDown} busyLabel="Sending…" onClick={onResend}>
          {coolingDown ? 'Email sent' : 'Resend the email'}
        </BusyButton>
      </div>
      <p className="account-card__switch">
        Not you, or used the wrong address?{' '}
        <button type="button" className="link-button" onClick={() => void onSignOut()}>
          Sign out
        </button>
      </p>
    </AccountCard>
  );
}

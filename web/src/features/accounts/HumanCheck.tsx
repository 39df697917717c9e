import { useEffect, useId, useRef, useState } from 'react';
import { useAppConfig } from '../../config';
import { RECAPTCHA_TEST_SITE_KEY } from '../../config/validate';

/** The token the development stand-in yields; the emulated API accepts any non-empty token. */
export const DEV_RECAPTCHA_TOKEN = 'dev-recaptcha-ok';

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const ONLOAD_CALLBACK = '__kinloanRecaptchaReady';

interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    [ONLOAD_CALLBACK]?: () => void;
  }
}

let scriptLoading: Promise<Grecaptcha> | null = null;

/** Loads Google's reCAPTCHA v2 script once (explicit rendering). */
export function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  scriptLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window[ONLOAD_CALLBACK] = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error('reCAPTCHA loaded without window.grecaptcha'));
    };
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_URL}?onload=${ONLOAD_CALLBACK}&render=explicit`;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      script.remove();
      scriptLoading = null;
      reject(new Error('The reCAPTCHA script did not load'));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

export interface HumanCheckProps {
  /** A token when the check passed; null when it has not (yet), or has expired. */
  onChange: (token: string | null) => void;
  /** Change this number to clear the check (tokens are single-use: after a failed submit). */
  resetSignal?: number;
  error?: string | undefined;
}

/**
 * Sign-up's human verification (spec section 5). Staging and production render Google's
 * reCAPTCHA v2 with the configured site key. Development (or Google's public test key) shows a
 * clearly labelled local stand-in instead, so sign-up works offline against the emulators.
 */
export function HumanCheck(props: HumanCheckProps) {
  const config = useAppConfig();
  const standIn = config.environment === 'development' || config.recaptchaSiteKey === RECAPTCHA_TEST_SITE_KEY;
  return standIn ? <StandInCheck {...props} /> : <GoogleRecaptcha siteKey={config.recaptchaSiteKey} {...props} />;
}

function CheckError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field__error" id={id}>
      <span className="field__error-icon" aria-hidden="true">
        !
      </span>
      {error}
    </p>
  );
}

function StandInCheck({ onChange, resetSignal = 0, error }: HumanCheckProps) {
  const [checked, setChecked] = useState(false);
  const errorId = `${useId()}-error`;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (resetSignal === 0) return;
    setChecked(false);
    onChangeRef.current(null);
  }, [resetSignal]);

  return (
    <fieldset className={`human-check human-check--stand-in${error ? ' human-check--invalid' : ''}`}>
      <legend className="field__label">Human check</legend>
      <label className="human-check__box">
        <input
          type="checkbox"
          name="humanCheck"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setChecked(event.target.checked);
            onChange(event.target.checked ? DEV_RECAPTCHA_TOKEN : null);
          }}
        />
        I’m not a robot
      </label>
      <p className="human-check__note">
        Development stand-in for Google reCAPTCHA: nothing is checked here. Staging and production show Google’s check.
      </p>
      <CheckError id={errorId} error={error} />
    </fieldset>
  );
}

function GoogleRecaptcha({ siteKey, onChange, resetSignal = 0, error }: HumanCheckProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const errorId = `${useId()}-error`;

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha().then(
      (grecaptcha) => {
        if (cancelled || !container.current || widgetId.current !== null) return;
        widgetId.current = grecaptcha.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(null),
          'error-callback': () => onChangeRef.current(null),
        });
        setStatus('ready');
      },
      (cause: unknown) => {
        console.error('[kinloan] reCAPTCHA failed to load', cause);
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey, attempt]);

  useEffect(() => {
    if (resetSignal === 0 || widgetId.current === null) return;
    window.grecaptcha?.reset(widgetId.current);
    onChangeRef.current(null);
  }, [resetSignal]);

  return (
    <div className={`human-check${error ? ' human-check--invalid' : ''}`} role="group" aria-label="Human check">
      <div ref={container} aria-describedby={error ? errorId : undefined} />
      {status === 'loading' ? <p className="human-check__note">Loading the human check…</p> : null}
      {status === 'failed' ? (
        <p className="human-check__note">
          The human check from Google didn’t load. Please check your connection, then{' '}
          <button type="button" className="link-button" onClick={() => { setStatus('loading'); setAttempt((n) => n + 1); }}>
            try again
          </button>
          .
        </p>
      ) : null}
      <CheckError id={errorId} error={error} />
    </div>
  );
}

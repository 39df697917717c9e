import { useEffect, useId, useRef, useState } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { useAppConfig } from '../../config';
import { RECAPTCHA_TEST_SITE_KEY } from '../../config/validate';

/** The token the development stand-in yields; the emulated API accepts any non-empty token. */
export const DEV_RECAPTCHA_TOKEN = 'dev-recaptcha-ok';

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

/** Said after a failed try cleared the check, until it is ticked again: otherwise it looks as if it unticked itself. */
export const TICK_AGAIN = 'Please tick this again before you try once more: each check counts for one try.';

/**
 * Clears the check when `resetSignal` changes (not on the first render), and remembers that
 * it did, so the check can say why it is clear again.
 */
function useResettableCheck(resetSignal: number, onChange: HumanCheckProps['onChange'], clearWidget: () => void) {
  const [cleared, setCleared] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const clearRef = useRef(clearWidget);
  clearRef.current = clearWidget;

  useEffect(() => {
    if (resetSignal === 0) return;
    clearRef.current();
    setCleared(true);
    onChangeRef.current(null);
  }, [resetSignal]);

  return {
    cleared,
    changed(token: string | null) {
      if (token) setCleared(false);
      onChangeRef.current(token);
    },
  };
}

function TickAgainNote({ show }: { show: boolean }) {
  return show ? (
    <p className="human-check__note human-check__note--again" role="status">
      {TICK_AGAIN}
    </p>
  ) : null;
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
  const { cleared, changed } = useResettableCheck(resetSignal, onChange, () => setChecked(false));

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
            changed(event.target.checked ? DEV_RECAPTCHA_TOKEN : null);
          }}
        />
        I’m not a robot
      </label>
      <p className="human-check__note">
        Development stand-in for Google reCAPTCHA: nothing is checked here. Staging and production show Google’s check.
      </p>
      <TickAgainNote show={cleared && !error} />
      <CheckError id={errorId} error={error} />
    </fieldset>
  );
}

/** What react-async-script hands to asyncScriptOnLoad (its typings still say no argument). */
interface ScriptLoadState {
  loaded?: boolean;
  errored?: boolean;
}

function GoogleRecaptcha({ siteKey, onChange, resetSignal = 0, error }: HumanCheckProps & { siteKey: string }) {
  const widget = useRef<ReCAPTCHA>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const errorId = `${useId()}-error`;
  const { cleared, changed } = useResettableCheck(resetSignal, onChange, () => widget.current?.reset());

  const onScriptLoad = (state: ScriptLoadState) => {
    if (state.errored) console.error('[kinloan] reCAPTCHA failed to load');
    setStatus(state.errored ? 'failed' : 'ready');
  };

  return (
    <div className={`human-check${error ? ' human-check--invalid' : ''}`} role="group" aria-label="Human check">
      <div aria-describedby={error ? errorId : undefined}>
        <ReCAPTCHA
          ref={widget}
          sitekey={siteKey}
          onChange={(token) => changed(token)}
          onExpired={() => changed(null)}
          onErrored={() => changed(null)}
          asyncScriptOnLoad={onScriptLoad as () => void}
        />
      </div>
      {status === 'loading' ? <p className="human-check__note">Loading the human check…</p> : null}
      {status === 'failed' ? (
        <p className="human-check__note">
          The human check from Google didn’t load. Please check your connection, then reload this page.
        </p>
      ) : null}
      <TickAgainNote show={cleared && !error} />
      <CheckError id={errorId} error={error} />
    </div>
  );
}

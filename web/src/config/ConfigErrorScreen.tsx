import type { ConfigProblem } from './validate';

/**
 * Shown instead of the app when the configuration is incomplete. It names every problem so the
 * person deploying can fix it; a visitor only ever sees it if a broken build slipped through.
 */
export function ConfigErrorScreen({ mode, problems }: { mode: string; problems: readonly ConfigProblem[] }) {
  return (
    <main className="config-error" aria-labelledby="config-error-title">
      <div className="config-error__card">
        <p className="config-error__brand">Kinloan</p>
        <h1 id="config-error-title">Kinloan can’t start: its configuration is incomplete</h1>
        <p>
          This copy of the app was built for <strong>{mode || 'an unknown environment'}</strong> without some of the
          settings it needs. Nothing has been sent or saved.
        </p>
        <ul className="config-error__list">
          {problems.map((p) => (
            <li key={`${p.key}:${p.message}`}>
              <code>{p.key}</code> {p.message}
            </li>
          ))}
        </ul>
        <p className="config-error__hint">
          For whoever runs this site: set these values in <code>web/.env.{mode || '<mode>'}</code> or in the deploy
          environment, then rebuild. If you are a Kinloan customer, please try again later or write to{' '}
          <a href="mailto:support@kinloan.com">support@kinloan.com</a>.
        </p>
      </div>
    </main>
  );
}

import { useEffect } from 'react';
import { Link } from './navigation/links';

/** Shown inside the layout when a page throws while rendering or loading. */
export default function PageError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('[kinloan] page failed', error);
  }, [error]);

  return (
    <section className="page page--narrow" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">Something went wrong on this page</h1>
      <p>
        Sorry, this page ran into a problem. Reloading usually fixes it. If it keeps happening, write to{' '}
        <a href="mailto:support@kinloan.com">support@kinloan.com</a> and tell us what you were doing.
      </p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to="/" className="button button--secondary">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}

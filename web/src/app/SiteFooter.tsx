import { publicPageAt } from '../pages/public/public-pages';
import { accessOf, useSessionStore } from '../session/session-store';
import { Link, useSiteLocation } from './navigation/links';
import { COPYRIGHT_START_YEAR, FOOTER_LINKS, SOCIAL_LINKS, SUPPORT_EMAIL } from './site-links';

const GET_STARTED = '/get-started';

/**
 * "Put your family loan in writing" is for visitors on the public pages: not on Get started
 * itself, not on sign-up, sign-in or the app's pages, and not for someone signed in. While a kept
 * session is still being restored it shows, as in the prerendered page, and goes if it turns out
 * someone is signed in.
 */
function useShowsCallToAction(): boolean {
  const page = publicPageAt(useSiteLocation().pathname);
  const access = useSessionStore(accessOf);
  return page !== undefined && page.path !== GET_STARTED && (access === 'signed-out' || access === 'pending');
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const callToAction = useShowsCallToAction();
  return (
    <footer className="site-footer">
      {callToAction ? (
        <section className="footer-cta" aria-labelledby="footer-cta-title">
          <div className="footer-cta__inner">
            <div>
              <h2 id="footer-cta-title">Put your family loan in writing</h2>
              <p>Clear terms, a schedule you can both see, and reminders that do the nudging for you.</p>
            </div>
            <Link to={GET_STARTED} className="button button--primary button--large">
              Get started
            </Link>
          </div>
        </section>
      ) : null}

      <div className="site-footer__inner">
        <div className="footer-grid">
          <nav aria-label="Footer" className="footer-col">
            <h2 className="footer-heading">Kinloan</h2>
            <ul className="footer-list">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="footer-col">
            <h2 className="footer-heading">Support</h2>
            <p>
              Questions about a loan or your account? Write to us at{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
            </p>
          </div>
          <div className="footer-col">
            <h2 className="footer-heading">Follow us</h2>
            <ul className="footer-list">
              {SOCIAL_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} rel="noopener noreferrer" target="_blank">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <p className="disclaimer">
          Kinloan provides tools and general information, not legal or tax advice: it is not a law firm, a tax adviser
          or a lawyer service.
        </p>
        {/* Prerendered in the build's year; a page hydrated in a later year shows the new one. */}
        <p className="copyright" suppressHydrationWarning>
          © {COPYRIGHT_START_YEAR}–{year} Kinloan, Inc. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

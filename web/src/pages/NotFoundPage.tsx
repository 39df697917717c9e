import { Link } from 'react-router-dom';
import { usePageTitle } from '../app/use-page-title';

export default function NotFoundPage() {
  usePageTitle('Page not found | Kinloan');
  return (
    <section className="page page--narrow not-found" aria-labelledby="not-found-title">
      <meta name="robots" content="noindex" />
      <p className="eyebrow">Page not found</p>
      <h1 id="not-found-title">We can’t find that page</h1>
      <p>The link may be old, or the address may have a typo. These might help instead:</p>
      <ul className="not-found__links">
        <li>
          <Link to="/">Home: how Kinloan works</Link>
        </li>
        <li>
          <Link to="/faq">Frequently asked questions</Link>
        </li>
        <li>
          <a href="mailto:support@kinloan.com">Write to support@kinloan.com</a>
        </li>
      </ul>
    </section>
  );
}

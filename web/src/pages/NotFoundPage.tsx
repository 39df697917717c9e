import { Link } from '../app/navigation/links';
import { usePageHead } from '../app/use-page-title';
import { NOT_FOUND_HEAD } from './public/public-routes';

export default function NotFoundPage() {
  usePageHead(NOT_FOUND_HEAD);
  return (
    <section className="page page--narrow not-found" aria-labelledby="not-found-title">
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
          <Link to="/know">Guides to lending and borrowing in the family</Link>
        </li>
        <li>
          <a href="mailto:support@kinloan.com">Write to support@kinloan.com</a>
        </li>
      </ul>
    </section>
  );
}

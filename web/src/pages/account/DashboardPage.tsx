import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { useSessionStore } from '../../session/session-store';
import { SIGNED_IN_LINKS } from '../../features/accounts/account-links';
import '../../features/accounts/accounts.css';

const ACTIONS = [
  {
    link: SIGNED_IN_LINKS.borrow,
    text: 'Ask someone you know for a loan, with the amount, interest and repayment plan written down.',
  },
  {
    link: SIGNED_IN_LINKS.lend,
    text: 'Offer a loan to family or a friend, with a schedule you can both see and reminders.',
  },
  {
    link: SIGNED_IN_LINKS.gift,
    text: 'Prepare a mortgage gift letter for money given towards a home purchase.',
  },
  {
    link: SIGNED_IN_LINKS.profile,
    text: 'Check your name, contact details and address. They appear on your agreements.',
  },
] as const;

/** The signed-in home: where to start, and (later) the person's loans and gifts. */
export default function DashboardPage() {
  usePageTitle('My dashboard | Kinloan');
  const firstName = useSessionStore((s) => s.user?.firstName ?? '');

  return (
    <section className="page dashboard" aria-labelledby="dashboard-title">
      <meta name="robots" content="noindex" />
      <p className="eyebrow">My dashboard</p>
      <h1 id="dashboard-title">{firstName ? `Hello, ${firstName}` : 'Hello'}</h1>
      <p className="dashboard__lead">What would you like to do today?</p>

      <ul className="dashboard__actions">
        {ACTIONS.map(({ link, text }) => (
          <li key={link.to} className="dashboard-card">
            <h2 className="dashboard-card__title">
              <Link to={link.to} className="dashboard-card__link">
                {link.label}
              </Link>
            </h2>
            <p>{text}</p>
          </li>
        ))}
      </ul>

      <section className="dashboard__empty" aria-labelledby="dashboard-items-title">
        <h2 id="dashboard-items-title">Your loans and gifts</h2>
        <p>
          Loans and gift letters you start, or that someone sends you, will appear here with their status and next
          steps.
        </p>
      </section>
    </section>
  );
}

import { formatUsd, type LoanSummaryResponse } from '@kinloan/domain';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { SIGNED_IN_LINKS } from '../../features/accounts/account-links';
import '../../features/accounts/accounts.css';
import { GiftsDashboardSection } from '../../features/gifts/GiftsDashboardSection';
import { dashboardGroups, DASHBOARD_GROUPS, type DashboardItem } from '../../features/loans/dashboard-items';
import '../../features/loans/loans.css';
import { useLoansApi } from '../../features/loans/use-loans-api';
import { useSessionStore } from '../../session/session-store';
import { useLoanStore } from '../../stores/loan-store';

const MORE = [
  {
    link: SIGNED_IN_LINKS.gift,
    text: 'Prepare a mortgage gift letter for money given towards a home purchase.',
  },
  {
    link: SIGNED_IN_LINKS.profile,
    text: 'Check your name, contact details and address. They appear on your agreements.',
  },
] as const;

type LoadState = 'loading' | 'ready' | 'failed';

/** The signed-in home: my loan requests and loans by what they need, and where to start. */
export default function DashboardPage() {
  usePageTitle('My dashboard | Kinloan');
  const firstName = useSessionStore((s) => s.user?.firstName ?? '');
  const api = useLoansApi();
  const requests = useLoanStore((s) => s.loanRequests);
  const setRequests = useLoanStore((s) => s.setLoanRequests);
  const resetCurrent = useLoanStore((s) => s.resetCurrentLoanRequest);
  const [loans, setLoans] = useState<LoanSummaryResponse[]>([]);
  const [state, setState] = useState<LoadState>('loading');

  const load = useCallback(
    (signal?: AbortSignal) => {
      setState('loading');
      void Promise.all([api.listLoanRequests({ signal }), api.listLoans({ signal })]).then(([r, l]) => {
        if (signal?.aborted) return;
        if (r.ok) setRequests(r.data.loanRequests);
        if (l.ok) setLoans(l.data.loans);
        setState(r.ok && l.ok ? 'ready' : 'failed');
      });
    },
    [api, setRequests],
  );

  useEffect(() => {
    // Spec section 2: arriving at the dashboard leaves any open request behind.
    resetCurrent();
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load, resetCurrent]);

  const groups = dashboardGroups(requests ?? [], loans);
  const loansLoading = state === 'loading' && requests === null;
  const empty = DASHBOARD_GROUPS.every(({ group }) => groups[group].length === 0);

  return (
    <section className="page dashboard" aria-labelledby="dashboard-title">
      <meta name="robots" content="noindex" />
      <p className="eyebrow">My dashboard</p>
      <h1 id="dashboard-title">{firstName ? `Hello, ${firstName}` : 'Hello'}</h1>

      <div className="button-row dashboard__start">
        <Link to={SIGNED_IN_LINKS.borrow.to} className="button button--primary button--large" onClick={resetCurrent}>
          {SIGNED_IN_LINKS.borrow.label}
        </Link>
        <Link to={SIGNED_IN_LINKS.lend.to} className="button button--secondary button--large" onClick={resetCurrent}>
          {SIGNED_IN_LINKS.lend.label}
        </Link>
      </div>

      {loansLoading ? (
        <p className="page-loading" role="status">
          <span className="page-loading__spinner" aria-hidden="true" />
          Loading your loans…
        </p>
      ) : state === 'failed' && empty ? (
        <section className="dashboard__empty" aria-labelledby="dashboard-items-title">
          <h2 id="dashboard-items-title">Your loans</h2>
          <p>We couldn’t load your loans just now.</p>
          <button type="button" className="button button--primary loan-actions" onClick={() => load()}>
            Try again
          </button>
        </section>
      ) : empty ? (
        <section className="dashboard__empty" aria-labelledby="dashboard-items-title">
          <h2 id="dashboard-items-title">Your loans</h2>
          <p>
            No loans yet. When you start one, or someone sends you one, it appears here with what it needs next. Choose Borrow
            Money or Lend Money above to begin.
          </p>
        </section>
      ) : (
        <div className="loan-groups">
          {DASHBOARD_GROUPS.map(({ group, title }) =>
            groups[group].length > 0 ? <LoanGroup key={group} title={title} items={groups[group]} highlight={group === 'needs-action'} /> : null,
          )}
        </div>
      )}

      {/* Loaded in parallel, shown once the loans are: appearing above them first, they would
          jump down the page when the loans arrive (a layout shift Lighthouse measured at 0.5). */}
      <div hidden={loansLoading}>
        <GiftsDashboardSection />

        <h2 className="loan-subtitle">More you can do</h2>
        <ul className="dashboard__actions">
          {MORE.map(({ link, text }) => (
            <li key={link.to} className="dashboard-card">
              <h3 className="dashboard-card__title">
                <Link to={link.to} className="dashboard-card__link">
                  {link.label}
                </Link>
              </h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function LoanGroup({ title, items, highlight }: { title: string; items: DashboardItem[]; highlight: boolean }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="loan-group__title">
        {title} <span className="loan-group__count">({items.length})</span>
      </h2>
      <ul className="loan-items">
        {items.map((item) => (
          <li key={item.key} className={`loan-item${highlight ? ' loan-item--needs-action' : ''}`}>
            <div>
              <p className="loan-item__amount">{formatUsd(item.amountCents)}</p>
              <p className="loan-item__who">
                {item.side} · {item.side === 'You borrow' ? 'Lender' : 'Borrower'}: <strong>{item.otherParty}</strong>
              </p>
              <p className="loan-item__status">
                <span className="status-pill">{item.status}</span>
              </p>
            </div>
            <div className="button-row">
              {item.more ? (
                <Link to={item.more.path} className="button button--secondary">
                  {item.more.label}
                  <span className="visually-hidden">
                    {' '}
                    ({formatUsd(item.amountCents)} with {item.otherParty})
                  </span>
                </Link>
              ) : null}
              <Link to={item.action.path} className={`button ${highlight ? 'button--primary' : 'button--secondary'}`}>
                {item.action.label}
                <span className="visually-hidden">
                  {' '}
                  ({formatUsd(item.amountCents)} with {item.otherParty})
                </span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

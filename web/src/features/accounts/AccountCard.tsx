import type { ReactNode } from 'react';
import './accounts.css';

/** The calm single-column card every account screen sits in. */
export function AccountCard({
  titleId,
  eyebrow,
  title,
  lead,
  wide = false,
  children,
}: {
  titleId: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`page account-page${wide ? ' account-page--wide' : ''}`} aria-labelledby={titleId}>
      <meta name="robots" content="noindex" />
      <div className="account-card">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 id={titleId} className="account-card__title">
          {title}
        </h1>
        {lead ? <div className="account-card__lead">{lead}</div> : null}
        {children}
      </div>
    </section>
  );
}

/** "or", between the email form and Google. */
export function OrDivider() {
  return (
    <p className="or-divider">
      <span>or</span>
    </p>
  );
}

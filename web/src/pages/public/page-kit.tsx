import { useEffect, type ReactNode } from 'react';
import { Link, useSiteLocation } from '../../app/navigation/links';
import './public-pages.css';

/** The top of a public page: eyebrow, the page's one h1, a lead paragraph and optional actions. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-intro">
      <div className="page-intro__inner">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        <p className="page-intro__lead">{lead}</p>
        {children && <div className="button-row">{children}</div>}
      </div>
    </header>
  );
}

/** A titled band of content; `id` doubles as an anchor. */
export function Section({
  id,
  title,
  intro,
  children,
  tone,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'warm';
}) {
  return (
    <section id={id} className={`content-section${tone ? ` content-section--${tone}` : ''}`} aria-labelledby={`${id}-title`}>
      <div className="content-section__inner">
        <h2 id={`${id}-title`}>{title}</h2>
        {intro && <p className="content-section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

export interface Feature {
  title: string;
  text: ReactNode;
}

/** Cards with a short heading and a sentence or two each. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="feature-grid">
      {features.map((feature) => (
        <li key={feature.title} className="feature-card">
          <h3>{feature.title}</h3>
          <p>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps, in the style of the home page's "How it works". */
export function StepList({ steps }: { steps: readonly Feature[] }) {
  return (
    <ol className="steps">
      {steps.map((step, index) => (
        <li key={step.title} className="step">
          <span className="step__number" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="step__title">{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export interface RelatedLink {
  to: string;
  label: string;
  text?: string;
}

export function RelatedLinks({ title = 'Read more', links }: { title?: string; links: readonly RelatedLink[] }) {
  return (
    <Section id="read-more" title={title}>
      <ul className="related-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
            {link.text && <span className="related-links__text"> {link.text}</span>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The honest-limits box: what Kinloan is not. */
export function NotAdviceNote({ children }: { children?: ReactNode }) {
  return (
    <p className="note">
      {children ?? (
        <>
          Kinloan provides tools and general information, not legal, tax or financial advice. For advice about your
          situation, talk to an attorney or a tax professional.
        </>
      )}
    </p>
  );
}

export function ButtonLink({ to, children, variant = 'primary' }: { to: string; children: ReactNode; variant?: 'primary' | 'secondary' }) {
  return (
    <Link to={to} className={`button button--${variant} button--large`}>
      {children}
    </Link>
  );
}

/**
 * Pages load as separate chunks, so when a link like /faq#fees arrives the target did not exist
 * yet when the router tried to scroll to it. This scrolls once the page has rendered.
 */
export function useScrollToHash() {
  const { hash } = useSiteLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.();
  }, [hash]);
}

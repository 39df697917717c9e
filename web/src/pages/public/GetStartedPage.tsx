import { Link } from '../../app/navigation/links';
import { PageIntro, Section } from './page-kit';

const CHOICES = [
  {
    id: 'borrow',
    icon: '↓',
    title: 'Borrow money',
    text: 'Ask someone you know for a loan, with a clear plan for paying it back.',
    points: ['Propose the amount, rate and term', 'See your monthly payment first', 'Invite the lender to review and sign'],
    to: '/loan-terms?requestType=borrow',
    action: 'Start a loan request',
    more: { to: '/product-borrow', label: 'How borrowing works' },
  },
  {
    id: 'lend',
    icon: '↑',
    title: 'Lend money',
    text: 'Offer a loan to family or a friend, on terms you both sign.',
    points: ['Set the terms and schedule', 'Send the agreement to the borrower', 'Track payments and reminders'],
    to: '/loan-terms?requestType=lend',
    action: 'Start a loan offer',
    more: { to: '/product-lend', label: 'How lending works' },
  },
  {
    id: 'gift',
    icon: '♥',
    title: 'Create a gift letter',
    text: 'Giving or receiving money toward a home? Prepare the letter your mortgage lender needs.',
    points: ['Donor, amount and property details', 'The no-repayment statement', 'Signed online by both of you'],
    to: '/gift-terms',
    action: 'Start a gift letter',
    more: { to: '/product-gift', label: 'About gift letters' },
  },
] as const;

export default function GetStartedPage() {
  return (
    <>
      <PageIntro
        eyebrow="Get started"
        title="What would you like to do?"
        lead="Pick one to begin. You’ll be asked to sign in, or to create a free account and verify your email, before you save anything."
      />
      <section className="content-section" aria-label="Choose what to do">
        <div className="content-section__inner">
          <ul className="choice-grid">
            {CHOICES.map((choice) => (
              <li key={choice.id} className="choice-card">
                <span className="choice-card__icon" aria-hidden="true">
                  {choice.icon}
                </span>
                <h2 id={`choice-${choice.id}`}>{choice.title}</h2>
                <p>{choice.text}</p>
                <ul>
                  {choice.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <Link to={choice.to} className="button button--primary">
                  {choice.action}
                </Link>
                <p className="choice-card__more">
                  <Link to={choice.more.to}>{choice.more.label}</Link>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Section id="new" title="New to Kinloan?">
        <div className="reading">
          <p>
            <Link to="/signup">Create your free account</Link> first if you prefer: it takes a minute, and you’ll need
            a verified email address to sign an agreement. Already have one? <Link to="/signin">Sign in</Link>.
          </p>
          <p>
            Not sure yet? Try your numbers in the{' '}
            <Link to="/know/loan-amortization-calculator-interest-principal-schedule">amortization calculator</Link>, or
            read the <Link to="/faq">frequently asked questions</Link>.
          </p>
        </div>
      </Section>
    </>
  );
}

import { Link } from '../../app/navigation/links';
import { ButtonLink, FeatureGrid, NotAdviceNote, PageIntro, RelatedLinks, Section, StepList } from './page-kit';

const BENEFITS = [
  {
    title: 'A proposal, not just a favor',
    text: 'Show the amount, the monthly payment and the payoff date up front. A clear plan is easier to say yes to.',
  },
  {
    title: 'Your schedule, worked out',
    text: 'Pick a first payment date that follows your payday. Kinloan calculates equal monthly payments and shows each one’s interest and principal.',
  },
  {
    title: 'Reminders for you too',
    text: 'A reminder before each due date means a forgotten payment never turns into an uncomfortable conversation.',
  },
  {
    title: 'Proof of every payment',
    text: 'Each payment you make is recorded, confirmed by the lender and shown against the schedule, so your progress is never in doubt.',
  },
] as const;

const STEPS = [
  { title: 'Propose the terms', text: 'Amount, rate, number of months and first payment date. Add what the loan is for.' },
  { title: 'Check the schedule', text: 'Make sure the monthly payment fits your budget before you send anything.' },
  { title: 'Invite the lender', text: 'They review, accept or suggest changes. Nothing is binding until you both sign.' },
  { title: 'Repay on time', text: 'Pay the lender directly, record the payment, and watch the balance go down.' },
] as const;

export default function ProductBorrowPage() {
  return (
    <>
      <PageIntro
        eyebrow="For borrowers"
        title="Ask for help with a plan you can both believe in"
        lead="Borrowing from family or friends can cost far less than a bank loan or a credit card, and it works best when the person lending can see exactly how and when they’ll be repaid."
      >
        <ButtonLink to="/get-started">Ask to borrow</ButtonLink>
        <ButtonLink to="/borrow101/borrowing-money-from-friends-family" variant="secondary">
          How to ask
        </ButtonLink>
      </PageIntro>

      <Section id="why" title="Why borrowers use Kinloan">
        <FeatureGrid features={BENEFITS} />
      </Section>

      <Section id="how" title="How it works for the borrower" tone="warm">
        <StepList steps={STEPS} />
      </Section>

      <Section id="honest" title="Be honest with yourself first">
        <div className="reading">
          <ul>
            <li>
              <strong>Can you make the payment in a bad month?</strong> Try a few terms in the{' '}
              <Link to="/know/loan-amortization-calculator-interest-principal-schedule">calculator</Link>: a longer term
              lowers the payment but adds interest.
            </li>
            <li>
              <strong>What happens if you can’t pay?</strong> Agree on it now: a grace period, a pause, or a lower payment
              for a while. Our guide to <Link to="/borrow101/negotiate-loan-terms">negotiating loan terms</Link> has
              ideas.
            </li>
            <li>
              <strong>A family loan doesn’t build your credit score.</strong> Private loans aren’t reported to the
              credit bureaus. If building credit is the goal, read{' '}
              <Link to="/borrow101/build-credit">how to build credit while repaying family</Link>.
            </li>
          </ul>
          <NotAdviceNote />
        </div>
      </Section>

      <RelatedLinks
        links={[
          { to: '/borrow101/friendly-loans-faq', label: 'Friendly loans: common questions' },
          { to: '/know/alternatives-to-conventional-bank-loans-advantages', label: 'Alternatives to a bank loan' },
          { to: '/product/loan-agreement-template-family-friends', label: 'What the loan agreement covers' },
        ]}
      />
    </>
  );
}

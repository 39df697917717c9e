import { Link } from '../../app/navigation/links';
import { ButtonLink, FeatureGrid, NotAdviceNote, PageIntro, RelatedLinks, Section, StepList } from './page-kit';

const BENEFITS = [
  {
    title: 'No awkward chasing',
    text: 'Reminders go out before each due date, so you don’t have to be the one who brings it up at dinner.',
  },
  {
    title: 'A balance you both trust',
    text: 'Payments are recorded as they happen and you confirm each one, so there is never a “but I thought I’d paid more” moment.',
  },
  {
    title: 'Paperwork the IRS expects',
    text: 'A signed agreement, a stated rate and a schedule are what show a loan is a real loan, which matters for interest rules and if a loan ever goes unpaid.',
  },
  {
    title: 'Room for kindness',
    text: 'Set a grace period, skip the late fee, lend at 0% where the rules allow, or forgive the rest later. Kinloan records whatever you decide.',
  },
] as const;

const STEPS = [
  { title: 'Offer the loan', text: 'Enter the amount, rate, term and first payment date, and see the monthly payment.' },
  { title: 'Send it', text: 'Kinloan emails the borrower an invitation to review the terms and the agreement.' },
  { title: 'Both sign', text: 'Each of you signs online; the agreement is final when both signatures are in.' },
  { title: 'Track it', text: 'Record the hand-over, confirm payments as they arrive and watch the balance fall.' },
] as const;

export default function ProductLendPage() {
  return (
    <>
      <PageIntro
        eyebrow="For lenders"
        title="Help someone you love without wondering whether you’ll be repaid"
        lead="Lending to family or a friend is generous. Putting it in writing is what keeps it generous: everyone knows the amount, the payments and what happens if life gets in the way."
      >
        <ButtonLink to="/get-started">Offer a loan</ButtonLink>
        <ButtonLink to="/product" variant="secondary">
          All loan features
        </ButtonLink>
      </PageIntro>

      <Section id="why" title="Why lenders use Kinloan">
        <FeatureGrid features={BENEFITS} />
      </Section>

      <Section id="how" title="How it works for the lender" tone="warm">
        <StepList steps={STEPS} />
      </Section>

      <Section id="before" title="Before you lend">
        <div className="reading">
          <ul>
            <li>
              <strong>Lend only what you could live without.</strong> Even with the best intentions, repayment can be
              slower than planned. If losing the money would strain the relationship, consider a smaller loan or a gift.
            </li>
            <li>
              <strong>Think about interest.</strong> Loans over $10,000 at a rate below the IRS Applicable Federal Rate
              can have tax consequences. Our guide to{' '}
              <Link to="/know/charge-interest-family-friend-loan">charging interest on a family loan</Link> explains the
              rules and the exceptions.
            </li>
            <li>
              <strong>Interest you receive is taxable income.</strong> See{' '}
              <Link to="/know/taxes-implications-lending-borrowing-family-friends">
                the tax side of lending to family and friends
              </Link>
              .
            </li>
            <li>
              <strong>Treat siblings fairly.</strong> If you lend to one child, decide now whether an unpaid balance
              should count against their inheritance, and tell your family.
            </li>
          </ul>
          <NotAdviceNote />
        </div>
      </Section>

      <RelatedLinks
        links={[
          { to: '/know/avoid-common-lending-pitfalls-relationship-issues-regrets', label: 'Lending pitfalls to avoid' },
          { to: '/know/why-family-friends-bank', label: 'Why people borrow from family instead of a bank' },
          { to: '/product/loan-agreement-template-family-friends', label: 'What the loan agreement covers' },
        ]}
      />
    </>
  );
}

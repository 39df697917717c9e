import { Link } from '../../app/navigation/links';
import { ButtonLink, FeatureGrid, NotAdviceNote, PageIntro, RelatedLinks, Section, StepList } from './page-kit';

const FEATURES = [
  {
    title: 'Terms you both agree on',
    text: 'The amount, the annual interest rate (zero is fine), the number of monthly payments, the first payment date, a grace period and any late fee, written down once so nobody has to remember.',
  },
  {
    title: 'An amortized payment schedule',
    text: 'Equal monthly payments, each split into interest and principal, with the balance left after every payment. The same schedule appears in the agreement and on both dashboards.',
  },
  {
    title: 'A loan agreement, signed online',
    text: 'A plain-English agreement built from your terms. Each of you reviews it and signs electronically, and each keeps the same signed copy.',
  },
  {
    title: 'Payment tracking',
    text: 'Either of you records a payment and the lender confirms it, so the balance you both see is the balance you both agree on. Partial and extra payments are handled the way the agreement says.',
  },
  {
    title: 'Reminders that do the asking',
    text: 'Friendly reminders before a payment is due, so the lender never has to send the awkward “just checking in” message.',
  },
  {
    title: 'Notes and a clear ending',
    text: 'Keep notes on the loan, and end it properly: paid off, forgiven (with a reminder about gift-tax reporting) or ended for another reason.',
  },
] as const;

const STEPS = [
  { title: 'One of you starts', text: 'The borrower asks, or the lender offers. Either can propose the terms.' },
  { title: 'Review the schedule', text: 'See the monthly payment and the full schedule before anything is sent.' },
  { title: 'Invite the other person', text: 'They review the terms, accept or ask for changes, then you both sign.' },
  { title: 'Repay and record', text: 'Pay each other directly as usual; record each payment in Kinloan and watch the balance fall.' },
] as const;

export default function ProductPage() {
  return (
    <>
      <PageIntro
        eyebrow="Loan management services"
        title="Everything a family loan needs, in one place"
        lead="Kinloan turns a promise between people who trust each other into clear terms, a repayment schedule and a signed agreement, then keeps track of it until the last payment."
      >
        <ButtonLink to="/get-started">Get started</ButtonLink>
        <ButtonLink to="/product/loan-agreement-template-family-friends" variant="secondary">
          See what the agreement covers
        </ButtonLink>
      </PageIntro>

      <Section id="what-you-get" title="What you get">
        <FeatureGrid features={FEATURES} />
      </Section>

      <Section id="how" title="How a loan comes together" tone="warm">
        <StepList steps={STEPS} />
      </Section>

      <Section id="money" title="Your money stays between you">
        <div className="reading">
          <p>
            Kinloan doesn’t hold or move money. You hand over the loan and make payments the way you already do, by
            bank transfer, check, Zelle, Venmo, PayPal or cash, and record each one in Kinloan. That keeps things simple:
            no account to fund, no transfer fees from us, and nobody in the middle of your family’s money.
          </p>
          <p>
            Prefer someone else to handle the follow-up? Any loan can be enrolled in our optional{' '}
            <strong>managed service</strong>, a monthly subscription. You see exactly what it includes and what it
            costs on the checkout page before you pay, and nothing is charged unless you enroll. See{' '}
            <Link to="/faq#fees">what’s free and what isn’t</Link>.
          </p>
          <p>
            Helping with a home purchase instead of lending? We also prepare{' '}
            <Link to="/product-gift">mortgage gift letters</Link>.
          </p>
          <NotAdviceNote />
        </div>
      </Section>

      <RelatedLinks
        links={[
          { to: '/product-lend', label: 'Lending to someone?', text: 'How Kinloan helps the lender.' },
          { to: '/product-borrow', label: 'Asking to borrow?', text: 'How to make a proposal they can say yes to.' },
          {
            to: '/know/loan-amortization-calculator-interest-principal-schedule',
            label: 'How we amortize',
            text: 'Try the calculator and see every payment.',
          },
          { to: '/faq', label: 'Frequently asked questions' },
        ]}
      />
    </>
  );
}

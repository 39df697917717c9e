import { Link } from '../../app/navigation/links';
import { SUPPORT_EMAIL } from '../../app/site-links';
import { ButtonLink, FeatureGrid, PageIntro, Section } from './page-kit';

const BELIEFS = [
  {
    title: 'Clear is kind',
    text: 'Most family money fights start with two different memories of the same conversation. Writing the terms down protects the relationship, not just the money.',
  },
  {
    title: 'Fair to both sides',
    text: 'The lender deserves to be repaid; the borrower deserves terms they can keep and room to breathe if life goes sideways. Our agreements are built for both.',
  },
  {
    title: 'Honest about limits',
    text: 'We make tools and explain the rules in plain English. We are not lawyers or tax advisers, and we say so whenever it matters.',
  },
  {
    title: 'Your business stays yours',
    text: 'Only the two people on a loan can see it. We don’t sell personal information, and we don’t sit in the middle of your money.',
  },
] as const;

export default function AboutPage() {
  return (
    <>
      <PageIntro
        eyebrow="About Kinloan"
        title="We help families lend to each other without losing sleep"
        lead="People have always helped family and friends with money: a first car, a deposit on an apartment, a business that needs one more month. Kinloan gives those loans what banks give theirs, clear terms and good records, without the bank."
      />

      <Section id="why" title="Why Kinloan exists">
        <div className="reading">
          <p>
            A loan between people who love each other is usually agreed in a kitchen or over the phone. The amount is
            clear that day; the rest (how much each month, for how long, whether there is interest, what happens if a
            payment is late) is left to memory. Months later, the lender is unsure whether to bring it up, the
            borrower is unsure what they still owe, and a generous act turns into an awkward one.
          </p>
          <p>
            Kinloan is the simple fix. You agree the terms in one place, see the full payment schedule, sign an
            agreement online, and record payments as they are made. Reminders do the nudging. When the loan is paid
            off, it ends cleanly, with a record you can both keep.
          </p>
          <p>
            We also help with the most common family gift of all, help with a home down payment, by preparing the{' '}
            <Link to="/product-gift">gift letter mortgage lenders ask for</Link>.
          </p>
        </div>
      </Section>

      <Section id="beliefs" title="What we believe" tone="warm">
        <FeatureGrid features={BELIEFS} />
      </Section>

      <Section id="not" title="What Kinloan is, and is not">
        <div className="reading">
          <p>
            Kinloan, Inc. makes software for recording and managing personal loans and gift letters between people who
            know each other. We are not a bank and not a lender: we never lend money ourselves, and we don’t hold or
            transfer your money. We are not a law firm, a tax adviser or a lawyer service, and nothing on this site is
            legal, tax or financial advice. Our <Link to="/know">guides</Link> explain the general rules carefully and
            cite their sources, and we encourage you to talk to a professional about your own situation.
          </p>
          <p>
            Questions, ideas or a story about a family loan that went well (or didn’t)? Write to us at{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
          <div className="button-row">
            <ButtonLink to="/get-started">Get started</ButtonLink>
            <ButtonLink to="/join-community" variant="secondary">
              Join the community
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}

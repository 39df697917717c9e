import { Link } from '../../app/navigation/links';
import { ButtonLink, FeatureGrid, NotAdviceNote, PageIntro, RelatedLinks, Section, StepList } from './page-kit';

const CONTENTS = [
  { title: 'The donor', text: 'Full name, address, phone number and relationship to the buyer: parent, grandparent, sibling, partner, close friend and so on.' },
  { title: 'The gift', text: 'The exact dollar amount, and the date it was or will be transferred.' },
  { title: 'Where it comes from', text: 'The kind of account the money comes from (checking, savings, brokerage, retirement, a sale) and the bank or institution.' },
  { title: 'The property', text: 'The address of the home being bought and, if you have them, the mortgage lender and loan number.' },
  { title: 'No repayment', text: 'A clear statement that the money is a gift and that no repayment is expected or implied, ever.' },
  { title: 'Signatures', text: 'The donor signs, and the buyer signs too, both online with consent to electronic signatures.' },
] as const;

const STEPS = [
  { title: 'Either of you starts', text: 'The donor or the home buyer begins the letter and fills in what they know.' },
  { title: 'Complete the details', text: 'The other person adds their part: donor details, the source of funds, the property.' },
  { title: 'Review and sign', text: 'Both of you check the letter and sign it online, confirming the money is a true gift.' },
  { title: 'Send it to the lender', text: 'Download the signed letter as a PDF and give it to your loan officer.' },
] as const;

export default function ProductGiftPage() {
  return (
    <>
      <PageIntro
        eyebrow="Mortgage gift letter creation"
        title="The gift letter your mortgage lender will ask for"
        lead="When family helps with a down payment, the lender needs a signed letter saying the money is a gift, not a loan. Kinloan collects the details lenders look for and gets it signed by both of you online."
      >
        <ButtonLink to="/get-started">Create a gift letter</ButtonLink>
        <ButtonLink to="/know/mortgage-gift-tax-rules" variant="secondary">
          Gift letter and gift-tax rules
        </ButtonLink>
      </PageIntro>

      <Section
        id="why"
        title="Why lenders ask for a gift letter"
        intro="A large deposit in a buyer’s account raises one question for an underwriter: does this money have to be paid back? A debt the lender doesn’t know about changes whether the buyer can afford the mortgage. The gift letter answers that question in writing."
      >
        <div className="reading">
          <p>
            Conventional loans that follow Fannie Mae and Freddie Mac rules and government-backed loans such as FHA all
            accept gifts toward a down payment and closing costs, but each program says who may give and what
            documents are needed. Besides the letter, lenders usually also want to see the money move: a statement
            from the donor’s account showing the withdrawal, and the deposit into the buyer’s account or to the closing
            agent.
          </p>
        </div>
      </Section>

      <Section id="contents" title="What goes into the letter" tone="warm">
        <FeatureGrid features={CONTENTS} />
      </Section>

      <Section id="how" title="How it works">
        <StepList steps={STEPS} />
        <div className="reading">
          <p>
            Some lenders insist on their own gift-letter form. If yours does, use it: with the details already gathered
            and agreed in Kinloan, filling it in takes minutes.
          </p>
        </div>
      </Section>

      <Section id="tax" title="Gift tax, briefly">
        <div className="reading">
          <p>
            In 2025 and 2026 a person can give up to <strong>$19,000</strong> to each recipient in a year without
            filing anything (the IRS annual exclusion; it was $18,000 in 2024). Two parents can each give $19,000 to
            the same child, $38,000 in all (if it all comes from one parent’s money, they elect “gift splitting” on a
            gift-tax return). A bigger gift is
            not taxed straight away: the donor files a gift-tax return, IRS Form 709, and the excess counts against
            their lifetime exemption, which is $15 million per person for 2026. Our{' '}
            <Link to="/know/mortgage-gift-tax-rules">mortgage gift and tax guide</Link> has the details.
          </p>
          <p>
            <strong>A gift letter must be true.</strong> Signing one for money that is really a loan is mortgage fraud.
            If the buyer is expected to pay the money back, tell the lender, and set it up as a{' '}
            <Link to="/product">loan</Link> instead.
          </p>
          <NotAdviceNote />
        </div>
      </Section>

      <RelatedLinks
        links={[
          { to: '/borrow101/house-without-mortgage', label: 'Buying a house with family help instead of a bank' },
          { to: '/know/taxes-implications-lending-borrowing-family-friends', label: 'Taxes on family loans and gifts' },
          { to: '/faq#gift-letters', label: 'Gift letter questions' },
        ]}
      />
    </>
  );
}

import { Link } from '../../app/navigation/links';
import { ButtonLink, NotAdviceNote, PageIntro, RelatedLinks, Section } from './page-kit';

const CLAUSES = [
  {
    title: 'The parties',
    text: 'The lender and the borrower by full legal name, with their addresses and email addresses. These are the two people bound by the agreement, and the only two who can see the loan in Kinloan.',
  },
  {
    title: 'The amount and how it is handed over',
    text: 'The principal in dollars and cents, the date the money changes hands and how (bank transfer, check, Zelle, Venmo, PayPal, cash or another way), plus a short statement of what the loan is for.',
  },
  {
    title: 'Interest',
    text: 'The annual interest rate, which may be zero, and how interest is worked out: one month’s interest on the principal still owed, at one-twelfth of the annual rate. Interest is never charged on unpaid interest.',
  },
  {
    title: 'The repayment schedule',
    text: 'The number of monthly payments, the first payment date and the monthly amount, with the full amortization table attached: every due date, payment, interest part, principal part and remaining balance.',
  },
  {
    title: 'How payments are applied',
    text: 'Each payment pays the interest due first and the rest reduces principal. A smaller payment pays interest first and leaves the shortfall owing; anything beyond what is due goes straight to principal, and the agreement says whether that shortens the loan or lowers later payments.',
  },
  {
    title: 'Late payments: grace period and late fee',
    text: 'How many days after a due date a payment still counts as on time (10 days unless you choose otherwise, up to 60) and whether a late fee applies after that. The fee is optional and capped at $1,000; between family it is meant as a nudge, not a penalty.',
  },
  {
    title: 'Prepayment',
    text: 'The borrower may pay early, in part or in full, at any time without penalty. Kinloan agreements always allow this.',
  },
  {
    title: 'Changes and ending the loan',
    text: 'Changes to the terms take effect only when both of you agree to them in Kinloan. The loan ends when it is paid off, or earlier if the lender forgives what is left.',
  },
  {
    title: 'Governing law',
    text: 'The US state whose law governs the agreement, often the state where the borrower lives. State rules on interest (usury limits) and on enforcing debts differ, so it is stated plainly.',
  },
  {
    title: 'Electronic records and e-signatures',
    text: 'Both of you consent to sign and keep the agreement electronically, as the US ESIGN Act and state UETA laws allow. Each signer types their full legal name (and can draw a signature too); Kinloan records when, and from which device and network address, each signature was made.',
  },
] as const;

export default function LoanAgreementTemplatePage() {
  return (
    <>
      <PageIntro
        eyebrow="Loan agreement template"
        title="A loan agreement for family and friends that covers what matters"
        lead="A fill-in-the-blanks template leaves the hard questions blank. Kinloan builds your agreement from the terms you actually agreed, attaches the schedule, and has you both sign it online."
      >
        <ButtonLink to="/get-started">Create your agreement</ButtonLink>
        <ButtonLink to="/product" variant="secondary">
          How loan management works
        </ButtonLink>
      </PageIntro>

      <Section
        id="clauses"
        title="What a Kinloan loan agreement contains"
        intro="Every agreement has the same ten parts, written in plain English. You choose the numbers; the wording stays clear."
      >
        <ol className="clause-list">
          {CLAUSES.map((clause) => (
            <li key={clause.title} className="clause">
              <h3>{clause.title}</h3>
              <p>{clause.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="example" title="An example: how the numbers read" tone="warm">
        <div className="reading">
          <p>
            Say Maria lends her brother $60,000 at 5% a year, repaid over 5 years starting January 1. The agreement
            states 60 monthly payments of <strong>$1,132.27</strong>. The first month’s interest is{' '}
            <strong>$250.00</strong> (5% ÷ 12 of $60,000), so $882.27 of the first payment reduces the balance to
            $59,117.73. Each month after that a little more goes to principal, and the attached schedule shows every
            one.
          </p>
          <p>
            You can try your own numbers in the{' '}
            <Link to="/know/loan-amortization-calculator-interest-principal-schedule">amortization calculator</Link>.
          </p>
        </div>
      </Section>

      <Section id="limits" title="What the agreement is not">
        <div className="reading">
          <p>
            A Kinloan agreement is an unsecured loan agreement: it is a promise to repay, not a lien on a house or a
            car. If you want the loan secured by property (for example a family mortgage the borrower may deduct
            interest on), a lawyer or title company needs to prepare and record a mortgage or deed of trust as well.
            Our guide on <Link to="/borrow101/house-without-mortgage">buying a house without a bank mortgage</Link>{' '}
            explains why.
          </p>
          <p>
            If the money is really a gift, don’t dress it up as a loan (or the other way round). For down-payment
            gifts, use a <Link to="/product-gift">mortgage gift letter</Link> instead.
          </p>
          <NotAdviceNote>
            Kinloan is not a law firm and this page is not legal advice. The agreement is a tool for recording what you
            agreed; for large loans, loans secured by property, or anything unusual, have an attorney in your state
            review it.
          </NotAdviceNote>
        </div>
      </Section>

      <RelatedLinks
        links={[
          { to: '/know/charge-interest-family-friend-loan', label: 'Should you charge interest?', text: 'The IRS rate rules, in plain English.' },
          { to: '/borrow101/negotiate-loan-terms', label: 'Negotiating loan terms', text: 'Grace periods, late fees and what to do if plans change.' },
          { to: '/borrow101/digital-contract-maker-app', label: 'Are digital contracts binding?', text: 'E-signatures under ESIGN and UETA.' },
        ]}
      />
    </>
  );
}

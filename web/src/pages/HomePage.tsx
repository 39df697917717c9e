import { Link } from '../app/navigation/links';

const STEPS = [
  {
    title: 'Agree on the terms',
    text: 'Enter the amount, the interest rate (zero is fine), the monthly repayment date and how long repayment takes.',
  },
  {
    title: 'See the schedule',
    text: 'We work out equal monthly payments and show how much of each one is interest and how much is principal.',
  },
  {
    title: 'Sign the agreement',
    text: 'You both review the loan agreement and sign it online, so everyone has the same copy of what was agreed.',
  },
  {
    title: 'Track payments, get reminders',
    text: 'Record each payment as it is made, see the balance left, and let reminders do the asking for you.',
  },
] as const;

/**
 * A worked example: $60,000 at 5% over 60 months. The figures are written out rather than
 * computed here so the landing page does not carry the schedule code (about 8 KB gzip with
 * its date library); HomePage.test.ts checks them against the domain's buildSchedule.
 */
export const SCHEDULE_EXAMPLE = {
  terms: { principalCents: 6_000_000, annualRateBps: 500, termMonths: 60, firstPaymentDate: '2026-01-01' },
  caption: '$60,000 at 5% over 60 months',
  payment: '$1,132.27',
  rows: [
    { number: 1, interest: '$250.00', principal: '$882.27', balance: '$59,117.73' },
    { number: 2, interest: '$246.32', principal: '$885.95', balance: '$58,231.78' },
    { number: 3, interest: '$242.63', principal: '$889.64', balance: '$57,342.14' },
  ],
} as const;

function ScheduleExample() {
  return (
    <figure className="schedule-example" aria-labelledby="schedule-example-caption">
      <figcaption id="schedule-example-caption" className="schedule-example__caption">
        <span className="schedule-example__label">Example schedule</span>
        {SCHEDULE_EXAMPLE.caption}
      </figcaption>
      <p className="schedule-example__payment">
        <span className="schedule-example__amount">{SCHEDULE_EXAMPLE.payment}</span> a month
      </p>
      <table className="schedule-example__table">
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Interest</th>
            <th scope="col">Principal</th>
            <th scope="col">Still owed</th>
          </tr>
        </thead>
        <tbody>
          {SCHEDULE_EXAMPLE.rows.map((row) => (
            <tr key={row.number}>
              <th scope="row">{row.number}</th>
              <td>{row.interest}</td>
              <td>{row.principal}</td>
              <td>{row.balance}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="schedule-example__note">Each month a little more goes to principal.</p>
    </figure>
  );
}

export default function HomePage() {
  // Title, description and canonical link come from its entry in pages/public/public-routes.tsx.
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <div className="hero__text">
            <p className="eyebrow">Loans between family and friends</p>
            <h1 id="hero-title">Lend to the people you love, on clear terms</h1>
            <p className="hero__lead">
              Kinloan helps you put a family loan in writing: a loan agreement you both sign, a monthly payment schedule,
              payment tracking and friendly reminders. Less awkwardness, fewer misunderstandings.
            </p>
            <div className="button-row">
              <Link to="/get-started" className="button button--primary button--large">
                Get started
              </Link>
              <Link to="/know" className="button button--secondary button--large">
                Read our guides
              </Link>
            </div>
          </div>
          <ScheduleExample />
        </div>
      </section>

      <section className="page how-it-works" aria-labelledby="how-title">
        <h2 id="how-title">How it works</h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="step">
              <span className="step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="step__title">{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="how-it-works__aside">
          Helping with a home purchase instead? We also prepare{' '}
          <Link to="/product-gift">mortgage gift letters</Link> for lenders who ask how a down payment was funded.
        </p>
      </section>
    </>
  );
}

import { ComparisonPage, type ComparisonContent } from './ComparisonPage';

const CONTENT: ComparisonContent = {
  eyebrow: 'Real estate and mortgages',
  title: 'A family loan for buying property: when it beats a bank mortgage',
  lead: 'Parents lending a child the money for a home, or part of the down payment, is one of the most common family loans. Done properly it can save a lot of interest; done casually it can cause trouble with the mortgage lender and the IRS.',
  intro: [
    'There are two common shapes. In a family mortgage, a relative lends most or all of the purchase price, and the loan is secured by the home with a recorded mortgage or deed of trust, just as a bank would do. In a down-payment loan, the family lends part of the down payment and a bank provides the mortgage.',
    'A family loan of more than $10,000 should carry at least the IRS Applicable Federal Rate. The long-term AFR, for loans over 9 years, is based on US Treasury yields and has usually been below typical mortgage rates, which is where the saving comes from.',
  ],
  goodFit: [
    'The family has money it won’t need for many years and would like it to earn a steady, secured return.',
    'The buyer has trouble qualifying for a bank mortgage but has reliable income.',
    'Everyone is willing to do the paperwork: a promissory agreement, plus a mortgage or deed of trust recorded with the county.',
    'A gift isn’t possible, but a loan at the AFR is.',
  ],
  notFit: [
    'The lender may need the money back before the loan is due, or can’t afford a missed payment.',
    'You want to call a loan a gift so the mortgage lender won’t count it. That is mortgage fraud; a down-payment loan must be disclosed, and it counts as debt.',
    'Several siblings would expect equal treatment and there is no plan for how this loan fits into the family’s estate.',
    'A bank will lend at a good fixed rate and the family prefers to keep its savings available.',
  ],
  comparison: {
    caption: 'Family mortgage compared with a bank mortgage',
    columns: ['Family mortgage', 'Bank mortgage'],
    rows: [
      ['Interest rate', 'Agreed by the family; at least the AFR for the term is the safe choice', 'Set by the market and your credit'],
      ['Qualifying', 'Up to the family', 'Income, credit and debt-to-income checks'],
      ['Closing costs', 'Usually lower: legal drafting, recording fees, title work', 'Lender fees, points, appraisal, title'],
      ['Interest deduction for the buyer', 'Only if the loan is secured by the home and recorded', 'Yes, within IRS limits, if you itemize'],
      ['Flexibility in hard times', 'Whatever the family agrees', 'Set by the servicer and loan program'],
      ['Risk to the relationship', 'Real, if expectations are not written down', 'None'],
    ],
  },
  steps: [
    { title: 'Decide: loan, gift or both', text: 'A gift needs a gift letter; a loan needs an agreement and, for a mortgage, a recorded lien.' },
    { title: 'Set the rate and term', text: 'Check the IRS AFR for the month the loan is made and the term you choose.' },
    { title: 'Write the agreement', text: 'Record the terms and schedule in Kinloan and sign them online.' },
    { title: 'Secure and record it', text: 'Have an attorney or title company prepare and record the mortgage or deed of trust.' },
  ],
  cautions: [
    'Kinloan agreements are unsecured loan agreements; they don’t create or record a lien on the property. Our guide to [buying a house without a bank mortgage](/borrow101/house-without-mortgage) covers what the extra paperwork is for.',
    'If the help is really a gift toward the down payment, use a [mortgage gift letter](/product-gift) instead, and see [the gift-tax rules](/know/mortgage-gift-tax-rules).',
  ],
  related: [
    { to: '/know/mortgage-gift-tax-rules', label: 'Mortgage gift letters and gift tax' },
    { to: '/know/charge-interest-family-friend-loan', label: 'Charging interest: the AFR rules' },
    { to: '/product/loan-agreement-template-family-friends', label: 'What a Kinloan agreement covers' },
  ],
};

export default function RealEstatePage() {
  return <ComparisonPage content={CONTENT} />;
}

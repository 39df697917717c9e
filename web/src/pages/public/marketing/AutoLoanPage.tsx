import { ComparisonPage, type ComparisonContent } from './ComparisonPage';

const CONTENT: ComparisonContent = {
  eyebrow: 'Car loans',
  title: 'Paying off a car loan, or skipping one, with a family loan',
  lead: 'If you are paying a high rate on a car loan, or about to sign one, a loan from family can cost much less. It also changes who holds the title and who carries the risk, so look at the whole picture.',
  intro: [
    'Car loans are secured by the car: the lender is listed on the title as lienholder until the loan is paid. Rates vary widely with credit, so a borrower with a thin or damaged credit history can pay far more than someone with strong credit for the same car.',
    'A family loan can pay off an existing car loan (the lender then releases the lien) or pay for a car outright. The family lender then carries the risk the bank used to carry, usually without the bank’s security.',
  ],
  goodFit: [
    'Your current car loan has a high rate and a good part of the term left.',
    'The car is worth at least what you owe on it.',
    'The family lender can spare the money for the whole term and understands cars lose value.',
    'You will keep the car insured properly, including collision and comprehensive cover, as the lender may ask.',
  ],
  notFit: [
    'You have 0% or a low promotional rate from the dealer or manufacturer; there is little to save.',
    'You owe more than the car is worth; the family would be lending against nothing.',
    'Building credit history is a goal: a family loan isn’t reported to credit bureaus, while an auto loan paid on time is.',
    'The lender would be upset if the car were wrecked or sold before the loan was repaid.',
  ],
  comparison: {
    caption: 'Family loan compared with an auto loan from a dealer, bank or credit union',
    columns: ['Family loan', 'Dealer, bank or credit-union auto loan'],
    rows: [
      ['Interest rate', 'What you agree', 'Based on your credit, the car’s age and the term'],
      ['Security', 'Unsecured, unless the lender is added as lienholder on the title', 'Secured: lender is on the title until paid'],
      ['If you stop paying', 'A family conversation, then a claim for the debt', 'Repossession of the car'],
      ['Insurance requirements', 'Whatever you agree', 'Usually full coverage required'],
      ['Credit reporting', 'Not reported', 'Reported; on-time payments help your score'],
      ['Speed', 'As fast as you can agree and sign', 'Often same day at the dealer'],
    ],
  },
  steps: [
    { title: 'Get the payoff amount', text: 'Ask your current lender for a payoff quote, valid to a specific date.' },
    { title: 'Agree the terms', text: 'Set an amount, rate and term; keep the term no longer than you’ll keep the car.' },
    { title: 'Sign before paying', text: 'Sign the Kinloan agreement, then have the family lender pay the old lender directly.' },
    { title: 'Get the title', text: 'Make sure the lien is released; in many states a private lender can be recorded as lienholder. Ask your DMV.' },
  ],
  cautions: [
    'Decide together what happens if the car is totaled or sold: most families agree the insurance payout or the sale price goes to repay the loan first.',
    'For a loan over $10,000, charge at least the IRS Applicable Federal Rate to keep things simple with the IRS; see [charging interest on a family loan](/know/charge-interest-family-friend-loan).',
  ],
  related: [
    { to: '/borrow101/borrowing-money-from-friends-family', label: 'How to ask family for a loan' },
    { to: '/borrow101/build-credit', label: 'Building credit while repaying family' },
    { to: '/know/avoid-common-lending-pitfalls-relationship-issues-regrets', label: 'Lending pitfalls to avoid' },
  ],
};

export default function AutoLoanPage() {
  return <ComparisonPage content={CONTENT} />;
}

import { ComparisonPage, type ComparisonContent } from './ComparisonPage';

const CONTENT: ComparisonContent = {
  eyebrow: 'Moving and relocation',
  title: 'Covering the cost of a move with a family loan',
  lead: 'A new job or a new city often means paying for a lot at once: a security deposit, first month’s rent, movers, travel, and the weeks before the first paycheck. A short family loan can bridge that gap more cheaply than a card.',
  intro: [
    'Moving costs arrive up front, while the new income arrives later. People usually fill the gap with a credit card, a personal loan, or savings. A family loan is another option: usually cheaper, quick to arrange, and repaid over a few months once the paychecks start.',
    'Before borrowing from anyone, ask the new employer about relocation assistance. Many employers offer it, and it is worth asking even when it isn’t advertised.',
  ],
  goodFit: [
    'The income that will repay the loan is already lined up, for example a signed job offer.',
    'You need a modest amount for a short time, such as six months to a year.',
    'The alternative is carrying a balance on a high-rate credit card.',
    'You can agree a first payment date that falls just after your first or second paycheck.',
  ],
  notFit: [
    'There is no income lined up yet to repay it.',
    'The employer will reimburse the costs anyway; a short card balance paid off by the reimbursement may be simpler.',
    'The amount is small enough that the family would rather give it than keep track of it. A gift is fine too.',
    'The lender would need the money back before you are settled.',
  ],
  comparison: {
    caption: 'Family loan compared with a personal loan and a credit card for moving costs',
    columns: ['Family loan', 'Personal loan', 'Credit card'],
    rows: [
      ['Cost', 'Whatever you agree; 0% is common for small, short loans', 'Fixed rate based on your credit, sometimes with an origination fee', 'Usually the highest rate, unless paid in full each month'],
      ['Speed', 'As fast as you can agree and sign', 'Application and approval, usually days', 'Immediate if you have the limit'],
      ['Credit check', 'None', 'Yes', 'Already done when the card was opened'],
      ['Repayment', 'Fixed monthly schedule you choose', 'Fixed monthly schedule', 'Minimum payments; balance can linger'],
      ['Effect on credit', 'None; not reported', 'Reported: can help or hurt', 'Reported; high balances raise utilization'],
    ],
  },
  steps: [
    { title: 'Add up the real costs', text: 'Deposit, rent, movers, travel, and living costs until the first full paycheck.' },
    { title: 'Borrow only the gap', text: 'Subtract savings and any relocation assistance; borrow what is left.' },
    { title: 'Set a schedule you can keep', text: 'Start payments after your first paycheck; a short term keeps interest low.' },
    { title: 'Sign and track it', text: 'Put the terms in a Kinloan agreement and let reminders keep you on schedule.' },
  ],
  cautions: [
    'Loans of $10,000 or less between individuals are generally outside the IRS below-market loan rules, as long as the money isn’t used to buy income-producing assets, so an interest-free moving loan is usually simple. Larger loans: see [charging interest on a family loan](/know/charge-interest-family-friend-loan).',
    'Security deposits come back at the end of a lease. If part of the loan covers one, you can agree that the refund goes straight to the lender.',
  ],
  related: [
    { to: '/borrow101/cc-loan', label: 'Paying off credit card debt with a family loan' },
    { to: '/borrow101/negotiate-loan-terms', label: 'How to negotiate loan terms' },
    { to: '/know/alternatives-to-conventional-bank-loans-advantages', label: 'Alternatives to a bank loan' },
  ],
};

export default function MovingPage() {
  return <ComparisonPage content={CONTENT} />;
}

import { ComparisonPage, type ComparisonContent } from './ComparisonPage';

const CONTENT: ComparisonContent = {
  eyebrow: 'Business working capital',
  title: 'Friends-and-family loans for working capital',
  lead: 'Inventory before a busy season, a piece of equipment, a gap between paying suppliers and getting paid: small businesses often turn to people they know first. Here is when that makes sense, and how to keep both the business and the friendship healthy.',
  intro: [
    'Working capital is the money that keeps a business running between spending and earning. Banks offer lines of credit and term loans, mostly to businesses with a track record. The US Small Business Administration guarantees bank loans under its 7(a) program and funds microloans of up to $50,000 through nonprofit lenders. Online lenders and merchant cash advances are faster but can be very expensive.',
    'A loan from friends or family can be quicker and cheaper than any of these. It also puts someone’s savings, and a relationship, at the mercy of how the business does.',
  ],
  goodFit: [
    'The business already has revenue, and the loan covers a timing gap with a clear source of repayment.',
    'The amount is one the lender could lose without lasting harm.',
    'You can offer a fair rate and a realistic schedule, with a grace period for slow months.',
    'You are borrowing from one or two people who know the business, not raising from many.',
  ],
  notFit: [
    'The business has no revenue yet: early-stage funding is often better as equity or a convertible instrument. See [startup loans from friends and family](/borrow101/startup-business-loans-friends-and-family).',
    'The lender is expecting a share of the upside. That is an investment, and it needs different documents.',
    'You plan to ask many people, or people you don’t know well; that can become a securities offering with its own legal rules.',
    'A bank or SBA lender would lend to you at a reasonable rate, and you would rather keep family money out of the business.',
  ],
  comparison: {
    caption: 'Friends-and-family loan compared with bank or SBA loans and merchant cash advances',
    columns: ['Friends-and-family loan', 'Bank or SBA-backed loan', 'Merchant cash advance'],
    rows: [
      ['Cost', 'What you agree', 'Market rates; SBA loans have rate caps', 'Often very high effective cost'],
      ['Approval', 'The lender’s trust in you', 'Credit, cash flow, often collateral and a personal guarantee', 'Based on card sales; fast'],
      ['Speed', 'As fast as you can agree and sign', 'Weeks', 'Days'],
      ['Repayment', 'Monthly schedule you choose', 'Fixed monthly payments', 'A share of daily sales'],
      ['Builds business credit', 'No', 'Yes', 'Rarely'],
      ['If the business struggles', 'Whatever you agree together', 'Collateral and guarantees can be called', 'Collections can be aggressive'],
    ],
  },
  steps: [
    { title: 'Show the numbers', text: 'Share what the money is for, how it gets repaid, and what happens in a slow month.' },
    { title: 'Decide who borrows', text: 'You personally, or your company? Kinloan agreements are between two people.' },
    { title: 'Agree and sign', text: 'Set the amount, rate, term and grace period, and sign the agreement online.' },
    { title: 'Report progress', text: 'Pay on schedule, record every payment, and keep the lender informed.' },
  ],
  cautions: [
    'If your company (an LLC or corporation) is to be the borrower, or the lender wants a share of the business, have an attorney draft the documents: that is outside what Kinloan does.',
    'Interest a business pays on money borrowed for the business is generally deductible for it, and the lender reports the interest as income. If a loan goes unpaid, the lender may be able to deduct it as a bad debt only if it was a genuine, documented loan; see [the tax side of family loans](/know/taxes-implications-lending-borrowing-family-friends).',
  ],
  related: [
    { to: '/borrow101/startup-business-loans-friends-and-family', label: 'Startup loans from friends and family' },
    { to: '/borrow101/use-social-credibility', label: 'Using your reputation to borrow' },
    { to: '/know/alternatives-to-conventional-bank-loans-advantages', label: 'Alternatives to a bank loan' },
  ],
};

export default function BusinessLoansPage() {
  return <ComparisonPage content={CONTENT} />;
}

import { ComparisonPage, type ComparisonContent } from './ComparisonPage';

const CONTENT: ComparisonContent = {
  eyebrow: 'Student loan payoff',
  title: 'Paying off student loans with help from family',
  lead: 'A parent or relative pays off some of your student debt, and you repay them instead of the lender. It can save real money on private loans, and cost you valuable protections on federal ones.',
  intro: [
    'Student debt comes in two very different kinds. Federal student loans come with protections written into law: income-driven repayment plans, deferment and forbearance when you lose work, Public Service Loan Forgiveness, and discharge if the borrower dies or becomes permanently disabled. Private student loans, from banks and other lenders, have whatever terms the contract says, often at higher rates for borrowers with thin credit.',
    'Replacing a loan with a family loan moves the debt from a lender to someone who loves you. Whether that is a good trade depends mostly on which kind of loan you are paying off.',
  ],
  goodFit: [
    'You are paying off a private student loan with a high interest rate.',
    'The family member can lend at a lower rate and can comfortably wait the whole term to be repaid.',
    'Your income is steady enough to keep a fixed monthly payment.',
    'You want one simple payment instead of several loan servicers.',
  ],
  notFit: [
    'The loans are federal and you use, or may need, income-driven repayment, deferment, or Public Service Loan Forgiveness. Those protections end when the federal loan is paid off.',
    'The lender would need the money back early, or would be hurt if you couldn’t pay for a while.',
    'You rely on the student loan interest deduction: interest on a loan from a relative doesn’t qualify for it (see IRS Publication 970).',
    'Your rate is already low; the saving may not be worth mixing money and family.',
  ],
  comparison: {
    caption: 'Family loan compared with federal and private student loans',
    columns: ['Family loan', 'Federal student loan', 'Private student loan'],
    rows: [
      ['Interest rate', 'What you agree; the IRS AFR matters above $10,000', 'Set each year by a formula in federal law, then fixed for the life of the loan', 'Set by the lender, based on credit'],
      ['If income drops', 'Whatever you agree together', 'Income-driven plans, deferment, forbearance', 'Limited; depends on the lender'],
      ['Forgiveness programs', 'Only if the lender chooses to forgive', 'PSLF and others, for those who qualify', 'Rare'],
      ['Credit check', 'None', 'None for most federal loans', 'Yes'],
      ['Builds your credit history', 'No, not reported to credit bureaus', 'Yes', 'Yes'],
      ['Interest deduction', 'Not eligible (loan from a relative)', 'Eligible, within IRS limits', 'Eligible, within IRS limits'],
    ],
  },
  steps: [
    { title: 'List your loans', text: 'Note which are federal and which private, with each rate and balance. Start with the highest-rate private loan.' },
    { title: 'Agree on terms', text: 'Amount, rate, term and first payment date. Check the monthly payment in the calculator.' },
    { title: 'Sign the agreement', text: 'Put it in writing with Kinloan, signed by both of you, before any money moves.' },
    { title: 'Pay the servicer directly', text: 'Have the family lender pay the loan servicer, and keep the payoff letter.' },
  ],
  cautions: [
    'Lending more than $10,000 at a rate below the IRS Applicable Federal Rate can have tax consequences for the lender; our guide to [charging interest on a family loan](/know/charge-interest-family-friend-loan) explains the rules and exceptions.',
    'A family loan doesn’t appear on your credit report, so paying it on time won’t raise your score. If that matters, read [how to build credit](/borrow101/build-credit).',
  ],
  related: [
    { to: '/know/why-family-friends-bank', label: 'Why families act as each other’s bank' },
    { to: '/know/taxes-implications-lending-borrowing-family-friends', label: 'Taxes on family loans' },
    { to: '/borrow101/borrowing-money-from-friends-family', label: 'How to ask family for a loan' },
  ],
};

export default function StudentLoansPage() {
  return <ComparisonPage content={CONTENT} />;
}

/**
 * The FAQ as plain data: each answer is paragraphs of text with "[label](/path)" links, so the
 * page and (later) FAQPage structured data are generated from the same words.
 */

export interface FaqItem {
  id: string;
  question: string;
  answer: readonly string[];
}

export interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'using-kinloan',
    title: 'Using Kinloan',
    items: [
      {
        id: 'what-is-kinloan',
        question: 'What does Kinloan do?',
        answer: [
          'Kinloan makes loans between family and friends formal. You agree the amount, interest rate and repayment term; Kinloan works out an amortized monthly schedule, turns the terms into a loan agreement you both sign online, and then tracks payments and sends reminders until the loan is repaid. We also prepare [mortgage gift letters](/product-gift) for family members helping with a down payment.',
        ],
      },
      {
        id: 'who-can-use',
        question: 'Who can use Kinloan?',
        answer: [
          'Adults (18 or older) in the United States. Both people on a loan need their own Kinloan account with a verified email address, because each signs the agreement and sees the loan from their own dashboard.',
        ],
      },
      {
        id: 'does-kinloan-lend',
        question: 'Does Kinloan lend money or move money between us?',
        answer: [
          'No. Kinloan is not a bank or a lender and never holds your money. The lender hands over the loan, and the borrower repays, the way you already pay each other: bank transfer, check, Zelle, Venmo, PayPal or cash. You record each payment in Kinloan so you both see the same balance.',
        ],
      },
    ],
  },
  {
    id: 'fees',
    title: 'Fees',
    items: [
      {
        id: 'is-it-free',
        question: 'What is free, and what costs money?',
        answer: [
          'Setting up and running a loan between the two of you is free: your account, the terms and the payment schedule, the signed loan agreement, payment tracking and reminders.',
          'The only paid option is the managed service, a monthly subscription you can add to a loan if you’d like help with its follow-up. You see what it includes and its price on the checkout page before you pay, and nothing is charged unless you enroll.',
        ],
      },
      {
        id: 'payment-fees',
        question: 'Do you take a cut of payments?',
        answer: [
          'No. Payments go directly from one of you to the other, so Kinloan charges nothing per payment. Your bank or payment app may have its own fees.',
        ],
      },
    ],
  },
  {
    id: 'security',
    title: 'Security and privacy',
    items: [
      {
        id: 'how-secure',
        question: 'How do you keep my information safe?',
        answer: [
          'Kinloan runs on Google Cloud (Firebase). Everything travels over encrypted HTTPS connections, and Google encrypts stored data at rest. Sign-in is handled by Firebase Authentication, and you must verify your email address before you can see or sign a loan.',
          'Your browser never writes loan data directly: every change goes through our server, which checks who you are and whether you are a party to that loan. Every signature and change is recorded in a history that cannot be edited afterwards. Because we don’t process payments, we never ask for or store bank account or card numbers.',
        ],
      },
      {
        id: 'who-sees',
        question: 'Who can see my loan?',
        answer: [
          'Only the two people on it. If you enroll a loan in the managed service, the people providing it see what they need to do that job. A borrower can choose to publish a “loan wish” page to share with people they know; it shows only what the borrower chooses (a headline, a story, optionally the amount and name).',
          'We don’t sell personal information. Our [Privacy Policy](/policies#privacy) explains what we collect and why.',
        ],
      },
    ],
  },
  {
    id: 'e-signatures',
    title: 'E-signatures',
    items: [
      {
        id: 'are-e-signatures-valid',
        question: 'Is a loan agreement signed online legally valid?',
        answer: [
          'In the United States, yes, for an ordinary loan agreement. The federal ESIGN Act (2000) says a signature, contract or record may not be denied legal effect just because it is electronic. Nearly every state has also adopted the Uniform Electronic Transactions Act (UETA), which says the same; New York has its own electronic-signature law to the same effect.',
          'What makes an e-signature hold up is evidence that the right person meant to sign that document. Kinloan asks each signer to consent to electronic records, to type their full legal name (matching their verified profile), and records when and from which device each signature was made. A few documents have special rules, such as wills or a mortgage that has to be recorded with the county; those are outside what Kinloan does.',
        ],
      },
      {
        id: 'paper-copy',
        question: 'Can I get a copy of what I signed?',
        answer: [
          'Yes. Both of you can view and download the signed agreement at any time while you have an account, and print it if you want paper. Our [Consent to Electronic Records and Signatures](/policies#electronic-records) explains your rights, including how to ask for a paper copy.',
        ],
      },
    ],
  },
  {
    id: 'payments',
    title: 'Payments and missed payments',
    items: [
      {
        id: 'missed-payment',
        question: 'What happens if someone doesn’t pay?',
        answer: [
          'First, reminders: the borrower gets one before each due date. The agreement’s grace period gives a few days’ slack (10 days unless you chose otherwise), and a late fee applies only if you agreed one.',
          'A partial payment pays the interest due first and the rest goes to principal; what was missed stays owing. If money is tight, talk: you can agree new terms together in Kinloan, and the lender can forgive some or all of the balance (forgiven debt counts as a gift for tax purposes).',
          'If it comes to that, the signed agreement and the payment record are the evidence a small-claims court or an attorney will ask for. Kinloan itself doesn’t collect debts and doesn’t report to credit bureaus.',
        ],
      },
      {
        id: 'pay-early',
        question: 'Can the borrower pay early or pay extra?',
        answer: [
          'Always, with no penalty. Extra money goes straight to principal. The agreement says whether an extra payment shortens the loan (the default) or lowers the later monthly payments. See [how we amortize](/know/loan-amortization-calculator-interest-principal-schedule).',
        ],
      },
    ],
  },
  {
    id: 'interest',
    title: 'Interest, the AFR and taxes',
    items: [
      {
        id: 'must-charge-interest',
        question: 'Do we have to charge interest?',
        answer: [
          'Not always. Under the IRS below-market loan rules (Internal Revenue Code section 7872), a gift loan between individuals of $10,000 or less in total is generally left alone, as long as it isn’t used to buy income-producing assets. Up to $100,000, the interest the IRS imputes is limited to the borrower’s net investment income for the year, and treated as zero if that is $1,000 or less.',
          'Above those amounts, a loan at less than the Applicable Federal Rate can be treated as if the lender received the missing interest as income and gave it to the borrower as a gift. Our guide to [charging interest](/know/charge-interest-family-friend-loan) walks through it.',
        ],
      },
      {
        id: 'what-is-afr',
        question: 'What is the Applicable Federal Rate (AFR)?',
        answer: [
          'The minimum interest rates the IRS publishes every month in a revenue ruling: a short-term rate for loans of up to 3 years, a mid-term rate for over 3 and up to 9 years, and a long-term rate for longer loans. For a loan with a fixed term, the rate that matters is the one in effect in the month the loan is made. Look up the current ruling on IRS.gov under “Applicable Federal Rates”.',
        ],
      },
      {
        id: 'interest-taxes',
        question: 'Who pays tax on the interest?',
        answer: [
          'The lender: interest received is taxable income and goes on the lender’s tax return. A borrower generally can’t deduct interest on a personal loan, with exceptions such as a loan secured by their home and properly recorded (mortgage interest) or a loan used in their business. See [the tax side of family loans](/know/taxes-implications-lending-borrowing-family-friends).',
        ],
      },
    ],
  },
  {
    id: 'gift-letters',
    title: 'Gift letters',
    items: [
      {
        id: 'what-is-gift-letter',
        question: 'What is a mortgage gift letter?',
        answer: [
          'A signed statement from someone giving money toward a home purchase, saying how much, when, for which property, their relationship to the buyer, and that no repayment is expected. Mortgage lenders ask for one so they know the down payment isn’t a hidden loan. [Create one with Kinloan](/product-gift).',
        ],
      },
      {
        id: 'gift-letter-tax',
        question: 'Does giving a down payment mean paying gift tax?',
        answer: [
          'Rarely. In 2025 and 2026 each person can give $19,000 to each recipient without filing anything (it was $18,000 in 2024). Above that, the donor files IRS Form 709, and the excess reduces their lifetime exemption ($15 million per person for 2026); tax is due only once that is used up.',
        ],
      },
      {
        id: 'who-can-give',
        question: 'Can a friend give the gift, or only family?',
        answer: [
          'It depends on the mortgage program. Conventional loans that follow Fannie Mae rules generally accept gifts from relatives, a fiancé or fiancée, or a domestic partner. FHA loans also accept a close friend with a clearly defined and documented interest in the buyer. Your loan officer can confirm what your loan allows.',
        ],
      },
    ],
  },
];

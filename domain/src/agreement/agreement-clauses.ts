import type { ReadyLoanProposalDetails } from '../api/loan-request-schemas';
import type { PaymentMethod } from '../api/payment-methods';
import { formatLongDate } from '../dates';
import type { Installment, ScheduleTotals } from '../loan/amortization';
import { formatUsd } from '../money';
import { formatPercent } from '../rates';
import { dollarsInWords } from './amount-in-words';
import type { AgreementSection, KeyTerm } from './loan-agreement-types';
import { usStateName } from './us-state-names';

/**
 * The clauses of the note, in plain English. Every clause names the parties only by role
 * ("the Lender", "the Borrower") so the same words serve both signers.
 */

export interface ClauseFacts {
  readonly terms: ReadyLoanProposalDetails;
  readonly schedule: readonly Installment[];
  readonly totals: ScheduleTotals;
}

/** Days a payment may be late before the Lender may give notice of default; then as many again to cure. */
export const DEFAULT_NOTICE_DAYS = 30;
export const DEFAULT_CURE_DAYS = 30;

const HANDOVER_PHRASES: Readonly<Record<PaymentMethod, string>> = {
  cash: 'in cash',
  'bank-transfer': 'by bank transfer',
  check: 'by check',
  venmo: 'by Venmo',
  zelle: 'by Zelle',
  paypal: 'by PayPal',
  other: 'by a method the parties agree on',
};

export function handoverPhrase(method: PaymentMethod): string {
  return HANDOVER_PHRASES[method];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "the State of California", "the District of Columbia". */
export function governingLawName(stateCode: string): string {
  return stateCode === 'DC' ? 'the District of Columbia' : `the State of ${usStateName(stateCode)}`;
}

function first(schedule: readonly Installment[]): Installment {
  const row = schedule[0];
  if (!row) throw new RangeError('A loan agreement needs at least one installment.');
  return row;
}

function last(schedule: readonly Installment[]): Installment {
  return schedule[schedule.length - 1] ?? first(schedule);
}

function promiseToPay({ terms }: ClauseFacts): AgreementSection {
  const amount = `${dollarsInWords(terms.principalCents)} (${formatUsd(terms.principalCents)})`;
  return {
    heading: '1. Promise to Pay',
    paragraphs: [
      `For value received, the Borrower promises to pay the Lender the principal sum of ${amount}` +
        (terms.annualRateBps > 0 ? ', together with interest as described in section 2,' : ',') +
        ' according to the payments set out in section 3 and the payment schedule below.',
      'The Lender agrees to lend this amount to the Borrower on the terms of this agreement.',
    ],
  };
}

function interest({ terms }: ClauseFacts): AgreementSection {
  const start = formatLongDate(terms.disbursement.date);
  if (terms.annualRateBps === 0) {
    return {
      heading: '2. Interest',
      paragraphs: [
        'This is an interest-free loan: the annual interest rate is 0%. No interest accrues on the principal, ' +
          'and the Borrower repays only the principal borrowed.',
      ],
    };
  }
  return {
    heading: '2. Interest',
    paragraphs: [
      `Interest accrues on the unpaid principal at a fixed annual rate of ${formatPercent(terms.annualRateBps)}, ` +
        `from ${start}, the date the money is handed over, until the principal is repaid in full. ` +
        'This is simple interest: it is charged only on unpaid principal, never on unpaid interest.',
      'Interest is calculated monthly. For each monthly period between payment due dates, interest is the unpaid ' +
        'principal multiplied by one twelfth of the annual rate. The first period runs from the date the money is ' +
        `handed over to the first payment date, ${formatLongDate(terms.firstPaymentDate)}, and counts as one monthly period. ` +
        'When a payment is made part-way through a period, interest for that part is charged in proportion to the ' +
        'days elapsed. Interest is rounded to the nearest cent.',
    ],
  };
}

function payments({ terms, schedule }: ClauseFacts): AgreementSection {
  const firstRow = first(schedule);
  const lastRow = last(schedule);
  const regular = formatUsd(firstRow.paymentCents);
  const dayOfMonth = Number(terms.firstPaymentDate.slice(8, 10));
  const shortMonths = dayOfMonth > 28 ? ' (or on the last day of any month that is shorter)' : '';
  let plan: string;
  if (schedule.length === 1) {
    plan = `The Borrower will repay the loan in one payment of ${formatUsd(firstRow.paymentCents)}, due on ${formatLongDate(firstRow.dueDate)}.`;
  } else {
    const finalPart =
      lastRow.paymentCents === firstRow.paymentCents
        ? `The final payment is due on ${formatLongDate(lastRow.dueDate)}.`
        : `The final payment, due on ${formatLongDate(lastRow.dueDate)}, is ${formatUsd(lastRow.paymentCents)}: ` +
          'the principal still owed plus its interest, which absorbs the rounding of the monthly payments to whole cents.';
    plan =
      `The Borrower will repay the loan in ${schedule.length} monthly payments. Each payment of ${regular} is due on ` +
      `the same day of the month as the first payment${shortMonths}, starting on ${formatLongDate(firstRow.dueDate)}. ${finalPart}`;
  }
  return {
    heading: '3. Payments',
    paragraphs: [
      `The Lender will hand over the loan amount of ${formatUsd(terms.principalCents)} to the Borrower ` +
        `${handoverPhrase(terms.disbursement.method)} on ${formatLongDate(terms.disbursement.date)}.`,
      plan,
      'The Borrower will make each payment to the Lender in a way the Lender accepts, such as the way the loan was ' +
        'handed over. A payment counts as made on the day the Lender receives it. The payment schedule below shows ' +
        'every payment, assuming each one is made in full on its due date.',
    ],
  };
}

function applicationOfPayments({ terms }: ClauseFacts): AgreementSection {
  const afterExtra =
    terms.extraPaymentMode === 'keep-term-lower-payment'
      ? 'After an extra payment, the number of remaining payments and the final payment date stay the same, and the ' +
        'monthly payment is recalculated lower so that the remaining balance is repaid over the remaining payments.'
      : 'After an extra payment, the monthly payment stays the same and the loan is repaid sooner: payments stop once ' +
        'the balance is repaid, and the last one may be smaller.';
  return {
    heading: '4. Application of Payments',
    paragraphs: [
      (terms.annualRateBps > 0
        ? 'Each payment is applied first to interest accrued and unpaid up to the date of the payment, and then to ' +
          'principal. Interest left unpaid by a short payment is owed with the next payment; it is never added to the principal. '
        : 'Each payment is applied to principal. ') +
        'Any amount paid beyond the payments then due is an extra payment and goes entirely to principal.',
      afterExtra,
    ],
  };
}

function latePayment({ terms }: ClauseFacts): AgreementSection {
  if (terms.lateFeeCents === 0) {
    return {
      heading: '5. Late Payment',
      paragraphs: [
        'There is no late fee. ' +
          (terms.annualRateBps > 0 ? 'Interest continues to accrue on the unpaid principal until it is paid. ' : '') +
          'A late payment does not change the due dates of later payments.',
      ],
    };
  }
  const when =
    terms.lateFeeGraceDays === 0
      ? 'by its due date'
      : `within ${plural(terms.lateFeeGraceDays, 'day', 'days')} after its due date`;
  return {
    heading: '5. Late Payment',
    paragraphs: [
      `If a payment is not received in full ${when}, the Borrower will owe a one-time late fee of ` +
        `${formatUsd(terms.lateFeeCents)} for that payment. The fee is charged at most once per late payment, ` +
        'no interest is charged on it, and it does not change the due dates of later payments.',
    ],
  };
}

function prepayment({ terms }: ClauseFacts): AgreementSection {
  return {
    heading: '6. Prepayment',
    paragraphs: [
      'The Borrower may prepay all or part of the loan at any time without penalty or fee. Paying off the loan early ' +
        (terms.annualRateBps > 0
          ? 'requires only the unpaid principal plus the interest accrued up to the day of payment.'
          : 'requires only the unpaid principal.') +
        ' A partial prepayment is applied as an extra payment under section 4.',
    ],
  };
}

function defaultAndCollection(): AgreementSection {
  return {
    heading: '7. Default and Collection',
    paragraphs: [
      `If a payment is more than ${DEFAULT_NOTICE_DAYS} days late, the Lender may send the Borrower a written notice ` +
        '(an email is enough) stating the amount overdue. The parties agree to first talk in good faith about a way ' +
        'forward; any new payment plan must be in writing.',
      `If the overdue amount is not paid within ${DEFAULT_CURE_DAYS} days after that notice, the Borrower is in default. ` +
        'The Lender may then declare the entire unpaid principal and the interest accrued on it due at once, and may ' +
        'collect it by any means the governing law allows.',
      'If the Lender waits to enforce a right under this agreement or chooses not to, the Lender does not give up ' +
        'that right or any other.',
    ],
  };
}

function governingLaw({ terms }: ClauseFacts): AgreementSection {
  const law = governingLawName(terms.governingLawState);
  return {
    heading: '8. Governing Law',
    paragraphs: [
      `This agreement is governed by the laws of ${law}, without regard to its conflict-of-laws rules.`,
      'If any interest or fee under this agreement would exceed what that law allows, it is reduced to the maximum ' +
        'allowed, and anything paid beyond that maximum is applied to principal or refunded.',
    ],
  };
}

function electronicSignatures(): AgreementSection {
  return {
    heading: '9. Electronic Records and Signatures',
    paragraphs: [
      'Before signing, each party consented to use electronic records and electronic signatures for this agreement. ' +
        'Under the federal Electronic Signatures in Global and National Commerce Act (ESIGN Act) and the Uniform ' +
        'Electronic Transactions Act (UETA), this agreement and the electronic signatures on it are as valid and ' +
        'enforceable as a paper agreement signed in ink.',
      'Each party signs by typing their full legal name, and may also draw a signature. For each signature, the time, ' +
        'the IP address, the device and a SHA-256 fingerprint of the exact text signed are recorded. Each party may keep ' +
        'an electronic copy of this agreement and may ask the other party for a paper copy.',
    ],
  };
}

function entireAgreement(): AgreementSection {
  return {
    heading: '10. Entire Agreement, Amendments and Severability',
    paragraphs: [
      'This agreement is the entire agreement between the Lender and the Borrower about this loan and replaces any ' +
        'earlier discussions or understandings about it.',
      'It may be changed only by a written amendment signed by both parties; electronic signatures count. Neither party ' +
        "may transfer its rights or duties under this agreement without the other party's written consent. Notices under " +
        "this agreement may be sent to the other party's email address.",
      'If a court finds any part of this agreement invalid or unenforceable, that part is limited as little as needed ' +
        'and the rest of the agreement stays in effect.',
    ],
  };
}

/** Ends a free-text answer as a sentence, however it was typed. */
function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function purpose({ terms }: ClauseFacts): AgreementSection {
  return {
    heading: '11. Purpose',
    paragraphs: [
      `The Borrower states that the loan is for: ${sentence(terms.purpose)}`,
      'This is a personal loan between individuals. Kinloan provides the tools to write, sign and keep track of it; ' +
        'it is not a party to this agreement and does not lend or collect money.',
    ],
  };
}

/** Sections 1 to 11, in order. */
export function agreementSections(facts: ClauseFacts): AgreementSection[] {
  return [
    promiseToPay(facts),
    interest(facts),
    payments(facts),
    applicationOfPayments(facts),
    latePayment(facts),
    prepayment(facts),
    defaultAndCollection(),
    governingLaw(facts),
    electronicSignatures(),
    entireAgreement(),
    purpose(facts),
  ];
}

export const NON_NEGOTIABLE_STATEMENT =
  'NOTICE: This note is not a negotiable instrument. It is a personal agreement between the Lender and the Borrower ' +
  'named in it. It cannot be sold, endorsed or transferred as a negotiable instrument, and no one who acquires it ' +
  'takes it free of the defenses the Borrower has against the Lender.';


/** The summary box at the top of the note: the figures a person checks first. */
export function keyTerms({ terms, schedule, totals }: ClauseFacts): KeyTerm[] {
  const firstRow = first(schedule);
  const lastRow = last(schedule);
  const payment =
    schedule.length === 1 || lastRow.paymentCents === firstRow.paymentCents
      ? formatUsd(firstRow.paymentCents)
      : `${formatUsd(firstRow.paymentCents)} (final payment ${formatUsd(lastRow.paymentCents)})`;
  return [
    { label: 'Loan amount', value: formatUsd(terms.principalCents) },
    {
      label: 'Annual interest rate',
      value: terms.annualRateBps === 0 ? '0% (interest-free)' : `${formatPercent(terms.annualRateBps)} fixed, simple interest`,
    },
    { label: 'Term', value: plural(terms.termMonths, 'month', 'months') },
    { label: 'Monthly payment', value: payment },
    { label: 'Number of payments', value: String(schedule.length) },
    { label: 'First payment date', value: formatLongDate(firstRow.dueDate) },
    { label: 'Final payment date', value: formatLongDate(lastRow.dueDate) },
    {
      label: 'Money handed over',
      value: `${formatLongDate(terms.disbursement.date)}, ${handoverPhrase(terms.disbursement.method)}`,
    },
    {
      label: 'Late fee',
      value:
        terms.lateFeeCents === 0
          ? 'None'
          : terms.lateFeeGraceDays === 0
            ? `${formatUsd(terms.lateFeeCents)} if a payment is not made by its due date`
            : `${formatUsd(terms.lateFeeCents)} if a payment is more than ${plural(terms.lateFeeGraceDays, 'day', 'days')} late`,
    },
    { label: 'Prepayment', value: 'Allowed any time, without penalty' },
    { label: 'Total interest', value: formatUsd(totals.totalInterestCents) },
    { label: 'Total of payments', value: formatUsd(totals.totalPaidCents) },
    { label: 'Governing law', value: usStateName(terms.governingLawState) },
  ];
}

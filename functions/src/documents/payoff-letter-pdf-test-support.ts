import { buildLedger, buildPayoffLetter, buildSchedule, type LedgerTerms } from '@kinloan/domain';
import { sha256OfText } from '../signing/executed-documents';
import type { PayoffLetterPdfInput } from './payoff-letter-pdf';

// A real-sized loan: $12,000 at 4% over 36 months, every installment paid on its due date.
export const terms: LedgerTerms = {
  principalCents: 1_200_000,
  annualRateBps: 400,
  termMonths: 36,
  firstPaymentDate: '2024-02-01',
  loanStartDate: '2024-01-01',
  extraPaymentMode: 'keep-payment-shorten-term',
  lateFeeCents: 2_500,
  lateFeeGraceDays: 10,
};
const payments = buildSchedule(terms).map((row) => ({ id: `p${row.number}`, amountCents: row.paymentCents, paidOn: row.dueDate }));
export const ledger = buildLedger(terms, payments, '2027-01-05');
const letter = buildPayoffLetter({
  loanId: 'Qw2Kd9gft3LmN8pR4sT6',
  agreementSha256: 'b'.repeat(64),
  agreementExecutedOn: '2023-12-28',
  lenderName: 'Maya Grace Okafor',
  borrowerName: 'Daniel Okafor',
  terms,
  payoffDate: '2027-01-05',
  payments: ledger.payments,
});
export const samplePayoffInput: PayoffLetterPdfInput = {
  letter,
  documentSha256: sha256OfText(letter.fullText),
  generatedAt: '2027-01-05T18:22:40.000Z',
  issue: {
    byRole: 'Borrower',
    byName: 'Daniel Okafor',
    byEmail: 'daniel.okafor.family.loans@example.com',
    byCustomerId: 'k3Jd9QwLmN8pR4sT6vX2yZ1aB0c',
    at: '2027-01-05T18:22:40.000Z',
    ip: '203.0.113.24',
    forwardedFor: '203.0.113.24, 10.0.0.2',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    lenderCustomerId: 'Mq7Lk2Jd9QwLmN8pR4sT6vX2yZ1',
  },
  verification: { code: '7K3M-Q9XD-2PHA', checkUrl: 'https://kinloan.com/verify' },
};

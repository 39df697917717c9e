import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { buildSchedule, type CalendarDate } from '@kinloan/domain';
import { freshServicing, type LoanDocument } from '../../../functions/src/loans/loan-document';

/**
 * Loans for the reminder job's tests and bench, written straight to Firestore in the shape
 * finalize writes: many at once, dated where the test needs them. Their parties need no
 * accounts (the job only mails them), so thousands can be made in seconds.
 */

export function reminderTerms(firstPaymentDate: CalendarDate): LoanDocument['terms'] {
  const start = new Date(`${firstPaymentDate}T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return {
    principalCents: 240_000,
    annualRateBps: 500,
    termMonths: 12,
    firstPaymentDate,
    purpose: 'Moving costs',
    lateFeeCents: 1_500,
    lateFeeGraceDays: 5,
    prepaymentAllowed: true,
    extraPaymentMode: 'keep-payment-shorten-term',
    governingLawState: 'OR',
    disbursement: { method: 'bank-transfer', date: start.toISOString().slice(0, 10) },
  };
}

/** A party to a seeded loan: an account's uid, role, names and email. */
export interface LoanParty {
  customerId: string;
  role: 'lender' | 'borrower';
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
}

function party(tag: string, role: 'lender' | 'borrower'): LoanParty {
  return { customerId: `${tag}-${role}`, role, firstName: role === 'lender' ? 'Lena' : 'Ben', middleName: '', lastName: 'Example', email: `${tag}-${role}@example.com` };
}

function signature(customerId: string, email: string, at: string) {
  return { signedAt: at, typedFullName: 'Example', hasDrawnSignature: false, documentSha256: 'a'.repeat(64), signerCustomerId: customerId, signerEmail: email, statements: [], consentAt: at, ip: '203.0.113.7', forwardedFor: '203.0.113.7', userAgent: 'ReminderBench/1.0', drawnSignatureSha256: null };
}

/** An active loan, nothing paid, whose first installment is due on `firstPaymentDate`. */
export function reminderLoan(
  firstPaymentDate: CalendarDate,
  id = `rl${randomUUID().replace(/-/g, '').slice(0, 18)}`,
  people: { lender: LoanParty; borrower: LoanParty; startDate?: CalendarDate } = { lender: party(id, 'lender'), borrower: party(id, 'borrower') },
): LoanDocument {
  const base = reminderTerms(firstPaymentDate);
  const terms = people.startDate ? { ...base, disbursement: { ...base.disbursement, date: people.startDate } } : base;
  const { lender, borrower } = people;
  const at = `${terms.disbursement.date}T12:00:00.000Z`;
  return {
    id,
    loanRequestId: id,
    status: 'active',
    terms,
    lender,
    borrower,
    lenderCustomerId: lender.customerId,
    borrowerCustomerId: borrower.customerId,
    partyIds: [lender.customerId, borrower.customerId],
    schedule: buildSchedule(terms),
    agreementSha256: 'a'.repeat(64),
    signatures: { lender: signature(lender.customerId, lender.email, at), borrower: signature(borrower.customerId, borrower.email, at) },
    executedAt: at,
    loanNotes: [],
    ...freshServicing(terms, at),
  };
}

/** Writes the loans, 400 to a batch. */
export async function writeLoans(db: Firestore, loans: readonly LoanDocument[]): Promise<void> {
  for (let at = 0; at < loans.length; at += 400) {
    const batch = db.batch();
    for (const loan of loans.slice(at, at + 400)) batch.set(db.collection('loans').doc(loan.id), loan);
    await batch.commit();
  }
}

/** A day far from every other test's loans, so a test sees only its own: 2080–2099, days 1–28. */
export function isolatedDay(): CalendarDate {
  const year = 2080 + Math.floor(Math.random() * 20);
  const month = 1 + Math.floor(Math.random() * 12);
  const day = 1 + Math.floor(Math.random() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export async function remindersSentOn(db: Firestore, day: CalendarDate): Promise<string[]> {
  const snapshot = await db.collection('reminders').where('sentOn', '==', day).get();
  return snapshot.docs.map((doc) => doc.id).sort();
}

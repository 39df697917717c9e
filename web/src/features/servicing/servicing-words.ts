import {
  agreementNumberOf,
  isLiveSubscription,
  PAYMENT_METHOD_LABELS,
  type InstallmentStatus,
  type LoanPaymentResponse,
  type LoanResponse,
  type LoanRole,
  type LoanStatus,
  type PaymentMethod,
  type PaymentStatus,
  type ReminderLevel,
  type ServiceEnrollmentStatus,
  type ServiceEnrollmentSummary,
} from '@kinloan/domain';
import { fullName, instantWords } from '../loans/loan-words';

/** Plain words for the loan record: statuses, methods, who wrote what. */

export const INSTALLMENT_STATUS_WORDS: Readonly<Record<InstallmentStatus, string>> = {
  paid: 'Paid',
  'partly-paid': 'Partly paid',
  due: 'Due',
  late: 'Late',
  upcoming: 'Upcoming',
};

export const PAYMENT_STATUS_WORDS: Readonly<Record<PaymentStatus, string>> = {
  'pending-confirmation': 'Waiting for confirmation',
  confirmed: 'Confirmed',
  disputed: 'Disputed',
  withdrawn: 'Withdrawn',
};

export const LOAN_STATUS_WORDS: Readonly<Record<LoanStatus, string>> = {
  active: 'Active',
  'paid-off': 'Paid off',
  forgiven: 'Forgiven',
  'ended-other': 'Ended',
};

export const REMINDER_WORDS: Readonly<Record<ReminderLevel, { label: string; hint: string }>> = {
  all: { label: 'All reminders', hint: '3 days before each due date, on the day, and if a payment is late.' },
  'overdue-only': { label: 'Only when a payment is late', hint: '1 and 7 days after a missed due date.' },
  off: { label: 'No reminder emails', hint: 'You still get emails about payments and the loan ending.' },
};

/** The API sends statuses and methods as strings; unknown ones are shown as they came. */
export function paymentStatusWords(status: string): string {
  return PAYMENT_STATUS_WORDS[status as PaymentStatus] ?? status;
}

export function paymentMethodWords(method: string): string {
  return PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;
}

type Parties = Pick<LoanResponse, 'lender' | 'borrower' | 'yourLoanRole'>;

export function partyName(loan: Parties, role: LoanRole): string {
  const party = role === 'lender' ? loan.lender : loan.borrower;
  return fullName(party) || party.email;
}

/** Who wrote a note or recorded a payment, from the reader's side: "You", "Daniel Okafor", "Kinloan". */
export function authorWords(loan: Parties, customerId: string | null): string {
  if (customerId === null) return 'Kinloan';
  const mine = loan.yourLoanRole === 'lender' ? loan.lender : loan.borrower;
  if (customerId === mine.customerId) return 'You';
  if (customerId === loan.lender.customerId) return `${partyName(loan, 'lender')} (lender)`;
  if (customerId === loan.borrower.customerId) return `${partyName(loan, 'borrower')} (borrower)`;
  return 'Someone else';
}

export function recordedByWords(loan: Parties, payment: Pick<LoanPaymentResponse, 'recordedBy'>): string {
  if (payment.recordedBy === loan.yourLoanRole) return 'you';
  return `${partyName(loan, payment.recordedBy)} (${payment.recordedBy})`;
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** "Mar 1, 2026" for a calendar date. */
export function shortDateWords(date: string): string {
  return shortDate.format(new Date(`${date}T00:00:00Z`));
}

/** The managed-service enrollment in a word or two, as the provider last reported it. */
export const ENROLLMENT_STATUS_WORDS: Readonly<Record<ServiceEnrollmentStatus, string>> = {
  'checkout-started': 'checkout started',
  active: 'active',
  'past-due': 'payment failed',
  cancelled: 'cancelled',
};

export function enrollmentWords(status: ServiceEnrollmentStatus): string {
  return ENROLLMENT_STATUS_WORDS[status] ?? status;
}

/** Where the enrollment stands, in a sentence, claiming no more than the provider has said. */
export function enrollmentStateWords(loan: Parties, enrollment: ServiceEnrollmentSummary): string {
  const author = authorWords(loan, enrollment.byCustomerId);
  const who = author === 'You' ? 'you' : author;
  switch (enrollment.status) {
    case 'active':
      return `The managed service is active for this loan (enrolled by ${who}). It renews monthly; you can change or cancel it from “Manage subscription”.`;
    case 'past-due':
      return 'The latest monthly payment for the managed service failed. The payment provider will try again; update the payment method from “Manage subscription” to keep the service.';
    case 'cancelled':
      return `The managed service subscription for this loan was cancelled${enrollment.updatedAt ? ` on ${instantWords(enrollment.updatedAt)}` : ''}. You can enroll the loan again at any time.`;
    default:
      return `Checkout started on ${instantWords(enrollment.enrolledAt)} by ${who}. The subscription shows as active once the payment provider confirms it; if the checkout wasn’t finished, you can start it again.`;
  }
}

export function hasLiveSubscription(enrollment: ServiceEnrollmentSummary | null): boolean {
  return isLiveSubscription(enrollment?.status);
}

/** Paths of the loan's servicing pages. */
export const servicingPaths = {
  record: (id: string) => `/${encodeURIComponent(id)}/loan-record`,
  receipt: (id: string, paymentId: string) => `/${encodeURIComponent(id)}/loan-record/${encodeURIComponent(paymentId)}/payment-report`,
  end: (id: string) => `/${encodeURIComponent(id)}/loan-end`,
  service: (id: string) => `/${encodeURIComponent(id)}/service-enrollment`,
  executed: (id: string) => `/${encodeURIComponent(id)}/executed`,
  taxStatement: (id: string, year: number) => `/${encodeURIComponent(id)}/loan-record/tax-statements/${year}`,
};

/**
 * "Agreement KL-… · payment no. 2": the loan by the number its agreement carries, the payment
 * by its place among the loan's payments in the order they were recorded (ids grow with it, and
 * payments are never removed, only withdrawn), never the raw ids.
 */
export function paymentReference(loan: Pick<LoanResponse, 'id' | 'payments'>, paymentId: string): string {
  const order = loan.payments.map((p) => p.id).sort();
  const place = order.indexOf(paymentId);
  return `Agreement ${agreementNumberOf(loan.id)} · payment no. ${place === -1 ? order.length + 1 : place + 1}`;
}

import { randomUUID } from 'node:crypto';
import {
  buildLedger,
  type LedgerPayment,
  type LoanPaymentResponse,
  type LoanResponse,
} from '@kinloan/domain';
import type { ApiAnswer, ErrorAnswerBody } from './api';
import { DRAWN_SIGNATURE, person, readyForRecipientSignature, sendTo, signAs, signedByInitiator, v1, v2, type Person } from './loans';

/**
 * Helpers for the loan servicing tests: a loan executed through the API whose dates lie in
 * the past (so payments can be recorded today), and the servicing calls.
 */

/** $5,000.00 at 4% over 12 months: handed over 2026-01-05, first payment 2026-02-01. */
export const PAST_TERMS = {
  principalCents: 500_000,
  annualRateBps: 400,
  termMonths: 12,
  firstPaymentDate: '2026-02-01',
  purpose: 'A used car to get to work',
  lateFeeCents: 2_500,
  lateFeeGraceDays: 10,
  governingLawState: 'OR',
  disbursement: { method: 'bank-transfer', date: '2026-01-05' },
};

export const PAST_LEDGER_TERMS = {
  principalCents: PAST_TERMS.principalCents,
  annualRateBps: PAST_TERMS.annualRateBps,
  termMonths: PAST_TERMS.termMonths,
  firstPaymentDate: PAST_TERMS.firstPaymentDate,
  loanStartDate: PAST_TERMS.disbursement.date,
  extraPaymentMode: 'keep-payment-shorten-term' as const,
  lateFeeCents: PAST_TERMS.lateFeeCents,
  lateFeeGraceDays: PAST_TERMS.lateFeeGraceDays,
};

/** The level payment of PAST_TERMS. */
export const MONTHLY = 42_575;

export interface ServicedPair {
  maya: Person;
  daniel: Person;
  loanId: string;
}

/** Maya borrows from Daniel; both signed and finalized through the API. */
export async function servicedLoan(): Promise<ServicedPair> {
  const [maya, daniel] = await Promise.all([person({ firstName: 'Maya' }), person({ firstName: 'Daniel' })]);
  return { maya, daniel, loanId: await servicedLoanBetween(maya, daniel) };
}

/** One more such loan between the same two people (or on other terms dated in the past): its id. */
export async function servicedLoanBetween(maya: Person, daniel: Person, loanProposalDetails: Record<string, unknown> = PAST_TERMS): Promise<string> {
  const signed = await signedByInitiator(maya, 'borrow', { loanProposalDetails });
  await sendTo(maya, signed.id, daniel);
  await readyForRecipientSignature(daniel, signed.id);
  const sign = await signAs(daniel, signed.id, { typedFullName: daniel.fullName, drawnSignaturePng: DRAWN_SIGNATURE });
  if (sign.status !== 200) throw new Error(`recipient sign: ${sign.status} ${sign.text}`);
  const countersign = await signAs(maya, signed.id);
  if (countersign.status !== 200) throw new Error(`countersign: ${countersign.status} ${countersign.text}`);
  const finalized = await v2('POST', `/loanRequests/${signed.id}/finalize`, { token: maya.token });
  if (finalized.status !== 200) throw new Error(`finalize: ${finalized.status} ${finalized.text}`);
  return signed.id;
}

export function paymentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { amountCents: MONTHLY, paidOn: '2026-02-01', method: 'zelle', ...overrides };
}

export async function pay(
  who: Person,
  loanId: string,
  body: Record<string, unknown> = paymentBody(),
  key: string | null = randomUUID(),
): Promise<ApiAnswer<LoanPaymentResponse & ErrorAnswerBody>> {
  return v1<LoanPaymentResponse & ErrorAnswerBody>('POST', `/loans/${loanId}/payments`, {
    token: who.token,
    body,
    headers: key === null ? {} : { 'Idempotency-Key': key },
  });
}

export async function paymentAction(who: Person, loanId: string, paymentId: string, action: 'confirm' | 'dispute' | 'withdraw', body: unknown = {}) {
  return v1<LoanPaymentResponse & ErrorAnswerBody>('POST', `/loans/${loanId}/payments/${paymentId}/${action}`, { token: who.token, body });
}

export async function loanOf(who: Person, loanId: string): Promise<LoanResponse> {
  const answer = await v1<LoanResponse>('GET', `/loans/${loanId}`, { token: who.token });
  if (answer.status !== 200) throw new Error(`GET /loans/${loanId}: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** The balance the ledger gives for these confirmed payments: what the API must agree with. */
export function expectedBalance(payments: readonly LedgerPayment[]): number {
  return buildLedger(PAST_LEDGER_TERMS, payments, '2026-11-20').balanceCents;
}

export function detailOf(answer: ApiAnswer<unknown>): string {
  return (answer.body as ErrorAnswerBody).error?.detail ?? '';
}

export { v1, v2 };

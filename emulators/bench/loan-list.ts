// The dashboard's list (GET /api/v1/loans) as a lender's loans pile up: reads and latency for
// 1, 10 and 50 loans, each with payments and a note. The list should grow with the loans, not
// with loans × payments. Part of `npm run bench:api`.
import { clearRateLimits } from '../integration/support/api';
import { person, type Person } from '../integration/support/loans';
import { pay, paymentBody, servicedLoanBetween, v1 } from '../integration/support/servicing';
import { FIRESTORE_OPS_HEADER, parseOpCount, percentile } from './bench-stats';

export const LIST_SIZES = [1, 10, 50] as const;
const CALLS_PER_SIZE = 7;

/** Two confirmed payments, one waiting for the lender, one note: what a loan a few months in has. */
async function addHistory(borrower: Person, lender: Person, loanId: string): Promise<void> {
  for (const paidOn of ['2026-02-01', '2026-03-01']) {
    const answer = await pay(lender, loanId, paymentBody({ paidOn }));
    if (answer.status !== 201) throw new Error(`payment: ${answer.status} ${answer.text}`);
  }
  const pending = await pay(borrower, loanId, paymentBody({ paidOn: '2026-04-01' }));
  if (pending.status !== 201) throw new Error(`payment: ${pending.status} ${pending.text}`);
  const note = await v1('POST', `/loans/${loanId}/notes`, { token: borrower.token, body: { text: 'Sent by Zelle.' } });
  if (note.status !== 201) throw new Error(`note: ${note.status} ${note.text}`);
}

interface ListRow {
  loans: number;
  payments: number;
  reads: number;
  p50: number;
}

async function timeList(lender: Person, loans: number): Promise<ListRow> {
  const ms: number[] = [];
  let reads = Number.NaN;
  for (let i = 0; i < CALLS_PER_SIZE; i += 1) {
    const started = performance.now();
    const answer = await v1<{ loans: unknown[] }>('GET', '/loans?customerId=me', { token: lender.token });
    ms.push(performance.now() - started);
    if (answer.status !== 200 || answer.body.loans.length !== loans) throw new Error(`GET /loans: ${answer.status}, ${answer.body.loans?.length} loans`);
    reads = parseOpCount(answer.headers.get(FIRESTORE_OPS_HEADER))?.reads ?? Number.NaN;
  }
  return { loans, payments: loans * 3, reads, p50: percentile(ms, 50) };
}

/** Builds one lender's loans up to each size in turn and lists them; prints the table. */
export async function benchLoanList(onProgress: (line: string) => void = () => {}): Promise<string> {
  const [borrower, lender] = await Promise.all([person({ firstName: 'Maya' }), person({ firstName: 'Daniel' })]);
  const rows: ListRow[] = [];
  let made = 0;
  for (const size of LIST_SIZES) {
    while (made < size) {
      // The bench sends one person more invitations in a day than the abuse limits allow anyone.
      if (made % 4 === 0) await clearRateLimits();
      const loanId = await servicedLoanBetween(borrower, lender);
      await addHistory(borrower, lender, loanId);
      made += 1;
    }
    onProgress(`  ${size} loans made, listing …`);
    rows.push(await timeList(lender, size));
  }
  return [
    '',
    `Dashboard list bench: GET /api/v1/loans for one lender, ${CALLS_PER_SIZE} calls per size; each loan has 3 payments (one waiting for the lender) and a note.`,
    '',
    `${'loans'.padStart(5)}  ${'payments'.padStart(8)}  ${'reads'.padStart(5)}  ${'p50 ms'.padStart(6)}`,
    ...rows.map((r) => `${String(r.loans).padStart(5)}  ${String(r.payments).padStart(8)}  ${String(r.reads).padStart(5)}  ${r.p50.toFixed(0).padStart(6)}`),
    '',
  ].join('\n');
}

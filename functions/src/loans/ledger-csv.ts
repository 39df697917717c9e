import {
  PAYMENT_METHOD_LABELS,
  installmentNotReached,
  paymentOrder,
  type Cents,
  type InstallmentStatus,
  type Ledger,
  type PaymentStatus,
} from '@kinloan/domain';
import type { PaymentDocument } from './payment-document';

/**
 * The ledger as CSV (RFC 4180): the installments, scheduled against paid, then every payment
 * with how it was applied. Lines end in CRLF and the file starts with a byte-order mark, so
 * spreadsheet programs read it as UTF-8. Text people typed (payment notes) is defused: a cell
 * starting with = + - @ (or a tab or carriage return) would run as a formula when the file is
 * opened, so it gets a leading apostrophe and stays text.
 */

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const BOM = '\uFEFF';

const INSTALLMENT_STATUS: Readonly<Record<InstallmentStatus, string>> = {
  paid: 'Paid',
  'partly-paid': 'Partly paid',
  due: 'Due',
  late: 'Late',
  upcoming: 'Upcoming',
};

const PAYMENT_STATUS: Readonly<Record<PaymentStatus, string>> = {
  'pending-confirmation': 'Waiting for confirmation',
  confirmed: 'Confirmed',
  disputed: 'Disputed',
  withdrawn: 'Withdrawn',
};

/** "1132.27": a plain number a spreadsheet can sum, no currency sign or separators. */
export function dollars(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Someone's text, made safe to open: never a formula. */
export function defused(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One field, quoted when it holds a comma, a quote, a line break or edge spaces (quotes doubled). */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvRow(fields: readonly string[]): string {
  return fields.map(csvField).join(',');
}

/** Rows as a whole file: a byte-order mark, CRLF after every line. */
export function csvFile(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map(csvRow).join('\r\n') + '\r\n';
}

export function ledgerCsv(ledger: Ledger, payments: readonly PaymentDocument[]): string {
  const applied = new Map(ledger.payments.map((payment) => [payment.id, payment]));
  const rows: string[][] = [
    ['Installments'],
    ['Installment', 'Due date', 'Scheduled payment', 'Interest', 'Principal', 'Paid', 'Paid on', 'Status', 'Running balance (as scheduled)', 'Due as the payments so far leave it'],
    ...ledger.installments.map((row) => [
      String(row.number),
      row.dueDate,
      dollars(row.scheduled.paymentCents),
      dollars(row.scheduled.interestCents),
      dollars(row.scheduled.principalCents),
      dollars(row.paidCents),
      row.paidOn ?? '',
      installmentNotReached(row) ? 'Not needed' : INSTALLMENT_STATUS[row.status],
      dollars(row.scheduled.balanceCents),
      dollars(row.dueCents),
    ]),
    [],
    ['Payments'],
    ['Date', 'Amount', 'Interest', 'Principal', 'Extra principal', 'Balance after', 'Method', 'Status', 'Recorded by', 'Note'],
    ...[...payments].sort(paymentOrder).map((payment) => {
      const allocation = payment.status === 'confirmed' ? applied.get(payment.id) : undefined;
      const money = allocation
        ? [allocation.interestCents, allocation.principalCents, allocation.extraPrincipalCents, allocation.balanceAfterCents].map(dollars)
        : ['', '', '', ''];
      return [
        payment.paidOn,
        dollars(payment.amountCents),
        ...money,
        PAYMENT_METHOD_LABELS[payment.method],
        PAYMENT_STATUS[payment.status],
        payment.recordedBy === 'lender' ? 'Lender' : 'Borrower',
        defused(payment.note ?? ''),
      ];
    }),
  ];
  return csvFile(rows);
}

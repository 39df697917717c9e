import { addCalendarDays, agreementNumberOf, formatUsd, type CalendarDate, type LedgerInstallment, type LoanRole } from '@kinloan/domain';

/**
 * The remaining due dates as an iCalendar file (RFC 5545): one all-day event per installment
 * still to pay, with a UID fixed per loan and installment so a re-import updates the events
 * instead of duplicating them. Lines end in CRLF and are folded at 75 octets.
 *
 * Every figure is the ledger's own (buildLedger's installments, as the loan record page and the
 * CSV show them): what the installment asks for as things stand (`dueCents`, the figure the
 * reminders use too) less what was paid toward it, with the agreed split while unchanged. A projection of its own (after an early payment interest accrues over a longer
 * period) would put a second, different number on the same installment.
 */

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const MAX_OCTETS = 75;

export interface CalendarInput {
  readonly loanId: string;
  readonly role: LoanRole;
  readonly lenderName: string;
  readonly borrowerName: string;
  /** The ledger's installments; the calendar shows those not yet paid. */
  readonly installments: readonly LedgerInstallment[];
  readonly link: string;
  /** The moment the file is made (DTSTAMP). */
  readonly now: Date;
}

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n|\r/g, '\\n');
}

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with a
 * space; never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

function basicDate(date: CalendarDate): string {
  return date.replace(/-/g, '');
}

function utcStamp(now: Date): string {
  return `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

export function installmentUid(loanId: string, installmentNumber: number): string {
  return `kinloan-loan-${loanId}-installment-${installmentNumber}@kinloan.com`;
}

/**
 * "Installment 2 of 12 (loan KL-…): $425.75 as scheduled (interest $15.30, principal $410.45)."
 * or, once the payments so far changed it (extra principal, a payment early or late), "$386.36
 * as the payments so far leave it (agreed $425.75).", and what is left of it.
 */
function installmentWords(row: LedgerInstallment, count: number, loanId: string): string {
  const { paymentCents, interestCents, principalCents } = row.scheduled;
  const amount =
    row.dueCents === paymentCents
      ? `${formatUsd(paymentCents)} as scheduled (interest ${formatUsd(interestCents)}, principal ${formatUsd(principalCents)}).`
      : `${formatUsd(row.dueCents)} as the payments so far leave it (agreed ${formatUsd(paymentCents)}).`;
  const words = `Installment ${row.number} of ${count} (loan ${agreementNumberOf(loanId)}): ${amount}`;
  return row.paidCents > 0 ? `${words} Paid so far ${formatUsd(row.paidCents)}, left to pay ${formatUsd(leftToPay(row))}.` : words;
}

function leftToPay(row: LedgerInstallment): number {
  return row.dueCents - row.paidCents;
}

export function loanCalendar(input: CalendarInput): string {
  const stamp = utcStamp(input.now);
  const title = input.role === 'borrower' ? `Loan payments to ${input.lenderName}` : `Loan payments from ${input.borrowerName}`;
  // An installment extra principal made unnecessary asks for nothing: no event for it.
  const open = input.installments.filter((row) => row.status !== 'paid' && leftToPay(row) > 0);
  const events = open.flatMap((row) => {
    const amount = formatUsd(leftToPay(row));
    const summary =
      input.role === 'borrower' ? `Loan payment due to ${input.lenderName}: ${amount}` : `Loan payment due from ${input.borrowerName}: ${amount}`;
    return [
      'BEGIN:VEVENT',
      `UID:${installmentUid(input.loanId, row.number)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(row.dueDate)}`,
      `DTEND;VALUE=DATE:${basicDate(addCalendarDays(row.dueDate, 1))}`,
      `SUMMARY:${icsText(summary)}`,
      `DESCRIPTION:${icsText(`${installmentWords(row, input.installments.length, input.loanId)} The loan record: ${input.link}`)}`,
      `URL:${input.link}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ];
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kinloan//Loan payment calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(title)}`,
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

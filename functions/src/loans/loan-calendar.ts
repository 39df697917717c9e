import { addCalendarDays, formatUsd, type CalendarDate, type Installment, type LoanRole } from '@kinloan/domain';

/**
 * The remaining due dates as an iCalendar file (RFC 5545): one all-day event per installment
 * still to pay, with a UID fixed per loan and installment so a re-import updates the events
 * instead of duplicating them. Lines end in CRLF and are folded at 75 octets.
 */

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const MAX_OCTETS = 75;

export interface CalendarInput {
  readonly loanId: string;
  readonly role: LoanRole;
  readonly lenderName: string;
  readonly borrowerName: string;
  readonly remaining: readonly Installment[];
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

export function loanCalendar(input: CalendarInput): string {
  const stamp = utcStamp(input.now);
  const title = input.role === 'borrower' ? `Loan payments to ${input.lenderName}` : `Loan payments from ${input.borrowerName}`;
  const events = input.remaining.flatMap((row) => {
    const amount = formatUsd(row.paymentCents);
    const summary =
      input.role === 'borrower' ? `Loan payment due to ${input.lenderName}: ${amount}` : `Loan payment due from ${input.borrowerName}: ${amount}`;
    return [
      'BEGIN:VEVENT',
      `UID:${installmentUid(input.loanId, row.number)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(row.dueDate)}`,
      `DTEND;VALUE=DATE:${basicDate(addCalendarDays(row.dueDate, 1))}`,
      `SUMMARY:${icsText(summary)}`,
      `DESCRIPTION:${icsText(`Installment ${row.number}: ${amount} (interest ${formatUsd(row.interestCents)}, principal ${formatUsd(row.principalCents)}). The loan record: ${input.link}`)}`,
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

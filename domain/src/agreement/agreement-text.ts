import type { Installment, ScheduleTotals } from '../loan/amortization';
import { formatUsd } from '../money';
import type { AgreementParty, AgreementSection, KeyTerm } from './loan-agreement-types';
import { partyAddress, partyEmail, partyLegalName, partyPhone, roleTitle } from './party-text';

/**
 * Bump when the wording or layout of the canonical text changes, so a changed hash for the
 * same terms is a known, versioned change rather than a surprise.
 */
export const AGREEMENT_TEXT_VERSION = '1';

export interface AgreementTextParts {
  readonly title: string;
  readonly agreementNumber: string;
  readonly keyTerms: readonly KeyTerm[];
  readonly sections: readonly AgreementSection[];
  readonly nonNegotiableStatement: string;
  readonly schedule: readonly Installment[];
  readonly totals: ScheduleTotals;
}

/** "1 | 2026-03-01 | $526.19 | $50.00 | $476.19 | $11,523.81" */
export function installmentLine(row: Installment): string {
  return [
    String(row.number),
    row.dueDate,
    formatUsd(row.paymentCents),
    formatUsd(row.interestCents),
    formatUsd(row.principalCents),
    formatUsd(row.balanceCents),
  ].join(' | ');
}

export function totalsLine(totals: ScheduleTotals): string {
  return (
    `Totals | payments ${formatUsd(totals.totalPaidCents)} | interest ${formatUsd(totals.totalInterestCents)}` +
    ` | principal ${formatUsd(totals.totalPrincipalCents)}`
  );
}

export function partyLines(party: AgreementParty): string[] {
  const title = roleTitle(party.role);
  return [
    `${title} ("the ${title}"): ${partyLegalName(party)}`,
    `Address: ${partyAddress(party)}`,
    `Email: ${partyEmail(party)}`,
    `Phone: ${partyPhone(party)}`,
  ];
}

function bodyLines(parts: AgreementTextParts): string[] {
  return [
    'KEY TERMS',
    ...parts.keyTerms.map((term) => `${term.label}: ${term.value}`),
    '',
    ...parts.sections.flatMap((section) => [section.heading, ...section.paragraphs.flatMap((p) => [p, ''])]),
    'NOT A NEGOTIABLE INSTRUMENT',
    parts.nonNegotiableStatement,
    '',
    'PAYMENT SCHEDULE',
    'No. | Due date | Payment | Interest | Principal | Balance',
    ...parts.schedule.map(installmentLine),
    totalsLine(parts.totals),
  ];
}

function canonical(lines: readonly string[]): string {
  // One space between words, no trailing spaces, LF only: the hash must not depend on
  // how an editor or a platform would have written the same words.
  return `${lines.map((line) => line.replace(/\s+/g, ' ').trim()).join('\n')}\n`;
}

function headerLines(parts: AgreementTextParts): string[] {
  return [parts.title, `Agreement number: ${parts.agreementNumber}`, `Agreement text version: ${AGREEMENT_TEXT_VERSION}`, ''];
}

/** Everything, the parties' names, addresses, emails and phones included: what every signature's agreementSha256 covers. */
export function renderFullText(parts: AgreementTextParts, lender: AgreementParty, borrower: AgreementParty): string {
  return canonical([
    ...headerLines(parts),
    'PARTIES',
    ...partyLines(lender),
    '',
    ...partyLines(borrower),
    '',
    ...bodyLines(parts),
  ]);
}

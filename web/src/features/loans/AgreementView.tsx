import { formatUsd, formatUsPhone, partyAddress, partyLegalName, toBeCompleted, type AgreementParty, type LoanAgreement } from '@kinloan/domain';
import { useId } from 'react';
import { DocumentFingerprint } from './DocumentFingerprint';
import { ScheduleTable } from './ScheduleTable';

function PartyBlock({ party }: { party: AgreementParty }) {
  const title = party.role === 'lender' ? 'Lender' : 'Borrower';
  return (
    <div className="agreement__party">
      <p className="agreement__party-role">{title}</p>
      <p className="agreement__party-name">{partyLegalName(party)}</p>
      <p>{partyAddress(party)}</p>
      <p>{party.email.trim() || toBeCompleted(party.role)}</p>
      <p>{formatUsPhone(party.phone) || toBeCompleted(party.role)}</p>
    </div>
  );
}

/**
 * The agreement exactly as `buildLoanAgreement` wrote it: parties, key terms, every clause,
 * the non-negotiable notice and the full schedule. Its fingerprint (SHA-256 of the same text)
 * is shown: the very fingerprint a signature on the page sends, so what is read is what gets signed.
 */
export function AgreementView({ agreement, sha256, outdated = false }: { agreement: LoanAgreement; sha256: string | null; outdated?: boolean }) {
  const titleId = useId();

  return (
    <article className="agreement" aria-labelledby={titleId}>
      <header className="agreement__header">
        <h2 id={titleId} className="agreement__title">
          {agreement.title}
        </h2>
        <p className="agreement__number">Agreement number {agreement.agreementNumber}</p>
      </header>

      <section className="agreement__parties" aria-label="Parties">
        <PartyBlock party={agreement.parties.lender} />
        <PartyBlock party={agreement.parties.borrower} />
      </section>

      <section className="agreement__key-terms" aria-label="Key terms">
        <h3>Key terms</h3>
        <dl>
          {agreement.keyTerms.map((term) => (
            <div key={term.label}>
              <dt>{term.label}</dt>
              <dd>{term.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {agreement.sections.map((section) => (
        <section key={section.heading} className="agreement__section">
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ))}

      <p className="agreement__notice">
        <strong>Not a negotiable instrument.</strong> {agreement.nonNegotiableStatement}
      </p>

      <section className="agreement__schedule" aria-label="Payment schedule">
        <h3>Payment schedule</h3>
        <ScheduleTable schedule={agreement.schedule} title={`Payment schedule: all ${agreement.schedule.length} payments`} />
        <p className="agreement__totals">
          Total of payments {formatUsd(agreement.totals.totalPaidCents)}, of which interest {formatUsd(agreement.totals.totalInterestCents)} and
          principal {formatUsd(agreement.totals.totalPrincipalCents)}.
        </p>
      </section>

      <DocumentFingerprint sha256={sha256} outdated={outdated} testId="agreement-sha256" />
    </article>
  );
}

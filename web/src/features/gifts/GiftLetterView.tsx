import { MORTGAGE_FRAUD_WARNING, type GiftLetter } from '@kinloan/domain';
import { useId } from 'react';
import { DocumentFingerprint } from '../loans/DocumentFingerprint';

/**
 * The plain warning both people read before signing: a gift letter for money that is really
 * a loan is mortgage fraud. The same words the letter prints.
 */
export function FraudWarning({ text = MORTGAGE_FRAUD_WARNING, heading = 'h3' }: { text?: string; heading?: 'h2' | 'h3' }) {
  const titleId = useId();
  const Heading = heading;
  return (
    <section className="gift-warning" aria-labelledby={titleId}>
      <Heading id={titleId} className="gift-warning__title">
        <span className="gift-warning__icon" aria-hidden="true">
          !
        </span>
        Warning: a gift letter for a loan is mortgage fraud
      </Heading>
      <p>{text}</p>
    </section>
  );
}

/**
 * The gift letter exactly as `buildGiftLetter` wrote it: parties, the gift, both
 * certifications, the warning and (over the exclusion) the gift-tax notice, in the order of
 * its canonical text. Its fingerprint (SHA-256 of that text) is shown: the very one a signature
 * on the page sends, so what is read is what gets signed.
 */
export function GiftLetterView({ letter, sha256, outdated = false }: { letter: GiftLetter; sha256: string | null; outdated?: boolean }) {
  const titleId = useId();

  return (
    <article className="agreement gift-letter" aria-labelledby={titleId}>
      <header className="agreement__header">
        <h2 id={titleId} className="agreement__title">
          {letter.title}
        </h2>
        <p className="agreement__number">Letter number {letter.letterNumber}</p>
      </header>

      <section className="agreement__parties" aria-label="Parties">
        <div className="agreement__party">
          <p className="agreement__party-role">Donor</p>
          <p className="agreement__party-name">{letter.donor.name}</p>
          <p>{letter.donor.address}</p>
          <p>{letter.donor.phone}</p>
          <p>Relationship to the gift recipient: {letter.donor.relationship}</p>
        </div>
        <div className="agreement__party">
          <p className="agreement__party-role">Gift recipient</p>
          <p className="agreement__party-name">{letter.recipient.name}</p>
          <p>{letter.recipient.address}</p>
        </div>
      </section>

      <section className="agreement__key-terms" aria-label="The gift">
        <h3>The gift</h3>
        <dl>
          {letter.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {letter.sections.map((section) => (
        <section key={section.heading} className="agreement__section">
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ))}

      <FraudWarning text={letter.fraudWarning} />

      {letter.giftTaxNotice ? (
        <section className="agreement__section">
          <h3>Gift-tax notice for the donor</h3>
          <p>{letter.giftTaxNotice}</p>
        </section>
      ) : null}

      <DocumentFingerprint sha256={sha256} outdated={outdated} testId="gift-letter-sha256" />
    </article>
  );
}

/** The Form 709 heads-up, for the donor only (the callables send it to no one else). */
export function GiftTaxNotice({ notice }: { notice: string }) {
  return (
    <aside className="loan-notice" aria-label="Gift-tax return">
      <h2 className="loan-notice__title">You may need to file a gift-tax return</h2>
      <p>{notice}</p>
    </aside>
  );
}

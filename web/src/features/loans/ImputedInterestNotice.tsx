import { imputedInterestWarning } from '@kinloan/domain';
import { Link } from 'react-router-dom';

/**
 * Issue 4's "beyond the peers": over $10,000 at a rate below the IRS Applicable Federal Rate,
 * a calm note about imputed interest. The rule and the AFR table live in the domain.
 */
export function ImputedInterestNotice({
  terms,
  onDate,
}: {
  terms: { principalCents: number; annualRateBps: number; termMonths: number } | null;
  /** The day the loan is made (the hand-over date when known, else today). */
  onDate: string;
}) {
  const warning = terms ? imputedInterestWarning(terms, onDate) : null;
  if (!warning) return null;
  return (
    <aside className="loan-notice" aria-labelledby="imputed-interest-title">
      <h2 id="imputed-interest-title" className="loan-notice__title">
        A note about taxes
      </h2>
      <p>{warning.message}</p>
      <p className="loan-notice__more">
        <Link to="/know/taxes-implications-lending-borrowing-family-friends">Read more about taxes on family loans</Link>
      </p>
    </aside>
  );
}

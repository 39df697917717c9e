import { payoffLetterNumberOf, type LoanResponse } from '@kinloan/domain';
import { BusyButton } from '../../components/BusyButton';
import { KeptCopy } from '../loans/KeptCopy';
import { saveBlob } from './download-file';
import { useServicingApi } from './use-servicing-api';

export const payoffLetterFileName = (id: string) => `kinloan-${payoffLetterNumberOf(id)}.pdf`;

/**
 * A paid-off loan's payoff and release letter: what it says, the file, and how anyone checks it.
 * A loan marked paid off before the letters existed offers to issue its letter now.
 */
export function PayoffLetter({ loan, onIssued }: { loan: Pick<LoanResponse, 'id' | 'status' | 'payoffLetter' | 'yourLoanRole'>; onIssued: (loan: LoanResponse) => void }) {
  const api = useServicingApi();
  if (loan.status !== 'paid-off') return null;

  if (!loan.payoffLetter) {
    const issue = async () => {
      const result = await api.issuePayoffLetter(loan.id);
      if (result.ok) onIssued(result.data);
    };
    return (
      <div className="payoff-letter" data-testid="payoff-letter">
        <p>
          This loan was marked paid off before Kinloan issued payoff and release letters. Either of you can issue its letter now: it states the
          payoff date recorded then, every payment and its split, and the lender&rsquo;s release of the borrower, and it is dated today.
        </p>
        <div className="button-row">
          <BusyButton className="button button--primary" busyLabel="Issuing the letter…" onClick={issue}>
            Issue the payoff letter
          </BusyButton>
        </div>
      </div>
    );
  }

  async function download() {
    const result = await api.payoffLetter(loan.id);
    if (result.ok) saveBlob(result.data, payoffLetterFileName(loan.id));
  }

  return (
    <div className="payoff-letter" data-testid="payoff-letter">
      <p>
        The note is paid in full. The payoff and release letter says so, with every payment and its split, and the lender&rsquo;s release of the
        borrower from the note. {loan.yourLoanRole === 'borrower' ? 'Keep it with the signed agreement: it is your proof the debt is settled.' : 'Keep it with the signed agreement.'}
      </p>
      <div className="button-row">
        <BusyButton className="button button--primary" busyLabel="Preparing the PDF…" onClick={download}>
          Download the payoff letter (PDF)
        </BusyButton>
      </div>
      <KeptCopy document={loan.payoffLetter} noun="payoff letter" />
    </div>
  );
}

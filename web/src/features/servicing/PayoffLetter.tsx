import { payoffLetterNumberOf, type LoanResponse } from '@kinloan/domain';
import { BusyButton } from '../../components/BusyButton';
import { KeptCopy } from '../loans/KeptCopy';
import { saveBlob } from './download-file';
import { useServicingApi } from './use-servicing-api';

export const payoffLetterFileName = (id: string) => `kinloan-${payoffLetterNumberOf(id)}.pdf`;

/** A paid-off loan's payoff and release letter: what it says, the file, and how anyone checks it. */
export function PayoffLetter({ loan }: { loan: Pick<LoanResponse, 'id' | 'payoffLetter' | 'yourLoanRole'> }) {
  const api = useServicingApi();
  if (!loan.payoffLetter) return null;

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

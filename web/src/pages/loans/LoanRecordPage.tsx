import { LoanRecord } from '../../features/servicing/LoanRecord';
import { ServicingPage } from '../../features/servicing/ServicingPage';

/** `/{id}/loan-record`: balance, next due, ledger, payments, chart, notes, reminders and files. */
export default function LoanRecordPage() {
  return (
    <ServicingPage title="Loan record" wide>
      {({ loan, reload }) => <LoanRecord key={loan.id} loan={loan} reload={reload} />}
    </ServicingPage>
  );
}

import { agreementNumberOf, type LoanPaymentResponse, type LoanResponse } from '@kinloan/domain';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLoanStore } from '../../stores/loan-store';
import { FlowCard } from '../loans/LoanFlowPage';
import { longDate, otherPartyOfLoan, termsLine } from '../loans/loan-words';
import { BalanceChart } from './BalanceChart';
import { LedgerTable } from './LedgerTable';
import { LoanDownloads } from './LoanDownloads';
import { LoanNotes } from './LoanNotes';
import { LoanSummary } from './LoanSummary';
import { PaymentForm } from './PaymentForm';
import { PaymentsList } from './PaymentsList';
import { PayoffLetter } from './PayoffLetter';
import { ReminderSetting } from './ReminderSetting';
import { TaxYearLinks } from './TaxYearLinks';
import { enrollmentWords, LOAN_STATUS_WORDS, servicingPaths } from './servicing-words';

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={`servicing-section${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <h2 id={id} className="loan-subtitle">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `/{id}/loan-record`: the whole loan record for the lender or the borrower. */
export function LoanRecord({ loan, reload }: { loan: LoanResponse; reload: () => Promise<void> }) {
  const payments = useLoanStore((s) => s.currentPayments) ?? loan.payments;
  const paymentChanged = useLoanStore((s) => s.paymentChanged);
  const active = loan.status === 'active';
  const pendingForMe = loan.yourLoanRole === 'lender' ? payments.filter((p) => p.status === 'pending-confirmation').length : 0;

  // The answer shows at once; the balance, ledger and chart come with the loan fetched again.
  const changed = async (payment: LoanPaymentResponse) => {
    paymentChanged(payment);
    await reload();
  };

  return (
    <FlowCard
      eyebrow={`${loan.yourLoanRole === 'borrower' ? 'Borrowed from' : 'Lent to'} ${otherPartyOfLoan(loan)}`}
      title="Loan record"
      lead={
        <p>
          Agreement {agreementNumberOf(loan.id)}: {termsLine(loan.terms)}, since {longDate(loan.terms.disbursement.date)}.{' '}
          {active ? 'Only payments the lender has confirmed count toward the balance.' : `This loan is ${LOAN_STATUS_WORDS[loan.status].toLowerCase()}.`}
        </p>
      }
    >
      <LoanSummary loan={loan} />

      {!active ? (
        <p className="loan-notice">
          This loan has ended and takes no more payments. <Link to={servicingPaths.end(loan.id)}>See how it ended</Link>.
        </p>
      ) : null}

      {loan.status === 'paid-off' ? (
        <Section title="Payoff and release letter">
          <PayoffLetter loan={loan} onIssued={() => void reload()} />
        </Section>
      ) : null}

      <Section title={pendingForMe > 0 ? `Payments (${pendingForMe} to confirm)` : 'Payments'}>
        <PaymentsList loan={loan} payments={payments} onChanged={changed} />
      </Section>

      {active ? (
        <Section title="Record a payment" className="servicing-section--form">
          <PaymentForm loan={loan} onRecorded={changed} />
        </Section>
      ) : null}

      <Section title="Ledger">
        <p className="servicing-lead">
          Each installment as scheduled, and what was paid toward it. Extra payments go to the principal and shorten or lower what is left, as
          agreed.
        </p>
        <LedgerTable installments={loan.ledger.installments} />
      </Section>

      <Section title="Balance over time">
        <BalanceChart ledger={loan.ledger} schedule={loan.schedule} />
      </Section>

      <Section title="Notes">
        <LoanNotes loan={loan} onAdded={() => reload()} />
      </Section>

      <Section title="Reminders">
        <ReminderSetting loan={loan} onSaved={() => reload()} />
      </Section>

      <Section title="Files">
        <p className="servicing-lead">The ledger for a spreadsheet{active ? ', and the remaining due dates for your calendar' : ''}.</p>
        <LoanDownloads loan={loan} />
      </Section>

      <Section title="Tax-year statements">
        <p className="servicing-lead">
          Each calendar year&rsquo;s interest, principal, late fees and balances, with every payment&rsquo;s split, as a page, a PDF and a CSV.
        </p>
        <TaxYearLinks loan={loan} />
      </Section>

      <Section title="More for this loan">
        <ul className="servicing-links">
          <li>
            <Link to={servicingPaths.executed(loan.loanRequestId)}>The signed agreement</Link>
          </li>
          <li>
            <Link to={servicingPaths.service(loan.id)}>Managed service: reminders, records and documents for you</Link>
            {loan.serviceEnrollment ? (
              <span className="servicing-links__state"> ({enrollmentWords(loan.serviceEnrollment.status)})</span>
            ) : null}
          </li>
          <li>
            <Link to={servicingPaths.end(loan.id)}>{active ? 'End the loan' : 'How the loan ended'}</Link>
          </li>
        </ul>
      </Section>
    </FlowCard>
  );
}

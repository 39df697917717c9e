import { agreementNumberOf, formatPercent, formatUsd, type LoanRequestResponse, type LoanResponse } from '@kinloan/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage } from '../../features/accounts/form-fields';
import { FlowCard, FlowFrame, LoanFlowPage } from '../../features/loans/LoanFlowPage';
import { fullName, longDate, otherPartyOfLoan, termMonthsWords } from '../../features/loans/loan-words';
import { ExpandableSchedule } from '../../features/loans/ScheduleTable';
import { SignatureList } from '../../features/loans/SignatureList';
import { KeptCopy } from '../../features/loans/KeptCopy';
import { SignatureRecord } from '../../features/loans/SignatureRecord';
import { useLoansApi } from '../../features/loans/use-loans-api';
import { useLoanStore } from '../../stores/loan-store';
import { BusyButton } from '../../components/BusyButton';

/** `/{id}/executed`: the loan itself: terms, schedule, both signatures and the signed PDF. */
export default function ExecutedPage() {
  return (
    <LoanFlowPage page="executed" title="Your loan">
      {({ request, stepper }) => (
        <FlowFrame stepper={stepper}>
          <ExecutedLoan key={request.id} request={request} />
        </FlowFrame>
      )}
    </LoanFlowPage>
  );
}

function ExecutedLoan({ request }: { request: LoanRequestResponse }) {
  const api = useLoansApi();
  const loanId = request.loanId ?? request.id;
  const loan = useLoanStore((s) => (s.currentExecutedLoan?.id === loanId ? s.currentExecutedLoan : null));
  const setLoan = useLoanStore((s) => s.setCurrentExecutedLoan);
  const document = useLoanStore((s) => (s.currentLoanDocument?.loanId === loanId ? s.currentLoanDocument : null));
  const setDocument = useLoanStore((s) => s.setCurrentLoanDocument);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void api.getLoan(loanId, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setLoan(result.data);
      else setFailed(true);
    });
    return () => controller.abort();
  }, [api, loanId, setLoan]);

  async function download() {
    const result = await api.fetchDocument(loanId);
    if (!result.ok) return;
    const url = URL.createObjectURL(result.data);
    setDocument({ loanId, url });
    const link = window.document.createElement('a');
    link.href = url;
    link.download = `kinloan-agreement-${agreementNumberOf(loanId)}.pdf`;
    link.click();
  }

  const names = { initiator: fullName(request.initiatorRequestDetails), recipient: fullName(request.recipientRequestDetails) };

  return (
    <FlowCard
      eyebrow={loan ? `${loan.yourLoanRole === 'borrower' ? 'Borrowed from' : 'Lent to'} ${otherPartyOfLoan(loan)}` : 'Your loan'}
      title="Your loan is active"
      lead={
        <p>
          Agreement {agreementNumberOf(loanId)}, signed by both of you and finalized. This page is your record; the signed agreement is yours to
          download and keep.
        </p>
      }
    >
      {failed && !loan ? <FormMessage>We couldn’t load the loan just now. Please reload the page.</FormMessage> : null}
      {loan ? <LoanFacts loan={loan} /> : null}

      <div className="button-row loan-actions">
        <BusyButton className="button button--primary button--large" busyLabel="Preparing the PDF…" onClick={download}>
          Download the signed agreement (PDF)
        </BusyButton>
        {document ? (
          <a href={document.url} target="_blank" rel="noreferrer" className="button button--secondary button--large">
            Open the PDF
          </a>
        ) : null}
      </div>

      <KeptCopy document={request.executedDocument} noun="agreement" />

      <h2 className="loan-subtitle">Signatures</h2>
      <SignatureList request={request} names={names} />
      <SignatureRecord load={() => api.getAuditTrail(request.id)} fileName={`kinloan-signature-record-${request.id}.json`} />

      {loan ? (
        <>
          <h2 className="loan-subtitle">Payment schedule</h2>
          <ExpandableSchedule schedule={loan.schedule} firstRows={6} />
        </>
      ) : null}

      <div className="button-row loan-actions">
        <Link to={`/${encodeURIComponent(loanId)}/loan-record`} className="button button--primary">
          Loan record: payments and balance
        </Link>
        <Link to="/dashboard" className="button button--secondary">
          Go to my dashboard
        </Link>
      </div>
    </FlowCard>
  );
}

function LoanFacts({ loan }: { loan: LoanResponse }) {
  const t = loan.terms;
  const regular = loan.schedule[1] ?? loan.schedule[0];
  return (
    <dl className="loan-summary">
      <dt>Lender</dt>
      <dd>{fullName(loan.lender)}</dd>
      <dt>Borrower</dt>
      <dd>{fullName(loan.borrower)}</dd>
      <dt>Amount</dt>
      <dd>{formatUsd(t.principalCents)}</dd>
      <dt>Interest rate</dt>
      <dd>{t.annualRateBps === 0 ? '0% (interest-free)' : `${formatPercent(t.annualRateBps)} a year`}</dd>
      <dt>Term</dt>
      <dd>{termMonthsWords(t.termMonths)}</dd>
      {regular ? (
        <>
          <dt>Monthly payment</dt>
          <dd>{formatUsd(regular.paymentCents)}</dd>
        </>
      ) : null}
      <dt>Total interest</dt>
      <dd>{formatUsd(loan.totals.totalInterestCents)}</dd>
      <dt>Balance</dt>
      <dd>{formatUsd(loan.balanceCents)}</dd>
      <dt>Next payment</dt>
      <dd>{loan.nextDue ? `${formatUsd(loan.nextDue.amountCents)} on ${longDate(loan.nextDue.dueDate)}` : 'None: the loan is repaid'}</dd>
      <dt>Finalized</dt>
      <dd>{new Date(loan.executedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}</dd>
    </dl>
  );
}

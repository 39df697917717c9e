import type { LoanPaymentResponse, LoanResponse } from '@kinloan/domain';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { FormMessage } from '../../features/accounts/form-fields';
import { FlowCard } from '../../features/loans/LoanFlowPage';
import { PaymentReceipt } from '../../features/servicing/PaymentReceipt';
import { ServicingPage } from '../../features/servicing/ServicingPage';
import { servicingPaths } from '../../features/servicing/servicing-words';
import { useServicingApi } from '../../features/servicing/use-servicing-api';

/** `/{id}/loan-record/{paymentId}/payment-report`: a printable receipt for one payment. */
export default function PaymentReportPage() {
  return <ServicingPage title="Payment receipt">{({ loan }) => <Receipt key={loan.id} loan={loan} />}</ServicingPage>;
}

function Receipt({ loan }: { loan: LoanResponse }) {
  const api = useServicingApi();
  const { paymentId = '' } = useParams();
  const [payment, setPayment] = useState<LoanPaymentResponse | null>(null);
  const [missing, setMissing] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void api.getPayment(loan.id, paymentId, { signal: controller.signal, notify: false }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setPayment(result.data);
      else setMissing(result.error.status === 404 ? 'There is no such payment on this loan.' : result.error.userMessage);
    });
    return () => controller.abort();
  }, [api, loan.id, paymentId]);

  if (missing) {
    return (
      <FlowCard title="Payment receipt">
        <FormMessage tone="info">{missing}</FormMessage>
        <div className="button-row loan-actions">
          <Link to={servicingPaths.record(loan.id)} className="button button--secondary">
            Back to the loan record
          </Link>
        </div>
      </FlowCard>
    );
  }
  if (!payment) {
    return (
      <FlowCard title="Payment receipt">
        <p className="page-loading" role="status">
          <span className="page-loading__spinner" aria-hidden="true" />
          Loading the receipt…
        </p>
      </FlowCard>
    );
  }
  return (
    <section className="account-card loan-card receipt-card">
      <PaymentReceipt loan={loan} payment={payment} />
    </section>
  );
}

import { formatPercent, formatUsd, type LoanWishResponse } from '@kinloan/domain';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { FormMessage } from '../../features/accounts/form-fields';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';
import { termMonthsWords } from '../../features/loans/loan-words';
import { useLoansApi } from '../../features/loans/use-loans-api';

/** `/{id}/loan-wish` (public): only what the borrower chose to show. */
export default function LoanWishPage() {
  const { id = '' } = useParams();
  const api = useLoansApi();
  const [wish, setWish] = useState<LoanWishResponse | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'failed'>('loading');
  usePageTitle(wish ? `${wish.headline} | Kinloan` : 'Loan wish | Kinloan');

  useEffect(() => {
    const controller = new AbortController();
    void api.getLoanWish(id, { signal: controller.signal, notify: false }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        setWish(result.data);
        setState('ready');
      } else setState(result.error.status === 404 ? 'missing' : 'failed');
    });
    return () => controller.abort();
  }, [api, id]);

  if (state === 'loading') {
    return (
      <FlowFrame>
        <FlowCard title="Loan wish">
          <p className="page-loading" role="status">
            <span className="page-loading__spinner" aria-hidden="true" />
            Loading…
          </p>
        </FlowCard>
      </FlowFrame>
    );
  }

  if (!wish) {
    return (
      <FlowFrame>
        <FlowCard title={state === 'missing' ? 'This loan wish isn’t available' : 'This loan wish didn’t load'}>
          <FormMessage tone="info">
            {state === 'missing'
              ? 'It may have been taken down, or the link may be incomplete.'
              : 'Please check your connection and reload the page.'}
          </FormMessage>
          <p>
            <Link to="/product-borrow">How borrowing from family and friends works on Kinloan</Link>
          </p>
        </FlowCard>
      </FlowFrame>
    );
  }

  return (
    <FlowFrame>
      <FlowCard eyebrow={wish.borrowerName ? `A loan wish from ${wish.borrowerName}` : 'A loan wish'} title={wish.headline}>
        {wish.story ? <p className="loan-quote">{wish.story}</p> : null}
        <dl className="loan-summary">
          {wish.principalCents !== null ? (
            <>
              <dt>Amount</dt>
              <dd>{formatUsd(wish.principalCents)}</dd>
            </>
          ) : null}
          {wish.annualRateBps !== null ? (
            <>
              <dt>Interest rate</dt>
              <dd>{wish.annualRateBps === 0 ? '0% (interest-free)' : `${formatPercent(wish.annualRateBps)} a year`}</dd>
            </>
          ) : null}
          {wish.termMonths !== null ? (
            <>
              <dt>Term</dt>
              <dd>{termMonthsWords(wish.termMonths)}</dd>
            </>
          ) : null}
          {wish.purpose !== null ? (
            <>
              <dt>Purpose</dt>
              <dd>{wish.purpose}</dd>
            </>
          ) : null}
        </dl>
        <p>
          If you would like to help, talk to {wish.borrowerName ?? 'the borrower'} directly. They can then send you a written
          agreement through Kinloan, with a payment schedule you both sign.
        </p>
        <div className="button-row">
          <Link to="/product-lend" className="button button--secondary">
            How lending on Kinloan works
          </Link>
        </div>
      </FlowCard>
    </FlowFrame>
  );
}

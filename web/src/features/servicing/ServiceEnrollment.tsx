import type { LoanResponse } from '@kinloan/domain';
import { useState } from 'react';
import { FormMessage } from '../accounts/form-fields';
import { enrollmentStateWords, hasLiveSubscription } from './servicing-words';
import { useServicingApi } from './use-servicing-api';
import { BusyButton } from '../../components/BusyButton';

const INCLUDED = [
  { title: 'Reminders', text: 'Due and late payments followed up for you, so nobody in the family has to do the chasing.' },
  { title: 'Records', text: 'The payment record kept up to date and checked, so both of you can rely on it.' },
  { title: 'Documents', text: 'Receipts and the loan’s paperwork prepared and kept together for you.' },
] as const;

/**
 * `/{id}/service-enrollment`: what the managed service does, that it is a monthly
 * subscription, where the subscription stands as the payment provider last said, and either
 * the way to the provider's portal (a live subscription is changed or cancelled there) or a
 * button that records the enrollment and opens the checkout page.
 */
export function ServiceEnrollment({ loan, onEnrolled }: { loan: LoanResponse; onEnrolled: () => void | Promise<void> }) {
  const api = useServicingApi();
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);
  const enrollment = loan.serviceEnrollment;
  const live = hasLiveSubscription(enrollment);
  // A cancelled subscription's checkout link led to that subscription: a new one starts afresh.
  const link = checkoutUrl ?? (enrollment?.status === 'checkout-started' ? enrollment.checkoutUrl : null);

  async function enroll() {
    const result = await api.enrollInService(loan.id);
    if (!result.ok) return;
    setCheckoutUrl(result.data.checkoutUrl);
    window.open(result.data.checkoutUrl, '_blank', 'noopener,noreferrer');
    await onEnrolled();
  }

  return (
    <>
      <ul className="service-features">
        {INCLUDED.map((item) => (
          <li key={item.title} className="loan-choice">
            <h2>{item.title}</h2>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
      <p>
        The managed service is a <strong>monthly subscription</strong> for this loan. You see its price and terms on the checkout page
        before you pay, and nothing is charged unless you complete the checkout. Either of you can enroll the loan.
      </p>

      {enrollment ? (
        <FormMessage tone={enrollment.status === 'past-due' ? 'error' : 'info'}>{enrollmentStateWords(loan, enrollment)}</FormMessage>
      ) : null}

      {live ? (
        enrollment?.portalUrl ? (
          <div className="button-row loan-actions">
            <a href={enrollment.portalUrl} target="_blank" rel="noopener noreferrer" className="button button--primary button--large">
              Manage subscription
            </a>
          </div>
        ) : null
      ) : loan.status !== 'active' ? (
        <FormMessage tone="info">This loan has ended, so it can’t be enrolled any more.</FormMessage>
      ) : (
        <div className="button-row loan-actions">
          <BusyButton className="button button--primary button--large" busyLabel="Starting the checkout…" onClick={enroll}>
            {enrollment?.status === 'checkout-started' ? 'Start the checkout again' : enrollment ? 'Enroll again and go to checkout' : 'Enroll and go to checkout'}
          </BusyButton>
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer" className="button button--secondary button--large">
              Open the checkout page
            </a>
          ) : null}
        </div>
      )}
    </>
  );
}

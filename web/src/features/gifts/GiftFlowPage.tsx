import type { GiftRequestResponse } from '@kinloan/domain';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { FormMessage } from '../accounts/form-fields';
import { FlowCard, FlowFrame } from '../loans/LoanFlowPage';
import { giftPageBelongs, giftPagePath, nextGiftStep, type GiftPage } from './gift-steps';
import { GiftStepIndicator } from './GiftStepIndicator';
import './gifts.css';
import { useGift, useGiftNavigation } from './use-gift';

export interface GiftFlow {
  gift: GiftRequestResponse;
  /** The step indicator for this page, for FlowFrame's `stepper`. */
  stepper: ReactNode;
  /** Keep the answer as the current letter, then go to a page of it (or a path). */
  done: (gift: GiftRequestResponse, to: GiftPage | { path: string }) => void;
  reload: () => void;
}

const TROUBLE = {
  'not-found': { title: 'We can’t find this gift letter', text: 'It may have been deleted, or the link may be incomplete.' },
  forbidden: {
    title: 'This gift letter isn’t yours',
    text: 'Only the two people on a gift letter can open it. Are you signed in with the email it was sent to?',
  },
  failed: { title: 'This gift letter didn’t load', text: 'Please check your connection and try again.' },
} as const;

/**
 * One page of one gift letter: loads it, sends the person to the right step when this page
 * doesn't belong to the letter as it stands (gift-steps.ts), and shows the step indicator.
 */
export function GiftFlowPage({ page, title, children }: { page: GiftPage; title: string; children: (flow: GiftFlow) => ReactNode }) {
  usePageTitle(`${title} | Kinloan`);
  const { id = '' } = useParams();
  const { state, gift, reload } = useGift(id);
  const done = useGiftNavigation();

  if (state === 'not-found' || state === 'forbidden' || (state === 'failed' && !gift)) {
    const copy = TROUBLE[state];
    return (
      <FlowFrame>
        <FlowCard title={copy.title}>
          <FormMessage tone="info">{copy.text}</FormMessage>
          <div className="button-row loan-actions">
            {state === 'failed' ? (
              <button type="button" className="button button--primary" onClick={reload}>
                Try again
              </button>
            ) : null}
            <Link to="/dashboard" className="button button--secondary">
              Go to my dashboard
            </Link>
          </div>
        </FlowCard>
      </FlowFrame>
    );
  }

  if (!gift) {
    return (
      <FlowFrame>
        <FlowCard title={title}>
          <p className="page-loading" role="status">
            <span className="page-loading__spinner" aria-hidden="true" />
            Loading your gift letter…
          </p>
        </FlowCard>
      </FlowFrame>
    );
  }

  if (!giftPageBelongs(page, gift)) return <Navigate to={nextGiftStep(gift).path} replace />;

  const linkTo = (target: GiftPage) => (giftPageBelongs(target, gift) ? giftPagePath(gift.id, target) : null);
  const stepper = <GiftStepIndicator gift={gift} page={page} linkTo={linkTo} />;
  return children({ gift, stepper, done, reload });
}

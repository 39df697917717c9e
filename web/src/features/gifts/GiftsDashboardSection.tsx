import type { GiftRequestResponse } from '@kinloan/domain';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { resetCurrentGiftRequest, useGiftStore } from '../../stores/gift-store';
import '../loans/loans.css';
import { nextGiftStep } from './gift-steps';
import { amountWords, giftStatusWords, otherPersonOf, partyWords } from './gift-words';
import './gifts.css';
import { useGiftsApi } from './use-gifts-api';

type LoadState = 'loading' | 'ready' | 'failed';

/** Letters that need this person first, then the rest, newest first within each. */
function ordered(gifts: readonly GiftRequestResponse[]): GiftRequestResponse[] {
  const rank = (gift: GiftRequestResponse) => ['needs-action', 'waiting', 'done', 'closed'].indexOf(nextGiftStep(gift).group);
  return [...gifts].sort((a, b) => rank(a) - rank(b) || b.updatedAt.localeCompare(a.updatedAt));
}

/** The dashboard's gift letters (gifts-list), each with what it needs next. */
export function GiftsDashboardSection() {
  const api = useGiftsApi();
  const gifts = useGiftStore((s) => s.giftRequests);
  const setGifts = useGiftStore((s) => s.setGiftRequests);
  const [state, setState] = useState<LoadState>('loading');
  const titleId = useId();

  const load = useCallback(
    (live: () => boolean = () => true) => {
      setState('loading');
      void api.list({ notify: false }).then((result) => {
        if (!live()) return;
        if (result.ok) setGifts(result.data.gifts);
        setState(result.ok ? 'ready' : 'failed');
      });
    },
    [api, setGifts],
  );

  useEffect(() => {
    // Arriving at the dashboard leaves any open letter behind.
    resetCurrentGiftRequest();
    let live = true;
    load(() => live);
    return () => {
      live = false;
    };
  }, [load]);

  const listed = gifts !== null && gifts.length > 0;
  return (
    <section className={`gift-dashboard${listed ? '' : ' dashboard__empty'}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={listed ? 'loan-group__title' : undefined}>
        Your gift letters {listed ? <span className="loan-group__count">({gifts.length})</span> : null}
      </h2>
      {listed ? (
        <ul className="loan-items">
          {ordered(gifts).map((gift) => (
            <GiftItem key={gift.id} gift={gift} />
          ))}
        </ul>
      ) : state === 'loading' ? (
        <p className="page-loading" role="status">
          <span className="page-loading__spinner" aria-hidden="true" />
          Loading your gift letters…
        </p>
      ) : state === 'failed' ? (
        <>
          <p>We couldn’t load your gift letters just now.</p>
          <button type="button" className="button button--primary loan-actions" onClick={() => load()}>
            Try again
          </button>
        </>
      ) : (
        <p>
          No gift letters yet. Buying a home with money from family? A gift letter tells the mortgage lender it is a gift, not a loan.{' '}
          <Link to="/gift-terms" onClick={resetCurrentGiftRequest}>
            Start a gift letter
          </Link>
        </p>
      )}
    </section>
  );
}

function GiftItem({ gift }: { gift: GiftRequestResponse }) {
  const step = nextGiftStep(gift);
  const needsAction = step.group === 'needs-action';
  const other = otherPersonOf(gift) ?? 'Not named yet';
  return (
    <li className={`loan-item${needsAction ? ' loan-item--needs-action' : ''}`}>
      <div>
        <p className="loan-item__amount">{amountWords(gift)}</p>
        <p className="loan-item__who">
          Gift letter · {gift.yourParty === 'donor' ? 'You give' : 'You receive'} · {partyWords(gift.yourParty === 'donor' ? 'gift-recipient' : 'donor')}:{' '}
          <strong>{other}</strong>
        </p>
        <p className="loan-item__status">
          <span className="status-pill">{giftStatusWords(gift)}</span>
        </p>
      </div>
      <Link to={step.path} className={`button ${needsAction ? 'button--primary' : 'button--secondary'}`}>
        {step.action}
        <span className="visually-hidden">
          {' '}
          (gift letter, {amountWords(gift)} with {other})
        </span>
      </Link>
    </li>
  );
}

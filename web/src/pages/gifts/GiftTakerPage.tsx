import { letterAddressText, type Customer } from '@kinloan/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, SubmitButton, TextField } from '../../features/accounts/form-fields';
import { useFieldErrors } from '../../features/accounts/validation';
import { readInvitee, type InviteeInput } from '../../features/gifts/gift-forms';
import { GiftFlowPage, type GiftFlow } from '../../features/gifts/GiftFlowPage';
import { giftEyebrow } from '../../features/gifts/gift-words';
import { fullName as legalNameOf, hasCompleteAddress } from '@kinloan/domain';
import { useProfile } from '../../hooks/use-profile';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';
import { useGiftStore } from '../../stores/gift-store';

const PROFILE_PATH = '/profile/1';

/**
 * `/{id}/gift-taker`: the gift recipient. A buyer is named as their profile says (they check
 * it here); a donor writing the letter names the recipient and the email it is sent to.
 */
export default function GiftTakerPage() {
  return (
    <GiftFlowPage page="gift-taker" title="The gift recipient">
      {(flow) => (flow.gift.yourParty === 'donor' ? <NameRecipient key={flow.gift.id} flow={flow} /> : <YourDetails key={flow.gift.id} flow={flow} />)}
    </GiftFlowPage>
  );
}

function RecipientCard({ profile }: { profile: Customer }) {
  return (
    <div className="gift-person">
      <p className="gift-person__name">{legalNameOf(profile)}</p>
      <p>{hasCompleteAddress(profile) ? letterAddressText(profile.address) : 'No complete home address on your profile yet'}</p>
    </div>
  );
}

/** The buyer, as the letter names them: from their profile, at the time they sign. */
function YourDetails({ flow }: { flow: GiftFlow }) {
  const { gift, stepper, done } = flow;
  const { profile, failed, reload } = useProfile();
  const invited = gift.yourRole === 'invitee';
  const next = invited ? 'gift-signature' : 'gift-source';
  const complete = profile ? hasCompleteAddress(profile) : false;

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard
        eyebrow={giftEyebrow(gift)}
        title={invited ? 'Confirm your details' : 'You, the gift recipient'}
        lead={<p>The letter names you with your legal name and home address from your profile, as they are when you sign.</p>}
      >
        {failed ? (
          <>
            <FormMessage>We couldn’t load your profile just now.</FormMessage>
            <button type="button" className="button button--primary" onClick={reload}>
              Try again
            </button>
          </>
        ) : !profile ? (
          <p className="page-loading" role="status">
            <span className="page-loading__spinner" aria-hidden="true" />
            Loading your details…
          </p>
        ) : (
          <>
            <RecipientCard profile={profile} />
            {complete ? null : (
              <FormMessage tone="info">
                Your profile needs your street address, city, state and ZIP code before you can sign: the lender wants to know where
                the recipient lives.
              </FormMessage>
            )}
            <div className="button-row loan-actions">
              {complete || !invited ? (
                <button type="button" className="button button--primary button--large" onClick={() => done(gift, next)}>
                  {invited ? 'Continue to sign' : 'Continue'}
                </button>
              ) : null}
              <Link to={PROFILE_PATH} className={`button button--large ${complete || !invited ? 'button--secondary' : 'button--primary'}`}>
                {complete ? 'Change your details' : 'Add your address'}
              </Link>
            </div>
          </>
        )}
      </FlowCard>
    </FlowFrame>
  );
}

/**
 * A donor names the person buying the home. The callables learn it when the letter is sent
 * (after the donor signs: the donor's signature covers the gift, not who receives it), so it
 * is kept in the gift store until then.
 */
function NameRecipient({ flow }: { flow: GiftFlow }) {
  const { gift, stepper, done } = flow;
  const kept = useGiftStore((s) => s.invitees[gift.id]);
  const setInvitee = useGiftStore((s) => s.setInvitee);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const [input, setInput] = useState<InviteeInput>(() => ({
    firstName: kept?.firstName ?? gift.inviteeName?.firstName ?? '',
    lastName: kept?.lastName ?? gift.inviteeName?.lastName ?? '',
    email: kept?.email ?? gift.inviteeEmail ?? '',
  }));

  const set = (field: keyof InviteeInput) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const read = readInvitee(input);
    if (!read.ok) {
      show(read.errors);
      return;
    }
    setInvitee(gift.id, read.value);
    done(gift, 'gift-source');
  }

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard
        eyebrow={giftEyebrow(gift)}
        title="Who are you giving the gift to?"
        lead={
          <p>
            The person buying the home. Once you have signed, we email them the letter to review and sign; their legal name and
            address come from their own Kinloan profile.
          </p>
        }
      >
        <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
          <div className="form__row">
            <TextField name="firstName" label="Their first name" autoComplete="off" value={input.firstName} onValueChange={set('firstName')} error={errors.firstName} />
            <TextField name="lastName" label="Their last name" autoComplete="off" value={input.lastName} onValueChange={set('lastName')} error={errors.lastName} />
          </div>
          <TextField
            name="email"
            label="Their email"
            type="email"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={input.email}
            onValueChange={set('email')}
            error={errors.email}
          />
          <div className="form__actions">
            <SubmitButton pending={false} pendingLabel="Saving…">
              Continue
            </SubmitButton>
          </div>
        </form>
      </FlowCard>
    </FlowFrame>
  );
}

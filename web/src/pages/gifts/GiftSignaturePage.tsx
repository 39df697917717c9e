import {
  esignConsent,
  fullName as legalNameOf,
  giftNoRepaymentConfirmation,
  giftSignatureStatement,
  hasCompleteAddress,
  termsOfServiceAcceptance,
  typedNameMatchesProfile,
  type UpdateParty,
} from '@kinloan/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, SubmitButton, TextField } from '../../features/accounts/form-fields';
import { useFieldErrors } from '../../features/accounts/validation';
import { readInvitee, type InviteeInput } from '../../features/gifts/gift-forms';
import { GiftFlowPage, type GiftFlow } from '../../features/gifts/GiftFlowPage';
import { giftPagePath } from '../../features/gifts/gift-steps';
import { amountWords, giftEyebrow, instantWords, nameOf, otherPersonOf } from '../../features/gifts/gift-words';
import { knownInvitee } from '../../features/gifts/invitee';
import { useGiftsApi } from '../../features/gifts/use-gifts-api';
import { useLetterToSign } from '../../features/gifts/use-letter-to-sign';
import { sha256Hex } from '../../hooks/use-sha256';
import { FraudWarning, GiftLetterView } from '../../features/gifts/GiftLetterView';
import { StatementText } from '../../features/loans/StatementText';
import { formFailure } from '../../api/form-failure';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';
import { SignaturePad } from '../../features/loans/SignaturePad';
import { useGiftStore } from '../../stores/gift-store';
import { BusyButton } from '../../components/BusyButton';
import { CountersignLead } from '../../features/loans/CountersignLead';

const PROFILE_PATH = '/profile/1';

/**
 * `/{id}/gift-signature`: the typed legal name (the signature), an optional drawing, and the
 * statements as domain/ words them: that no repayment is expected, consent to sign
 * electronically, the terms of service. The initiator then sends the letter to the other
 * person, and countersigns here when the other's signature put their own details in it.
 */
export default function GiftSignaturePage() {
  return (
    <GiftFlowPage page="gift-signature" title="Sign the gift letter">
      {(flow) =>
        flow.gift.status === 'initiator-signed' ? <SendStep key={flow.gift.id} flow={flow} /> : <SignStep key={flow.gift.id} flow={flow} />
      }
    </GiftFlowPage>
  );
}

function SignStep({ flow }: { flow: GiftFlow }) {
  const { gift, stepper, done } = flow;
  const api = useGiftsApi();
  const { profile, profileFailed: failed, reloadProfile: reload, letter, sha256, outdated } = useLetterToSign(gift);
  const kept = useGiftStore((s) => s.invitees[gift.id]);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const [typedName, setTypedName] = useState('');
  const [drawing, setDrawing] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [noRepayment, setNoRepayment] = useState(false);
  const [terms, setTerms] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const consentsId = useId();

  const initiator = gift.yourRole === 'initiator';
  const countersigning = initiator && gift.status === 'awaiting-countersignature';
  const donor = gift.yourParty === 'donor';
  const invitee = initiator ? knownInvitee(gift, kept) : null;
  const donorName = legalNameOf({ firstName: '', lastName: '', ...gift.donorRequestDetails });
  const submitLabel = countersigning ? 'Countersign the letter' : invitee ? `Sign and send to ${nameOf(invitee)}` : 'Sign the letter';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!profile) return;
    const problems: Record<string, string> = {};
    if (typedName.trim() === '') problems.typedFullName = 'Type your full legal name to sign.';
    else if (!typedNameMatchesProfile(typedName, profile)) {
      problems.typedFullName = `Type your legal name as it is on your profile: ${legalNameOf(profile)}.`;
    }
    if (!consent || !noRepayment || !terms) problems.consents = 'Please tick all three boxes to sign.';
    // The fingerprint is computed as the page renders; a quick press may come first.
    const fingerprint = sha256 ?? (letter ? await sha256Hex(letter.fullText) : null);
    if (!fingerprint) problems.consents = 'This browser cannot compute the letter’s fingerprint, so it cannot sign. Please use an up-to-date browser.';
    if (Object.keys(problems).length > 0) {
      show(problems);
      return;
    }
    clear();
    setPending(true);
    const signed = await api.sign(
      gift.id,
      { typedFullName: typedName.trim().replace(/\s+/g, ' '), ...(drawing ? { drawnSignaturePng: drawing } : {}) },
      fingerprint ?? '',
      { notify: false },
    );
    if (!signed.ok) {
      setPending(false);
      const { fields, form } = formFailure(signed.error, ['typedFullName'], { prefix: 'signatureData' });
      show(fields);
      setFormError(form);
      return;
    }
    if (!initiator || countersigning) {
      setPending(false);
      done(signed.data, 'gift-success');
      return;
    }
    if (!invitee) {
      setPending(false);
      done(signed.data, 'gift-signature'); // the send step asks whom it goes to
      return;
    }
    const sent = await api.send(signed.data.id, invitee);
    setPending(false);
    done(sent.ok ? sent.data : signed.data, sent.ok ? 'gift-request-sent' : 'gift-signature');
  }

  if (failed || !profile) {
    return (
      <FlowFrame stepper={stepper}>
        <FlowCard eyebrow={giftEyebrow(gift)} title="Sign the gift letter">
          {failed ? (
            <>
              <FormMessage>We couldn’t load your profile just now.</FormMessage>
              <button type="button" className="button button--primary" onClick={reload}>
                Try again
              </button>
            </>
          ) : (
            <p className="page-loading" role="status">
              <span className="page-loading__spinner" aria-hidden="true" />
              Loading your details…
            </p>
          )}
        </FlowCard>
      </FlowFrame>
    );
  }

  // A donor signs as the donor the letter names, and that must be who their profile says they are.
  const notTheNamedDonor = donor && !typedNameMatchesProfile(legalNameOf(profile), { firstName: '', lastName: '', ...gift.donorRequestDetails });
  const needsAddress = !donor && !hasCompleteAddress(profile);

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard
        eyebrow={giftEyebrow(gift)}
        title={countersigning ? 'Countersign the gift letter' : 'Sign the gift letter'}
        lead={
          countersigning ? (
            <CountersignLead other={otherPersonOf(gift) ?? 'The other person'} noun="letter" changes={gift.countersignChanges} />
          ) : (
            <p>
              You are signing the gift letter for {amountWords(gift)} you just reviewed. <Link to={giftPagePath(gift.id, 'gift-review')}>Read it again</Link>
            </p>
          )
        }
      >
        {countersigning && letter ? <GiftLetterView letter={letter} sha256={sha256} outdated={outdated} /> : null}
        {notTheNamedDonor ? (
          <>
            <FormMessage tone="info">
              The letter names the donor as <strong>{donorName}</strong>, but your profile says <strong>{legalNameOf(profile)}</strong>. Only the donor
              named in the letter can sign as the donor.
            </FormMessage>
            <div className="button-row loan-actions">
              {initiator ? (
                <Link to={giftPagePath(gift.id, 'gift-donor')} className="button button--primary">
                  Correct the donor’s name
                </Link>
              ) : (
                <Link to={giftPagePath(gift.id, 'reject-gift')} className="button button--primary">
                  Decline and say why
                </Link>
              )}
              <Link to={PROFILE_PATH} className="button button--secondary">
                Check your profile
              </Link>
            </div>
          </>
        ) : needsAddress ? (
          <>
            <FormMessage tone="info">The letter needs your home address (street, city, state and ZIP code) before you can sign.</FormMessage>
            <div className="button-row loan-actions">
              <Link to={PROFILE_PATH} className="button button--primary">
                Add your address
              </Link>
            </div>
          </>
        ) : (
          <form ref={formRef} className="form gift-sign-form" noValidate onSubmit={(e) => void onSubmit(e)}>
            <TextField
              name="typedFullName"
              label="Your full legal name"
              autoComplete="name"
              hint={
                <>
                  Type it as on your profile: <strong>{legalNameOf(profile)}</strong>. This typed name is your signature.
                </>
              }
              value={typedName}
              onValueChange={(v) => {
                setTypedName(v);
                clear('typedFullName');
              }}
              error={errors.typedFullName}
            />
            <SignaturePad onChange={setDrawing} />

            <FraudWarning />

            <fieldset className={`consents${errors.consents ? ' consents--invalid' : ''}`} aria-describedby={errors.consents ? `${consentsId}-error` : undefined}>
              <legend>Before you sign</legend>
              <label className="checkbox">
                <input
                  type="checkbox"
                  name="confirmNoRepaymentExpected"
                  checked={noRepayment}
                  aria-invalid={errors.consents && !noRepayment ? true : undefined}
                  onChange={(e) => {
                    setNoRepayment(e.target.checked);
                    clear('consents');
                  }}
                />
                <StatementText statement={giftNoRepaymentConfirmation(gift.yourParty)} />
              </label>
              <label className="checkbox">
                <input
                  type="checkbox"
                  name="consentToElectronicRecords"
                  checked={consent}
                  aria-invalid={errors.consents && noRepayment && !consent ? true : undefined}
                  onChange={(e) => {
                    setConsent(e.target.checked);
                    clear('consents');
                  }}
                />
                <StatementText statement={esignConsent('letter')} />
              </label>
              <label className="checkbox">
                <input
                  type="checkbox"
                  name="acceptTermsOfService"
                  checked={terms}
                  aria-invalid={errors.consents && noRepayment && consent && !terms ? true : undefined}
                  onChange={(e) => {
                    setTerms(e.target.checked);
                    clear('consents');
                  }}
                />
                <StatementText statement={termsOfServiceAcceptance()} />
              </label>
              {errors.consents ? (
                <p className="field__error" id={`${consentsId}-error`}>
                  <span className="field__error-icon" aria-hidden="true">
                    !
                  </span>
                  {errors.consents}
                </p>
              ) : null}
            </fieldset>

            <p className="intent">
              By selecting “{submitLabel}”:{' '}
              <StatementText statement={giftSignatureStatement(typedName.trim().replace(/\s+/g, ' ') || legalNameOf(profile), gift.yourParty)} />
            </p>
            {formError ? <FormMessage>{formError}</FormMessage> : null}
            <div className="form__actions">
              <SubmitButton pending={pending} pendingLabel={invitee ? 'Signing and sending…' : 'Signing…'}>
                {submitLabel}
              </SubmitButton>
            </div>
          </form>
        )}
      </FlowCard>
    </FlowFrame>
  );
}

const SEND_FIELDS = ['firstName', 'lastName', 'email'];

/** Signed but not sent (whom to send to wasn't known, the send failed, or they came back later): send it now. */
function SendStep({ flow }: { flow: GiftFlow }) {
  const { gift, stepper, done } = flow;
  const api = useGiftsApi();
  const kept = useGiftStore((s) => s.invitees[gift.id]);
  const setInvitee = useGiftStore((s) => s.setInvitee);
  const known = knownInvitee(gift, kept);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const [editing, setEditing] = useState(known === null);
  const [input, setInput] = useState<InviteeInput>(() => ({
    firstName: known?.firstName ?? '',
    lastName: known?.lastName ?? '',
    email: known?.email ?? '',
  }));
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const mySignature = gift.yourParty === 'donor' ? gift.signatures.donor : gift.signatures.giftRecipient;
  const whom = gift.yourParty === 'donor' ? 'the person buying the home' : 'the donor';

  async function send(party: UpdateParty) {
    setFormError(null);
    setPending(true);
    const sent = await api.send(gift.id, party, { notify: false });
    setPending(false);
    if (sent.ok) {
      done(sent.data, 'gift-request-sent');
      return;
    }
    const { fields, form } = formFailure(sent.error, SEND_FIELDS, { prefix: 'updateParty' });
    if (Object.keys(fields).length > 0) setEditing(true);
    show(fields);
    setFormError(form);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const read = readInvitee(input);
    if (!read.ok) {
      show(read.errors);
      return;
    }
    if (gift.yourParty === 'donor') setInvitee(gift.id, read.value);
    void send(read.value);
  }

  const set = (field: keyof InviteeInput) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard eyebrow={giftEyebrow(gift)} title="Send the gift letter">
        {mySignature ? <p>You signed {instantWords(mySignature.signedAt)}.</p> : null}
        {!editing && known ? (
          <>
            <p>
              We will email {nameOf(known)} at <strong>{known.email}</strong> with a link to review and sign it.
            </p>
            {formError ? <FormMessage>{formError}</FormMessage> : null}
            <div className="button-row loan-actions">
              <BusyButton className="button button--primary button--large" busy={pending} busyLabel="Sending…" onClick={() => send(known)}>
                Send to {known.firstName}
              </BusyButton>
              <button type="button" className="button button--secondary button--large" onClick={() => setEditing(true)}>
                Change who it goes to
              </button>
            </div>
          </>
        ) : (
          <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
            <p>Who should we send it to? We email {whom} a link to review and sign it.</p>
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
            {formError ? <FormMessage>{formError}</FormMessage> : null}
            <div className="form__actions">
              <SubmitButton pending={pending} pendingLabel="Sending…">
                Send the letter
              </SubmitButton>
            </div>
          </form>
        )}
      </FlowCard>
    </FlowFrame>
  );
}


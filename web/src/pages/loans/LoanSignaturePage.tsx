import { fullName as legalName, loanSignatureStatement, typedNameMatchesProfile, type LoanRequestResponse } from '@kinloan/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, SubmitButton, TextField } from '../../features/accounts/form-fields';
import { useFieldErrors } from '../../features/accounts/validation';
import { formFailure } from '../../api/form-failure';
import { FlowCard, FlowFrame, LoanFlowPage, type Flow } from '../../features/loans/LoanFlowPage';
import { flowEyebrow, fullName, instantWords, termsLine } from '../../features/loans/loan-words';
import { loanPagePath, otherPartyNamed } from '../../features/loans/next-step';
import { SignaturePad } from '../../features/loans/SignaturePad';
import { useLoansApi } from '../../features/loans/use-loans-api';
import { BusyButton } from '../../components/BusyButton';
import { CountersignLead } from '../../features/loans/CountersignLead';
import { AgreementView } from '../../features/loans/AgreementView';
import { StatementText } from '../../features/loans/StatementText';
import { useAgreementToSign } from '../../features/loans/use-agreement-to-sign';
import { sha256Hex } from '../../hooks/use-sha256';

/**
 * `/{id}/loan-signature`: the typed legal name (the signature), an optional drawing, and the
 * statement of intent as domain/ words it. The initiator then sends it to the other person.
 * When the other person's signature changed the text (their own details), the initiator comes
 * back here to read the final agreement and countersign it.
 */
export default function LoanSignaturePage() {
  return (
    <LoanFlowPage page="loan-signature" title="Sign the agreement">
      {(flow) =>
        flow.request.yourRole === 'initiator' && flow.request.status === 'initiator-signed' ? (
          <SendStep flow={flow} />
        ) : (
          <SignStep key={flow.request.id} flow={flow} />
        )
      }
    </LoanFlowPage>
  );
}

function updatePartyOf(request: LoanRequestResponse) {
  const d = request.recipientRequestDetails;
  return { firstName: d.firstName ?? '', lastName: d.lastName ?? '', email: d.email ?? request.recipientEmail ?? '' };
}

function SignStep({ flow }: { flow: Flow }) {
  const { request, stepper, done } = flow;
  const loans = useLoansApi();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const { profile, agreement, sha256, outdated } = useAgreementToSign(request);
  const [typedName, setTypedName] = useState('');
  const [drawing, setDrawing] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const initiator = request.yourRole === 'initiator';
  const countersigning = initiator && request.status === 'awaiting-countersignature';
  const detailsPage = initiator ? 'loan-party' : 'loan-recipient-party';
  const other = fullName(initiator ? request.recipientRequestDetails : request.initiatorRequestDetails) || 'the other person';

  const hasAddress = Boolean(profile?.address.line1 && profile.address.city && profile.address.state && profile.address.zipCode);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!profile) return;
    if (!typedNameMatchesProfile(typedName, profile)) {
      show({
        typedFullName:
          typedName.trim() === ''
            ? 'Type your full legal name to sign.'
            : `This must be your legal name as on your details: ${legalName(profile)}. To sign with another name, change your details first.`,
      });
      return;
    }
    // The fingerprint is computed as the page renders; a quick press may come first.
    const fingerprint = sha256 ?? (agreement ? await sha256Hex(agreement.fullText) : null);
    if (!fingerprint) {
      setFormError('This browser cannot compute the agreement’s fingerprint, so it cannot sign. Please use an up-to-date browser.');
      return;
    }
    clear();
    setPending(true);
    const signed = await loans.sign(
      request.id,
      { typedFullName: typedName.trim().replace(/\s+/g, ' '), ...(drawing ? { drawnSignaturePng: drawing } : {}) },
      fingerprint,
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
      done(signed.data, 'loan-success');
      return;
    }
    // Signed: now send it to the person named on "Other party".
    const sent = await loans.send(signed.data.id, updatePartyOf(signed.data));
    setPending(false);
    done(sent.ok ? sent.data : signed.data, sent.ok ? 'request-sent' : 'loan-signature');
  }

  const submitLabel = countersigning ? 'Countersign the agreement' : initiator ? `Sign and send to ${other}` : 'Sign the agreement';

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard
        eyebrow={flowEyebrow(request)}
        title={countersigning ? 'Countersign the agreement' : 'Sign the agreement'}
        lead={
          countersigning ? (
            <CountersignLead other={other} noun="agreement" changes={request.countersignChanges} />
          ) : (
            <p>
              You are signing the agreement you just reviewed: {termsLine(request.loanProposalDetails)}.{' '}
              <Link to={loanPagePath(request.id, 'loan-review')}>Read it again</Link>
            </p>
          )
        }
      >
        {countersigning && agreement ? <AgreementView agreement={agreement} sha256={sha256} outdated={outdated} /> : null}
        {!profile ? (
          <p className="page-loading" role="status">
            <span className="page-loading__spinner" aria-hidden="true" />
            Loading your details…
          </p>
        ) : !hasAddress ? (
          <>
            <FormMessage tone="info">The agreement needs your home address before you can sign.</FormMessage>
            <div className="button-row loan-actions">
              <Link to={loanPagePath(request.id, detailsPage)} className="button button--primary">
                Add your address
              </Link>
            </div>
          </>
        ) : (
          <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
            <TextField
              name="typedFullName"
              label="Your full legal name"
              autoComplete="name"
              hint={
                <>
                  Type it as on your details: <strong>{legalName(profile)}</strong>. This typed name is your signature.{' '}
                  {countersigning ? null : <Link to={loanPagePath(request.id, detailsPage)}>Change your details</Link>}
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
            <p className="intent">
              By selecting “{submitLabel}”: <StatementText statement={loanSignatureStatement(typedName.trim().replace(/\s+/g, ' ') || legalName(profile))} />
            </p>
            {formError ? <FormMessage>{formError}</FormMessage> : null}
            <div className="form__actions">
              <SubmitButton pending={pending} pendingLabel={initiator && !countersigning ? 'Signing and sending…' : 'Signing…'}>
                {submitLabel}
              </SubmitButton>
            </div>
          </form>
        )}
      </FlowCard>
    </FlowFrame>
  );
}

/** Signed but not sent (the send failed, or they came back later): send it now. */
function SendStep({ flow }: { flow: Flow }) {
  const { request, stepper, done } = flow;
  const loans = useLoansApi();
  const party = updatePartyOf(request);
  const signature = request.signatures.initiator;

  async function onSend() {
    const sent = await loans.send(request.id, party);
    if (sent.ok) done(sent.data, 'request-sent');
  }

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard eyebrow={flowEyebrow(request)} title="Send the agreement">
        {signature ? <p>You signed {instantWords(signature.signedAt)}.</p> : null}
        {otherPartyNamed(request) ? (
          <>
            <p>
              We will email {party.firstName} {party.lastName} at <strong>{party.email}</strong> with a link to review and sign it.
            </p>
            <div className="button-row loan-actions">
              <BusyButton className="button button--primary button--large" busyLabel="Sending…" onClick={onSend}>
                Send to {party.firstName}
              </BusyButton>
              <Link to={loanPagePath(request.id, 'loan-recipient-party')} className="button button--secondary button--large">
                Change who it goes to
              </Link>
            </div>
          </>
        ) : (
          <div className="button-row loan-actions">
            <Link to={loanPagePath(request.id, 'loan-recipient-party')} className="button button--primary">
              Name the person it goes to
            </Link>
          </div>
        )}
      </FlowCard>
    </FlowFrame>
  );
}

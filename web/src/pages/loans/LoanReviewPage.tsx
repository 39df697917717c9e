import { esignConsent, termsOfServiceAcceptance, type LoanRequestResponse } from '@kinloan/domain';
import { useId, useRef, useState } from 'react';
import { useKeptState } from '../../hooks/use-kept-state';
import { Link } from 'react-router-dom';
import { FormMessage } from '../../features/accounts/form-fields';
import { AgreementView } from '../../features/loans/AgreementView';
import { StatementText } from '../../features/loans/StatementText';
import { useAgreementToSign } from '../../features/loans/use-agreement-to-sign';
import { DeleteRequest } from '../../features/loans/DeleteRequest';
import { ImputedInterestNotice } from '../../features/loans/ImputedInterestNotice';
import { FlowCard, FlowFrame, LoanFlowPage, type Flow } from '../../features/loans/LoanFlowPage';
import { flowEyebrow, fullName } from '../../features/loans/loan-words';
import { initiatorDetailsReady, loanPagePath, otherPartyNamed } from '../../features/loans/next-step';
import { localToday } from '../../features/loans/terms-form';
import { useLoansApi } from '../../features/loans/use-loans-api';
import { BusyButton } from '../../components/BusyButton';

/**
 * `/{id}/loan-review`: the agreement exactly as it will be signed. Then the terms of service
 * and the consent to electronic records, and on to the signature. The recipient may instead
 * ask for changed terms or decline.
 */
export default function LoanReviewPage() {
  return (
    <LoanFlowPage page="loan-review" title="Review the agreement">
      {(flow) => <Review key={flow.request.id} flow={flow} />}
    </LoanFlowPage>
  );
}

/** What is still missing before the initiator can sign, with where to fix it. */
function missingForInitiator(request: LoanRequestResponse): { text: string; to: string }[] {
  const missing: { text: string; to: string }[] = [];
  if (!initiatorDetailsReady(request)) missing.push({ text: 'Add your legal name and address', to: loanPagePath(request.id, 'loan-party') });
  if (!otherPartyNamed(request)) missing.push({ text: 'Name the person it goes to', to: loanPagePath(request.id, 'loan-recipient-party') });
  return missing;
}

function Review({ flow }: { flow: Flow }) {
  const { request, stepper, done } = flow;
  const api = useLoansApi();
  const { agreement, sha256, outdated } = useAgreementToSign(request);
  const initiator = request.yourRole === 'initiator';
  const alreadyConsented = initiator ? request.consents.initiator !== null : request.consents.recipient !== null;
  // Kept for this tab: reading the terms of service, or coming back to this page, leaves the boxes as ticked.
  const [tosTicked, setTos] = useKeptState(`kinloan.consent.${request.id}.tos`, false);
  const [esignTicked, setEsign] = useKeptState(`kinloan.consent.${request.id}.esign`, false);
  const tos = alreadyConsented || tosTicked;
  const esign = alreadyConsented || esignTicked;
  const [consentError, setConsentError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const firstBox = useRef<HTMLInputElement>(null);
  const consentId = useId();
  const missing = initiator ? missingForInitiator(request) : [];
  const other = fullName(initiator ? request.recipientRequestDetails : request.initiatorRequestDetails) || 'the other person';

  async function onAccept() {
    if (!tos || !esign) {
      setConsentError('Please tick both boxes to sign online.');
      firstBox.current?.focus();
      return;
    }
    setConsentError(null);
    setPending(true);
    let current = request;
    const needsReview = initiator ? current.status === 'draft' : current.status === 'sent';
    if (needsReview) {
      const reviewed = await api.review(current.id);
      if (!reviewed.ok) {
        setPending(false);
        return;
      }
      current = reviewed.data;
    }
    if (!alreadyConsented) {
      const consented = await api.signTos(current.id);
      if (!consented.ok) {
        // Reviewed but not consented: keep the new status, stay here.
        setPending(false);
        done(current, 'loan-review');
        return;
      }
      current = consented.data;
    }
    setPending(false);
    done(current, initiator ? 'loan-signature' : 'loan-recipient-party');
  }

  if (!agreement) {
    return (
      <FlowFrame stepper={stepper}>
        <FlowCard eyebrow={flowEyebrow(request)} title="Review the agreement">
          <FormMessage tone="info">
            A few terms are still missing (how and when the money is handed over, or the governing law), so the agreement can’t be
            written yet.
          </FormMessage>
          <div className="button-row loan-actions">
            <Link to={loanPagePath(request.id, 'loan-terms-addl')} className="button button--primary">
              Add the remaining terms
            </Link>
          </div>
        </FlowCard>
      </FlowFrame>
    );
  }

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard
        eyebrow={flowEyebrow(request)}
        title="Review the agreement"
        lead={
          initiator ? (
            <p>This is the agreement you and {other} will sign, word for word. Take your time.</p>
          ) : (
            <p>
              {other} has signed this agreement and asks you to review it. Read it calmly: you can accept and sign it, ask for
              changed terms, or decline.
            </p>
          )
        }
      >
        <ImputedInterestNotice terms={request.loanProposalDetails} onDate={request.loanProposalDetails.disbursement?.date ?? localToday()} />
        <AgreementView agreement={agreement} sha256={sha256} outdated={outdated} />

        {missing.length > 0 ? (
          <FormMessage tone="info">
            <p>Before you can sign:</p>
            <ul>
              {missing.map((m) => (
                <li key={m.to}>
                  <Link to={m.to}>{m.text}</Link>
                </li>
              ))}
            </ul>
          </FormMessage>
        ) : (
          <>
            <fieldset className={`consents${consentError ? ' consents--invalid' : ''}`} aria-describedby={consentError ? `${consentId}-error` : undefined}>
              <legend>Before you sign</legend>
              <label className="checkbox">
                <input ref={firstBox} type="checkbox" checked={tos} disabled={alreadyConsented} onChange={(e) => { setTos(e.target.checked); setConsentError(null); }} />
                <StatementText statement={termsOfServiceAcceptance()} />
              </label>
              <label className="checkbox">
                <input type="checkbox" checked={esign} disabled={alreadyConsented} onChange={(e) => { setEsign(e.target.checked); setConsentError(null); }} />
                <StatementText statement={esignConsent('agreement')} />
              </label>
              {consentError ? (
                <p className="field__error" id={`${consentId}-error`}>
                  <span className="field__error-icon" aria-hidden="true">
                    !
                  </span>
                  {consentError}
                </p>
              ) : null}
            </fieldset>
            <div className="button-row loan-actions">
              <BusyButton className="button button--primary button--large" busy={pending} busyLabel="One moment…" onClick={onAccept}>
                {initiator ? 'Continue to sign' : 'Accept and sign'}
              </BusyButton>
              {initiator ? null : (
                <>
                  <Link to={loanPagePath(request.id, 'loan-terms-change')} className="button button--secondary button--large">
                    Ask for changes
                  </Link>
                  <Link to={loanPagePath(request.id, 'reject-loan')} className="button button--danger button--large">
                    Decline
                  </Link>
                </>
              )}
            </div>
          </>
        )}
        {initiator ? <DeleteRequest request={request} /> : null}
      </FlowCard>
    </FlowFrame>
  );
}

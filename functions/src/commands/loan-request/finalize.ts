import { AGREEMENT_TEXT_VERSION, decideStart, finalizeRefusal, loanAgreementCheckParties, loanMachine, partyRoles } from '@kinloan/domain';
import { appBaseUrl } from '../../config/environment';
import { renderLoanAgreementPdf } from '../../documents/renderers';
import { agreementPdfInput } from '../../loans/agreement-pdf-input';
import { LOANS, newLoanDocument } from '../../loans/loan-document';
import { currentAgreement } from '../../loans/request-agreement';
import { AppError, refusalError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import { eventRecord, eventRef } from '../../platform/event-log';
import { documentCheck, newVerificationCode } from '../../signing/document-verification';
import { keepExecutedDocument } from '../../signing/executed-documents';
import { transitionAndAnswer } from './transition';

/**
 * POST /api/v2/loanRequests/{id}/finalize: the initiator, who signed last, executes an agreement
 * both signed on the very same text. In one commit: the request's event, the loan (created
 * create-if-absent, so however many calls race, exactly one loan exists), and the executed
 * agreement kept byte for byte, the canonical text and the PDF with their fingerprints.
 */
export const finalizeLoanRequest: HttpCommand<'loanRequest.finalize'> = (ctx, { params }, deps) =>
  transitionAndAnswer(deps, ctx, params.id, 'finalize', async (loaded) => {
    const loanRole = partyRoles(loaded.doc.requestType, loaded.role);
    const start = decideStart(loanMachine, loanRole);
    if (!start.ok) throw refusalError(start.refusal);
    const agreement = currentAgreement(loaded.doc);
    const refused = finalizeRefusal(
      {
        initiator: loaded.doc.signatures.initiator?.documentSha256 ?? null,
        invitee: loaded.doc.signatures.recipient?.documentSha256 ?? null,
        current: agreement?.agreementSha256 ?? null,
      },
      'agreement',
    );
    if (refused || !agreement) throw new AppError('conflict', refused ?? 'The loan terms are not complete, so there is no agreement to execute.');

    const db = deps.firestore();
    const code = newVerificationCode();
    const verification = documentCheck(code, appBaseUrl(deps.environment()));
    const pdf = await renderLoanAgreementPdf({ ...agreementPdfInput({ ...loaded.doc, status: 'executed' }, agreement, ctx.now), verification });
    const kept = keepExecutedDocument(db, {
      kind: 'loan-agreement',
      subjectId: loaded.doc.id,
      partyIds: loaded.doc.partyIds,
      canonicalText: agreement.agreement.fullText,
      textVersion: AGREEMENT_TEXT_VERSION,
      pdf,
      now: ctx.now,
      verification: { code, parties: loanAgreementCheckParties(agreement.agreement.parties), giftAmountCents: null },
    });
    const loan = newLoanDocument(loaded.doc, agreement, ctx.now, kept.summary);
    const loanRef = db.collection(LOANS).doc(loan.id);
    return {
      changes: { loanId: loan.id, executedDocument: kept.summary },
      details: { loanId: loan.id, agreementSha256: loan.agreementSha256, executedDocument: kept.summary },
      alsoWrite: (batch) => {
        batch.create(eventRef(loanRef, 1), eventRecord(1, ctx, loanRole, null, { type: 'create', next: start.next, details: { loanRequestId: loaded.doc.id, agreementSha256: loan.agreementSha256 } }));
        batch.create(loanRef, loan);
        kept.write(batch);
      },
    };
  });

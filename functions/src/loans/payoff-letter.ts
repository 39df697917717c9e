import { buildPayoffLetter, fullName, loanAgreementCheckParties, PAYOFF_LETTER_TEXT_VERSION, type CalendarDate, type Ledger, type LoanEndSummary } from '@kinloan/domain';
import { appBaseUrl } from '../config/environment';
import { renderPayoffLetterPdf } from '../documents/renderers';
import type { CallContext } from '../platform/context';
import type { Dependencies } from '../platform/deps';
import { documentCheck, newVerificationCode } from '../signing/document-verification';
import { keepExecutedDocument, sha256OfText, type KeptDocument } from '../signing/executed-documents';
import type { LoanDocument } from './loan-document';
import { ledgerTermsOf } from './servicing-state';

/**
 * The payoff and release letter of a loan being marked paid off, rendered once and kept like
 * the agreement (docs/decisions/0010), with its own verification code: its writes go into the
 * very commit that ends the loan, so a loan paid off has its letter and one never exists
 * without the other. The creates make a second letter impossible, whatever races.
 */
export async function payoffLetterToKeep(
  deps: Dependencies,
  ctx: CallContext,
  loan: LoanDocument,
  ledger: Ledger,
  payoffDate: CalendarDate,
  /** For a letter issued after the loan was marked paid off: that end, as recorded. */
  earlierEnd: Pick<LoanEndSummary, 'endedByCustomerId' | 'endedAt'> | null = null,
): Promise<KeptDocument> {
  const letter = buildPayoffLetter({
    loanId: loan.id,
    agreementSha256: loan.agreementSha256,
    agreementExecutedOn: loan.executedAt.slice(0, 10),
    lenderName: fullName(loan.lender),
    borrowerName: fullName(loan.borrower),
    terms: ledgerTermsOf(loan),
    payoffDate,
    payments: ledger.payments,
  });
  const byLender = ctx.caller.uid === loan.lenderCustomerId;
  const markedByLender = earlierEnd?.endedByCustomerId === loan.lenderCustomerId;
  const code = newVerificationCode();
  const pdf = await renderPayoffLetterPdf({
    letter,
    documentSha256: sha256OfText(letter.fullText),
    generatedAt: ctx.now,
    issue: {
      byRole: byLender ? 'Lender' : 'Borrower',
      byName: fullName(byLender ? loan.lender : loan.borrower),
      byEmail: ctx.caller.email,
      byCustomerId: ctx.caller.uid,
      at: ctx.now,
      ip: ctx.ip,
      forwardedFor: ctx.forwardedFor,
      userAgent: ctx.userAgent,
      lenderCustomerId: loan.lenderCustomerId,
      ...(earlierEnd
        ? { markedPaidOff: { byRole: markedByLender ? 'Lender' : 'Borrower', byName: fullName(markedByLender ? loan.lender : loan.borrower), at: earlierEnd.endedAt } }
        : {}),
    },
    verification: documentCheck(code, appBaseUrl(deps.environment())),
  });
  return keepExecutedDocument(deps.firestore(), {
    kind: 'payoff-letter',
    subjectId: loan.id,
    partyIds: loan.partyIds,
    canonicalText: letter.fullText,
    textVersion: PAYOFF_LETTER_TEXT_VERSION,
    pdf,
    now: ctx.now,
    verification: { code, parties: loanAgreementCheckParties(loan), giftAmountCents: null },
  });
}

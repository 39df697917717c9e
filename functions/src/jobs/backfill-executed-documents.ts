import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { AGREEMENT_TEXT_VERSION, GIFT_LETTER_TEXT_VERSION, giftLetterCheckParties, loanAgreementCheckParties, type ExecutedDocumentSummary } from '@kinloan/domain';
import { renderGiftLetterPdf } from '../documents/gift-letter-pdf';
import { renderLoanAgreementPdf } from '../documents/loan-agreement-pdf';
import { currentGiftLetter } from '../gifts/current-gift-letter';
import { GIFT_REQUESTS, type GiftRequestDocument } from '../gifts/gift-document';
import { agreementPdfInput } from '../loans/agreement-pdf-input';
import { LOANS } from '../loans/loan-document';
import { LOAN_REQUESTS, type LoanRequestDocument } from '../loans/loan-request-document';
import { currentAgreement } from '../loans/request-agreement';
import { giftPdfInput } from '../gifts/gift-pdf-input';
import type { CallContext } from '../platform/context';
import { appendEvent } from '../platform/event-log';
import { CommitBatch } from '../platform/store';
import { documentCheck, newVerificationCode } from '../signing/document-verification';
import { keepExecutedDocument, type ExecutedDocumentKind } from '../signing/executed-documents';

/**
 * The one-off backfill for documents executed before they were kept (issue 12): for each
 * executed loan request and gift letter without a kept copy, the text is made again by today's
 * code, and kept only if its SHA-256 is the one both signatures cover, i.e. the code still
 * produces, word for word, the text that was signed (the text version printed in it must
 * match too). It is then kept, marked as backfilled, with an event in the document's log.
 * Otherwise nothing is made up: the document is marked as having no kept copy, with why, and
 * downloads refuse to hand out a substitute. Safe to run again: kept ones are skipped.
 */

export interface BackfillResult {
  readonly kept: string[];
  readonly notReproducible: string[];
  readonly alreadyKept: number;
}

/** Old signatures named their hash agreementSha256 (loans) before every signature said documentSha256. */
function signedHash(signature: { documentSha256?: string; agreementSha256?: string } | null | undefined): string | null {
  return signature?.documentSha256 ?? signature?.agreementSha256 ?? null;
}

const SYSTEM: Pick<CallContext, 'caller' | 'ip' | 'forwardedFor' | 'userAgent'> = {
  caller: { uid: 'kinloan-backfill', email: null, emailVerified: false, name: 'Kinloan backfill' },
  ip: 'n/a',
  forwardedFor: '',
  userAgent: 'kinloan-backfill',
};

async function record(
  db: Firestore,
  ref: DocumentReference,
  doc: LoanRequestDocument | GiftRequestDocument,
  now: string,
  outcome: { kept: ExecutedDocumentSummary; write: (batch: CommitBatch) => void } | { reason: string },
  alsoOnLoan: boolean,
): Promise<void> {
  const batch = new CommitBatch(db);
  const ctx: CallContext = { ...SYSTEM, now };
  const kept = 'kept' in outcome;
  appendEvent(batch, { ref, doc, role: 'system' }, ctx, {
    type: kept ? 'backfill-executed-document' : 'executed-document-not-kept',
    next: doc.status,
    changes: kept ? { executedDocument: outcome.kept } : { executedDocumentMissing: { reason: outcome.reason, checkedAt: now } },
    details: kept ? { executedDocument: outcome.kept } : { reason: outcome.reason },
  });
  if (kept) {
    outcome.write(batch);
    if (alsoOnLoan) batch.update(db.collection(LOANS).doc(doc.id), { executedDocument: outcome.kept });
  }
  await batch.commit();
}

async function backfillOne(
  db: Firestore,
  kind: ExecutedDocumentKind,
  ref: DocumentReference,
  doc: LoanRequestDocument | GiftRequestDocument,
  now: string,
  appBaseUrl: string,
): Promise<boolean> {
  const isLoan = kind === 'loan-agreement';
  const loanDoc = doc as LoanRequestDocument;
  const giftDoc = doc as GiftRequestDocument;
  const current = isLoan ? currentAgreement(loanDoc) : currentGiftLetter(giftDoc);
  const text = current ? ('agreement' in current ? current.agreement.fullText : current.letter.fullText) : null;
  const hash = current ? ('agreementSha256' in current ? current.agreementSha256 : current.documentSha256) : null;
  const signed = isLoan
    ? [signedHash(loanDoc.signatures.initiator), signedHash(loanDoc.signatures.recipient)]
    : [signedHash(giftDoc.signatures.donor), signedHash(giftDoc.signatures.giftRecipient)];
  if (!current || !text || !hash || signed.some((s) => s !== hash)) {
    await record(db, ref, doc, now, { reason: 'The text made today does not have the fingerprint both signatures cover.' }, false);
    return false;
  }
  const executedAt = (isLoan ? loanDoc.updatedAt : giftDoc.executedAt) ?? doc.updatedAt;
  // Copies made now print a code too: whoever downloads one can have it checked like any other.
  const code = newVerificationCode();
  const verification = documentCheck(code, appBaseUrl);
  const agreement = isLoan ? (current as NonNullable<ReturnType<typeof currentAgreement>>) : null;
  const pdf = agreement
    ? await renderLoanAgreementPdf({ ...agreementPdfInput(loanDoc, agreement, executedAt), verification })
    : await renderGiftLetterPdf({ ...giftPdfInput(giftDoc, current as NonNullable<ReturnType<typeof currentGiftLetter>>, executedAt), verification });
  const kept = keepExecutedDocument(db, {
    kind,
    subjectId: doc.id,
    partyIds: doc.partyIds,
    canonicalText: text,
    textVersion: isLoan ? AGREEMENT_TEXT_VERSION : GIFT_LETTER_TEXT_VERSION,
    pdf,
    now,
    backfilledAt: now,
    verification: {
      code,
      parties: agreement
        ? loanAgreementCheckParties(agreement.agreement.parties)
        : giftLetterCheckParties(giftDoc.donorRequestDetails, giftDoc.recipientDetails),
      giftAmountCents: agreement ? null : (giftDoc.giftDetails.amountCents ?? null),
    },
  });
  await record(db, ref, doc, now, { kept: kept.summary, write: kept.write }, isLoan);
  return true;
}

/** `appBaseUrl`: the web app's origin, for the verification page the copies print. */
export async function backfillExecutedDocuments(db: Firestore, appBaseUrl: string, now: string = new Date().toISOString()): Promise<BackfillResult> {
  const result = { kept: [] as string[], notReproducible: [] as string[], alreadyKept: 0 };
  for (const [kind, collection] of [
    ['loan-agreement', LOAN_REQUESTS],
    ['gift-letter', GIFT_REQUESTS],
  ] as const) {
    const executed = await db.collection(collection).where('status', '==', 'executed').get();
    for (const snapshot of executed.docs) {
      const doc = snapshot.data() as (LoanRequestDocument | GiftRequestDocument) & { executedDocumentMissing?: unknown };
      if (doc.executedDocument || doc.executedDocumentMissing) {
        result.alreadyKept += doc.executedDocument ? 1 : 0;
        continue;
      }
      (await backfillOne(db, kind, snapshot.ref, doc, now, appBaseUrl) ? result.kept : result.notReproducible).push(`${kind}-${doc.id}`);
    }
  }
  return result;
}

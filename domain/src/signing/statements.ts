import type { GiftParty } from '../gift/gift-machine';

/**
 * What a person affirms when they accept, consent or sign: each sentence lives here once,
 * versioned. The page shows exactly `text`; the call sends `version`; the event log records
 * the text itself. A call made with another version (an old page, a tampered call) is refused
 * with a 409, so the record can never say someone affirmed a sentence they were not shown.
 *
 * The sentences are versioned together: change any of them and bump STATEMENTS_VERSION, and
 * pages opened before then fail cleanly instead of signing under words nobody saw
 * (docs/decisions/0008-agreement-binding.md).
 */

export const STATEMENTS_VERSION = '2026-11-24';

/** The terms of service accepted with them: the policies page's "Last updated" date. */
export const TERMS_OF_SERVICE_VERSION = '2026-11-20';

export const STATEMENT_KINDS = [
  'terms-of-service',
  'esign-consent',
  'loan-signature',
  'gift-signature',
  'gift-no-repayment',
] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

export interface Statement {
  readonly kind: StatementKind;
  readonly version: string;
  readonly text: string;
}

function statement(kind: StatementKind, text: string): Statement {
  return { kind, version: STATEMENTS_VERSION, text };
}

export function termsOfServiceAcceptance(): Statement {
  return statement('terms-of-service', 'I accept Kinloan’s terms of service.');
}

/** E-SIGN: affirmative consent to electronic records before an electronic signature counts. */
export function esignConsent(document: 'agreement' | 'letter'): Statement {
  const copy = document === 'agreement' ? ' I can download the signed agreement as a PDF at any time.' : '';
  return statement(
    'esign-consent',
    `I agree to receive this ${document} and its records electronically and to sign it electronically. My electronic signature has the same effect as signing on paper.${copy}`,
  );
}

/** The words next to the loan agreement's signature box, with the signer's own name in them. */
export function loanSignatureStatement(signerName: string): Statement {
  return statement(
    'loan-signature',
    `I, ${signerName}, sign this Promissory Note and Loan Agreement electronically. I intend my typed name to be my signature, with the same effect as signing it by hand, and I agree to be bound by its terms.`,
  );
}

export function giftSignatureStatement(signerName: string, party: GiftParty): Statement {
  return statement(
    'gift-signature',
    `I, ${signerName}, sign this gift letter electronically as the ${party === 'donor' ? 'donor' : 'gift recipient'}, and I intend my typed name to have the same effect as my handwritten signature.`,
  );
}

/** A gift letter for money that must be paid back is mortgage fraud: each side says it is not. */
export function giftNoRepaymentConfirmation(party: GiftParty): Statement {
  return statement(
    'gift-no-repayment',
    party === 'donor'
      ? 'I confirm this money is a gift. I do not expect it to be paid back, in cash or in services, now or later.'
      : 'I confirm this money is a gift to me. I am not expected to pay any of it back, in cash or in services, now or later.',
  );
}

export const STATEMENT_CHANGED =
  'The statement on this page has been updated since it was opened. Refresh the page, read it again, and then continue.';

/** Whether a call affirmed the statements as they read now. */
export function isCurrentStatementsVersion(sentVersion: string): boolean {
  return sentVersion === STATEMENTS_VERSION;
}

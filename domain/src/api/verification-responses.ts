/** The executed documents a verification code can name. */
export const VERIFIABLE_DOCUMENT_KINDS = ['loan-agreement', 'gift-letter', 'payoff-letter', 'amendment'] as const;
export type VerifiableDocumentKind = (typeof VERIFIABLE_DOCUMENT_KINDS)[number];

export const VERIFIABLE_DOCUMENT_LABELS: Readonly<Record<VerifiableDocumentKind, string>> = {
  'loan-agreement': 'Loan agreement',
  'gift-letter': 'Gift letter',
  'payoff-letter': 'Payoff and release letter',
  amendment: 'Loan amendment',
};

/** A party as the public check shows them: their part in the document and their initials. */
export interface VerifiedParty {
  /** "Lender", "Borrower", "Donor", "Gift recipient". */
  readonly role: string;
  /** "M. A. O." */
  readonly initials: string;
}

/**
 * GET /api/v1/verify/{code}: what anyone holding an executed document may learn from its
 * code, and nothing more (no names, emails, addresses, loan amounts or ids): its kind, when
 * it was executed, the parties' initials, a gift letter's amount (the figure an underwriter
 * checks), and the fingerprints to compare the copy in hand with.
 */
export interface VerificationResponse {
  /** As printed: 7K3M-Q9XD-2PHA. */
  readonly code: string;
  readonly documentKind: VerifiableDocumentKind;
  /** YYYY-MM-DD, the day the last signature made it final. */
  readonly executedOn: string;
  readonly parties: readonly VerifiedParty[];
  /** Only for a gift letter: the gift's amount, in cents. */
  readonly giftAmountCents: number | null;
  /** SHA-256 of the text both signed: the "Document SHA-256" printed at the foot of each page. */
  readonly textSha256: string;
  /** SHA-256 of the PDF's bytes as executed: a downloaded copy hashes to exactly this. */
  readonly pdfSha256: string;
}

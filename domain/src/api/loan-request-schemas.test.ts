import { describe, expect, it } from 'vitest';
import {
  finalizeBodySchema,
  loanProposalDetailsSchema,
  loanProposalReadySchema,
  loanRequestCreateBodySchema,
  loanRequestPatchBodySchema,
  MAX_DRAWN_SIGNATURE_CHARS,
  rejectBodySchema,
  reviewBodySchema,
  sendBodySchema,
  signBodySchema,
  signTosBodySchema,
  typedNameMatchesProfile,
} from './schemas';
import { parsed, problems, withField } from './schema-test-support';

const terms = {
  principalCents: 6_000_000,
  annualRateBps: 500,
  termMonths: 60,
  firstPaymentDate: '2026-03-01',
  purpose: 'Down payment on a car',
};

const create = {
  initiatingCustomerId: 'uidAlice',
  initiatorRequestDetails: { firstName: 'Alice', lastName: 'Ng' },
  loanProposalDetails: terms,
  recipientCustomerId: null,
  recipientRequestDetails: {},
  requestType: 'borrow',
  status: 'draft',
  parentLoanId: null,
};

describe('loanRequest POST', () => {
  it('accepts a good body and fills the agreed defaults', () => {
    expect(parsed(loanRequestCreateBodySchema, create).loanProposalDetails).toEqual({
      ...terms,
      lateFeeCents: 0,
      lateFeeGraceDays: 10,
      prepaymentAllowed: true,
      extraPaymentMode: 'keep-payment-shorten-term',
    });
  });

  it('accepts the limits themselves: 480 months, 36%, $1.00, 0%, $10,000,000', () => {
    for (const [field, value] of [
      ['termMonths', 480],
      ['termMonths', 1],
      ['annualRateBps', 3600],
      ['annualRateBps', 0],
      ['principalCents', 100],
      ['principalCents', 1_000_000_000],
    ] as const) {
      expect(problems(loanRequestCreateBodySchema, withField(create, `loanProposalDetails.${field}`, value))).toEqual([]);
    }
  });

  it('accepts the full set of terms', () => {
    const full = {
      ...terms,
      lateFeeCents: 2500,
      lateFeeGraceDays: 15,
      prepaymentAllowed: true,
      governingLawState: 'ny',
      disbursement: { method: 'zelle', date: '2026-02-01' },
      extraPaymentMode: 'keep-term-lower-payment',
    };
    expect(parsed(loanProposalReadySchema, full)).toEqual({ ...full, governingLawState: 'NY' });
  });

  const p = 'loanProposalDetails';
  it.each([
    [`${p}.principalCents`, 150.5, 'Loan amount must be a whole number of cents.'],
    [`${p}.principalCents`, 1.5, 'Loan amount must be a whole number of cents.'],
    [`${p}.principalCents`, 99, 'Loan amount must be at least $1.00.'],
    [`${p}.principalCents`, 1_000_000_001, 'Loan amount must be at most $10,000,000.00.'],
    [`${p}.principalCents`, '6000000', 'Loan amount must be a number of cents.'],
    [`${p}.principalCents`, undefined, 'Loan amount is required.'],
    [`${p}.principalCents`, null, 'Loan amount is required.'],
    [`${p}.annualRateBps`, 3601, 'Annual interest rate must be at most 36%.'],
    [`${p}.annualRateBps`, -1, 'Annual interest rate must be at least 0%.'],
    [`${p}.annualRateBps`, 5.5, 'Annual interest rate must be a whole number of basis points (5% is 500).'],
    [`${p}.termMonths`, 481, 'Loan term must be at most 480 months.'],
    [`${p}.termMonths`, 0, 'Loan term must be at least 1 months.'],
    [`${p}.termMonths`, 12.5, 'Loan term must be a whole number of months.'],
    [`${p}.firstPaymentDate`, '2026-02-30', 'First payment date must be a real date written as YYYY-MM-DD.'],
    [`${p}.firstPaymentDate`, '03/01/2026', 'First payment date must be a real date written as YYYY-MM-DD.'],
    [`${p}.firstPaymentDate`, '2026-03-01T00:00:00Z', 'First payment date must be a real date written as YYYY-MM-DD.'],
    [`${p}.purpose`, ' ', 'Purpose of the loan is required.'],
    [`${p}.lateFeeCents`, 100_001, 'Late fee must be at most $1,000.00.'],
    [`${p}.lateFeeGraceDays`, 61, 'Grace period before a late fee must be at most 60 days.'],
    [`${p}.prepaymentAllowed`, false, 'Prepayment is always allowed without penalty, so "prepayment allowed" must be true.'],
    [`${p}.governingLawState`, 'ZZ', 'Governing-law state must be a two-letter US state code, like CA or DC.'],
    [`${p}.extraPaymentMode`, 'shorten', 'What happens after an extra payment must be "keep-payment-shorten-term" or "keep-term-lower-payment".'],
    [`${p}.disbursement`, { method: 'bitcoin', date: '2026-02-01' }, 'How the money is handed over must be one of: Cash, Bank transfer, Check, Venmo, Zelle, PayPal, Other ("cash", "bank-transfer", "check", "venmo", "zelle", "paypal", "other").'],
    [p, undefined, 'Loan terms are required: amount, interest rate, term, first payment date and purpose.'],
    ['requestType', 'gift', 'Request type must be "borrow" or "lend".'],
    ['status', 'executed', 'Status of a new loan request must be "draft".'],
    ['initiatingCustomerId', '', 'Initiating customer id is required.'],
    ['parentLoanId', '../x', 'Parent loan request id must be an id of letters, digits, "-" or "_".'],
    ['initiatorRequestDetails.email', 'nope', "Initiator's email must be a valid email address, like name@example.com."],
    ['recipientRequestDetails.phone', '12', "Recipient's phone number must be a 10-digit US number, like (555) 123-4567."],
  ])('refuses %s = %j: %s', (field, value, message) => {
    const fieldPath = field === `${p}.disbursement` ? `${p}.disbursement.method` : field;
    expect(problems(loanRequestCreateBodySchema, withField(create, field, value))).toEqual([{ field: fieldPath, message }]);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses a non-finite amount (%s)', (value) => {
    expect(problems(loanRequestCreateBodySchema, withField(create, `${p}.principalCents`, value))).toHaveLength(1);
  });

  it('refuses a first payment on or before the day the money is handed over', () => {
    for (const date of ['2026-03-01', '2026-03-02']) {
      const body = withField(create, `${p}.disbursement`, { method: 'check', date });
      expect(problems(loanRequestCreateBodySchema, body)).toEqual([
        { field: `${p}.firstPaymentDate`, message: 'First payment date must be after the date the money is handed over.' },
      ]);
    }
  });

  it('lets a draft leave out the governing law and the hand-over, but not a request ready to sign', () => {
    expect(problems(loanRequestCreateBodySchema, create)).toEqual([]);
    expect(problems(loanProposalReadySchema, terms)).toEqual([
      { field: 'governingLawState', message: 'Governing-law state is required.' },
      { field: 'disbursement', message: 'How and when the money is handed over is required.' },
    ]);
  });

  it('accepts a loan wish with only what the borrower chose to show', () => {
    const body = withField(create, 'initiatorRequestDetails.loanWish', { headline: 'Help me buy a used car' });
    expect(parsed(loanRequestCreateBodySchema, body).initiatorRequestDetails.loanWish).toEqual({
      headline: 'Help me buy a used car',
      showAmount: true,
      showTerms: true,
      showName: 'first-name',
    });
  });

  it('refuses a body that is not an object', () => {
    expect(problems(loanRequestCreateBodySchema, [])).toEqual([{ field: 'body', message: 'A loan request must be a JSON object.' }]);
  });
});

describe('loanRequest PATCH (the full request)', () => {
  const full = { ...create, id: 'req123', status: 'sent', rejectionReason: null, createdAt: '2026-01-01T00:00:00Z' };

  it('accepts the echoed fields and strips the ones it does not know', () => {
    const body = parsed(loanRequestPatchBodySchema, full);
    expect(body).toMatchObject({ id: 'req123', status: 'sent' });
    expect(body).not.toHaveProperty('createdAt');
  });

  it.each([
    ['status', 'bogus', 'Status must be one of the loan request statuses.'],
    ['loanProposalDetails.termMonths', 481, 'Loan term must be at most 480 months.'],
    ['id', 'a b', 'Loan request id must be an id of letters, digits, "-" or "_".'],
  ])('refuses %s = %j', (field, value, message) => {
    expect(problems(loanRequestPatchBodySchema, withField(full, field, value))).toEqual([{ field, message }]);
  });
});

describe('review, finalize and signTos bodies', () => {
  it.each([
    [reviewBodySchema, 'A review'],
    [finalizeBodySchema, 'A finalize request'],
  ] as const)('empty bodies: {} and no body pass, stray keys do not (%#)', (schema, name) => {
    expect(parsed(schema, {})).toEqual({});
    expect(parsed(schema, undefined)).toEqual({});
    expect(problems(schema, { force: true })).toEqual([{ field: 'force', message: `${name} does not accept "force".` }]);
  });

  const tos = { acceptTermsOfService: true, consentToElectronicRecords: true, statementsVersion: '2026-11-24' };
  it('signTos needs both explicit answers and the version of the statements shown', () => {
    expect(parsed(signTosBodySchema, tos)).toEqual(tos);
    expect(problems(signTosBodySchema, {})).toEqual([
      { field: 'acceptTermsOfService', message: 'Acceptance of the terms of service is required to continue.' },
      { field: 'consentToElectronicRecords', message: 'Consent to electronic records and signatures is required to sign online.' },
      { field: 'statementsVersion', message: 'Statements version is required.' },
    ]);
    expect(problems(signTosBodySchema, { ...tos, consentToElectronicRecords: 'yes' })).toEqual([
      { field: 'consentToElectronicRecords', message: 'Consent to electronic records and signatures is required to sign online.' },
    ]);
    expect(problems(signTosBodySchema, { ...tos, acceptTermsOfService: false })).toHaveLength(1);
    expect(problems(signTosBodySchema, { ...tos, marketing: true })).toEqual([
      { field: 'marketing', message: 'The terms-of-service acceptance does not accept "marketing".' },
    ]);
  });
});

describe('send', () => {
  const send = { updateParty: { email: ' Bob@Example.com', firstName: 'Bob', lastName: 'Jones' } };
  it('lower-cases the other party’s email', () => {
    expect(parsed(sendBodySchema, send).updateParty.email).toBe('bob@example.com');
  });
  it.each([
    ['updateParty.email', 'bob', "The other party's email must be a valid email address, like name@example.com."],
    ['updateParty.lastName', undefined, "The other party's last name is required."],
    ['updateParty', undefined, "The other party's email, first and last name are required."],
  ])('refuses %s = %j', (field, value, message) => {
    expect(problems(sendBodySchema, withField(send, field, value))).toEqual([{ field, message }]);
  });
});

describe('sign', () => {
  const png = `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==`;

  const shown = { agreementSha256: 'a'.repeat(64), statementsVersion: '2026-11-24' };

  it('accepts a typed name, collapsing its spaces, with or without a drawn PNG', () => {
    expect(parsed(signBodySchema, { signatureData: { typedFullName: '  Alice   Q.  Ng ' }, ...shown })).toEqual({
      signatureData: { typedFullName: 'Alice Q. Ng' },
      ...shown,
    });
    expect(parsed(signBodySchema, { signatureData: { typedFullName: 'Alice Ng', drawnSignaturePng: png }, ...shown }).signatureData.drawnSignaturePng).toBe(png);
  });

  it('needs the fingerprint of the agreement the signer was shown, and the statements’ version', () => {
    expect(problems(signBodySchema, { signatureData: { typedFullName: 'Alice Ng' }, statementsVersion: 'v' })).toEqual([
      { field: 'agreementSha256', message: 'Agreement fingerprint is required.' },
    ]);
    expect(problems(signBodySchema, { signatureData: { typedFullName: 'Alice Ng' }, ...shown, agreementSha256: 'abc' })).toEqual([
      { field: 'agreementSha256', message: 'Agreement fingerprint must be the 64-character fingerprint of the document shown on the page.' },
    ]);
  });

  it.each([
    ['signatureData.typedFullName', '', 'Typed full legal name is required.'],
    ['signatureData.drawnSignaturePng', 'data:image/jpeg;base64,/9j/4AAQ', 'Drawn signature must be a PNG image (a data:image/png;base64 URL).'],
    ['signatureData.drawnSignaturePng', 'data:image/png;base64,AAAA', 'Drawn signature must be a PNG image (a data:image/png;base64 URL).'],
    ['signatureData.drawnSignaturePng', `data:image/png;base64,iVBORw0KGgo${'A'.repeat(MAX_DRAWN_SIGNATURE_CHARS)}`, 'Drawn signature image is too large; it must be under 150 KB.'],
    ['signatureData', undefined, 'Signature data is required: your typed full legal name.'],
    // 1×1 px data, but an IHDR claiming 10,000 × 10,000: pdf-lib would allocate 400 MB to embed it.
    ['signatureData.drawnSignaturePng', `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAJxAAACcQCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==`, 'Drawn signature must be a PNG of at most 1600 × 800 pixels.'],
  ])('refuses %s = %j', (field, value, message) => {
    const body = withField({ signatureData: { typedFullName: 'Alice Ng' }, ...shown }, field, value);
    expect(problems(signBodySchema, body)).toEqual([{ field, message }]);
  });

  it.each([
    ['Alice Ng', true],
    ['alice  ng', true],
    ['Alice Quinn Ng', true],
    ['Alice Q. Ng', true],
    ['Alice Q Ng', true],
    ['Alice Nguyen', false],
    ['Ng Alice', false],
    ['Alice', false],
    ['Alice R. Ng', false],
  ])('typed name %j matches the profile Alice Quinn Ng: %s', (typed, matches) => {
    expect(typedNameMatchesProfile(typed, { firstName: 'Alice', middleName: 'Quinn', lastName: 'Ng' })).toBe(matches);
  });

  it('does not let an empty profile match an empty name', () => {
    expect(typedNameMatchesProfile(' ', { firstName: '', lastName: '' })).toBe(false);
  });
});

describe('reject', () => {
  it('accepts a reason of up to 1000 characters, line breaks included', () => {
    expect(parsed(rejectBodySchema, { rejectionReason: ' The rate is\ntoo high. ' })).toEqual({ rejectionReason: 'The rate is\ntoo high.' });
    expect(problems(rejectBodySchema, { rejectionReason: 'x'.repeat(1000) })).toEqual([]);
  });
  it.each([
    ['', 'Reason for rejecting is required.'],
    ['   ', 'Reason for rejecting is required.'],
    ['x'.repeat(1001), 'Reason for rejecting must be at most 1000 characters.'],
    [undefined, 'Reason for rejecting is required.'],
  ])('refuses %j', (value, message) => {
    expect(problems(rejectBodySchema, withField({ rejectionReason: 'x' }, 'rejectionReason', value))).toEqual([
      { field: 'rejectionReason', message },
    ]);
  });
});

describe('dates that are not dates', () => {
  const terms = { ...readyTermsForDates(), firstPaymentDate: '2027-02-30', disbursement: { method: 'bank-transfer', date: '2026-02-30' } };

  it.each([
    ['create', () => loanRequestCreateBodySchema.safeParse({ requestType: 'borrow', initiatorRequestDetails: {}, recipientRequestDetails: {}, loanProposalDetails: terms })],
    ['ready', () => loanProposalReadySchema.safeParse(terms)],
    ['draft', () => loanProposalDetailsSchema.safeParse(terms)],
  ])('are refused by %s, naming each field, and no check compares them', (_name, parse) => {
    const result = parse();
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(messages.some((m) => /firstPaymentDate: First payment date must be a real date/.test(m))).toBe(true);
    expect(messages.some((m) => /disbursement\.date: Date the money is handed over must be a real date/.test(m))).toBe(true);
    expect(messages.some((m) => /must be after the date the money is handed over/.test(m))).toBe(false);
  });
});

function readyTermsForDates() {
  return {
    principalCents: 500_000,
    annualRateBps: 400,
    termMonths: 12,
    purpose: 'A used car',
    lateFeeCents: 0,
    lateFeeGraceDays: 10,
    prepaymentAllowed: true,
    extraPaymentMode: 'keep-payment-shorten-term',
    governingLawState: 'OR',
  };
}

import { describe, expect, it } from 'vitest';
import {
  confirmPaymentBodySchema,
  disputePaymentBodySchema,
  endLoanBodySchema,
  giftCreateDataSchema,
  giftIdDataSchema,
  giftLetterReadySchema,
  giftRejectDataSchema,
  giftSendDataSchema,
  giftSignDataSchema,
  giftUpdateDataSchema,
  loanNoteBodySchema,
  recordPaymentBodySchema,
  reminderPreferencesBodySchema,
} from './schemas';
import { parsed, problems, withField } from './schema-test-support';

describe('loans end', () => {
  it.each([
    [{ endDate: '2027-01-31', status: 'paid-off' }],
    [{ endDate: '2027-01-31', status: 'forgiven' }],
    [{ endDate: '2027-01-31', status: 'other', reason: 'Sold the car back to the lender.' }],
  ])('accepts %j', (body) => {
    expect(parsed(endLoanBodySchema, body)).toEqual(body);
  });

  it.each([
    [{ endDate: '2027-02-29', status: 'paid-off' }, 'endDate', 'End date must be a real date written as YYYY-MM-DD.'],
    [{ status: 'paid-off' }, 'endDate', 'End date is required.'],
    [{ endDate: '2027-01-31', status: 'cancelled' }, 'status', 'How the loan ended must be "paid-off", "forgiven" or "other".'],
    [{ endDate: '2027-01-31', status: 'other' }, 'reason', 'Reason for ending the loan is required when it ends for another reason.'],
    [{ endDate: '2027-01-31', status: 'other', reason: '  ' }, 'reason', 'Reason for ending the loan is required when it ends for another reason.'],
  ])('refuses %j', (body, field, message) => {
    expect(problems(endLoanBodySchema, body)).toEqual([{ field, message }]);
  });
});

describe('payments', () => {
  const payment = { amountCents: 113_227, paidOn: '2026-03-01', method: 'venmo', note: 'March' };

  it.each(['cash', 'bank-transfer', 'check', 'venmo', 'zelle', 'paypal', 'other'])('accepts the method %s', (method) => {
    expect(parsed(recordPaymentBodySchema, { ...payment, method }).method).toBe(method);
  });

  it('lets the note be left out', () => {
    expect(parsed(recordPaymentBodySchema, withField(payment, 'note', undefined))).toEqual({ ...payment, note: undefined });
  });

  it.each([
    ['amountCents', 0, 'Payment amount must be at least $0.01.'],
    ['amountCents', -500, 'Payment amount must be at least $0.01.'],
    ['amountCents', 10.5, 'Payment amount must be a whole number of cents.'],
    ['amountCents', '100', 'Payment amount must be a number of cents.'],
    ['paidOn', '2026-13-01', 'Payment date must be a real date written as YYYY-MM-DD.'],
    ['method', 'bitcoin', 'Payment method must be one of: Cash, Bank transfer, Check, Venmo, Zelle, PayPal, Other ("cash", "bank-transfer", "check", "venmo", "zelle", "paypal", "other").'],
    ['method', 'Venmo', 'Payment method must be one of: Cash, Bank transfer, Check, Venmo, Zelle, PayPal, Other ("cash", "bank-transfer", "check", "venmo", "zelle", "paypal", "other").'],
    ['note', 'x'.repeat(501), 'Payment note must be at most 500 characters.'],
  ])('refuses %s = %j', (field, value, message) => {
    expect(problems(recordPaymentBodySchema, withField(payment, field, value))).toEqual([{ field, message }]);
  });

  it('disputes need a reason; confirming takes no body', () => {
    expect(parsed(disputePaymentBodySchema, { reason: 'Never arrived.' })).toEqual({ reason: 'Never arrived.' });
    expect(problems(disputePaymentBodySchema, { reason: '' })).toEqual([
      { field: 'reason', message: 'Reason for disputing the payment is required.' },
    ]);
    expect(parsed(confirmPaymentBodySchema, undefined)).toEqual({});
    expect(problems(confirmPaymentBodySchema, { amountCents: 5 })).toHaveLength(1);
  });

  it('notes and reminder settings', () => {
    expect(parsed(loanNoteBodySchema, { text: 'Paid early this month, thanks!' })).toEqual({ text: 'Paid early this month, thanks!' });
    expect(problems(loanNoteBodySchema, { text: 'x'.repeat(2001) })).toEqual([{ field: 'text', message: 'Note must be at most 2000 characters.' }]);
    expect(parsed(reminderPreferencesBodySchema, { reminders: 'overdue-only' })).toEqual({ reminders: 'overdue-only' });
    expect(problems(reminderPreferencesBodySchema, { reminders: 'sometimes' })).toEqual([
      { field: 'reminders', message: 'Reminders must be "all", "overdue-only" or "off".' },
    ]);
  });
});

const address = { line1: '12 Elm St', zipCode: '02139', city: 'Cambridge', state: 'MA' };
const giftDetails = {
  amountCents: 2_000_000,
  transferDate: '2026-04-15',
  transferStatus: 'planned',
  source: { kind: 'savings', institutionName: 'Credit Union' },
  propertyAddress: address,
  mortgageLender: 'Acme Mortgage',
};
const donor = {
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: '617-555-0142',
  address,
  relationship: 'parent',
};

describe('gift callables', () => {
  it('gifts-create accepts a partial draft from either side', () => {
    expect(parsed(giftCreateDataSchema, { initiatorParty: 'gift-recipient', giftDetails: { amountCents: 1_800_000 } })).toEqual({
      initiatorParty: 'gift-recipient',
      giftDetails: { amountCents: 1_800_000 },
      donorRequestDetails: {},
    });
    expect(parsed(giftCreateDataSchema, { initiatorParty: 'donor' }).initiatorParty).toBe('donor');
  });

  it.each([
    [{ initiatorParty: 'uncle' }, 'initiatorParty', 'Whether you are the donor or the gift recipient must be "donor" or "gift-recipient".'],
    [{ initiatorParty: 'donor', giftDetails: { amountCents: 99.5 } }, 'giftDetails.amountCents', 'Gift amount must be a whole number of cents.'],
    [{ initiatorParty: 'donor', giftDetails: { transferDate: '2026-4-15' } }, 'giftDetails.transferDate', 'Date of transfer must be a real date written as YYYY-MM-DD.'],
    [{ initiatorParty: 'donor', donorRequestDetails: { relationship: 'boss' } }, 'donorRequestDetails.relationship', expect.stringMatching(/^Donor's relationship to the recipient must be one of: parent, grandparent/)],
    [{ initiatorParty: 'donor', donorRequestDetails: { phone: '555' } }, 'donorRequestDetails.phone', "Donor's phone number must be a 10-digit US number, like (555) 123-4567."],
    [{ initiatorParty: 'donor', status: 'sent' }, 'status', 'Status of a new gift letter must be "draft".'],
  ])('gifts-create refuses %j', (body, field, message) => {
    expect(problems(giftCreateDataSchema, body)).toEqual([{ field, message }]);
  });

  it('a letter is ready to sign only with every detail the mortgage lender needs', () => {
    expect(parsed(giftLetterReadySchema, { giftDetails, donorRequestDetails: donor }).donorRequestDetails.phone).toBe('+16175550142');
    expect(problems(giftLetterReadySchema, { giftDetails: withField(giftDetails, 'propertyAddress', undefined), donorRequestDetails: donor })).toEqual([
      { field: 'giftDetails.propertyAddress', message: 'Address must be an object with line1, city, state and zipCode.' },
    ]);
    expect(problems(giftLetterReadySchema, { giftDetails, donorRequestDetails: withField(donor, 'relationship', undefined) })).toHaveLength(1);
  });

  it('gifts-update, -send, -reject carry the letter id', () => {
    expect(parsed(giftUpdateDataSchema, { id: 'g1', giftDetails })).toMatchObject({ id: 'g1', donorRequestDetails: {} });
    expect(problems(giftUpdateDataSchema, { giftDetails })).toEqual([{ field: 'id', message: 'Gift letter id is required.' }]);
    expect(parsed(giftSendDataSchema, { id: 'g1', updateParty: { email: 'MARIA@x.com', firstName: 'Maria', lastName: 'Lopez' } }).updateParty.email).toBe('maria@x.com');
    expect(problems(giftRejectDataSchema, { id: 'g1', rejectionReason: '' })).toEqual([
      { field: 'rejectionReason', message: 'Reason for rejecting is required.' },
    ]);
  });

  it('gifts-sign needs the consent and the "no repayment" confirmation', () => {
    const sign = {
      id: 'g1',
      signatureData: { typedFullName: 'Maria Lopez' },
      documentSha256: 'd'.repeat(64),
      statementsVersion: '2026-11-24',
      acceptTermsOfService: true,
      consentToElectronicRecords: true,
      confirmNoRepaymentExpected: true,
    };
    expect(parsed(giftSignDataSchema, sign)).toEqual(sign);
    expect(problems(giftSignDataSchema, withField(sign, 'confirmNoRepaymentExpected', false))).toEqual([
      {
        field: 'confirmNoRepaymentExpected',
        message: 'Confirmation that no repayment is expected or implied is required: a gift letter for money that must be paid back is mortgage fraud.',
      },
    ]);
    expect(problems(giftSignDataSchema, withField(sign, 'consentToElectronicRecords', undefined))).toHaveLength(1);
  });

  it('gifts-finalize, -delete and -getDocument take only the id', () => {
    expect(parsed(giftIdDataSchema, { id: 'g1' })).toEqual({ id: 'g1' });
    expect(problems(giftIdDataSchema, { id: 'g1', force: true })).toEqual([
      { field: 'force', message: 'This gift letter action does not accept "force".' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { emptyPaymentInput, localToday, submissionFor, validatePayment, type PaymentInput } from './payment-form';

const LIMITS = { loanStartDate: '2026-02-01', today: '2026-04-05' };
const input = (overrides: Partial<PaymentInput> = {}): PaymentInput => ({
  amount: '526.46',
  paidOn: '2026-04-01',
  method: 'zelle',
  note: '',
  ...overrides,
});

describe('the payment form', () => {
  it('starts empty, dated today in the reader’s own time zone', () => {
    expect(localToday(new Date(2026, 2, 9, 23, 30))).toBe('2026-03-09');
    expect(emptyPaymentInput('2026-03-09')).toEqual({ amount: '', paidOn: '2026-03-09', method: '', note: '' });
  });

  it('sends the amount in cents, the date, the method, and the note only when there is one', () => {
    expect(validatePayment(input({ amount: '$1,052.90', note: '  check #311 ' }), LIMITS)).toEqual({
      ok: true,
      body: { amountCents: 105_290, paidOn: '2026-04-01', method: 'zelle', note: 'check #311' },
    });
    expect(validatePayment(input(), LIMITS)).toEqual({ ok: true, body: { amountCents: 52_646, paidOn: '2026-04-01', method: 'zelle' } });
  });

  it.each([
    [{ amount: '' }, 'amountCents', 'Enter the amount paid.'],
    [{ amount: 'fifty' }, 'amountCents', 'Enter the amount in dollars, for example 526.45.'],
    [{ amount: '0' }, 'amountCents', 'The amount must be more than $0.00.'],
    [{ amount: '12.345' }, 'amountCents', 'Enter the amount in dollars, for example 526.45.'],
    [{ paidOn: '' }, 'paidOn', 'Enter the date the payment was made.'],
    [{ paidOn: '2026-01-31' }, 'paidOn', 'The date can\'t be before the loan started on February 1, 2026.'],
    [{ paidOn: '2026-04-06' }, 'paidOn', 'The date can’t be in the future: record a payment once it is made.'],
    [{ method: '' as const }, 'method', 'Choose how it was paid.'],
    [{ note: 'x'.repeat(501) }, 'note', 'Keep the note under 500 characters.'],
  ])('refuses %j with a message on the field', (change, field, message) => {
    const result = validatePayment(input(change), LIMITS);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ [field]: message });
  });

  it('keeps the idempotency key while the same payment is retried, and takes a new one for a changed payment', () => {
    let n = 0;
    const newKey = () => `key-${++n}`;
    const body = { amountCents: 52_646, paidOn: '2026-04-01', method: 'zelle' as const };
    const first = submissionFor(null, body, newKey);
    expect(first.key).toBe('key-1');
    expect(submissionFor(first, { ...body }, newKey)).toBe(first);
    const changed = submissionFor(first, { ...body, amountCents: 60_000 }, newKey);
    expect(changed.key).toBe('key-2');
    expect(submissionFor(changed, { ...body, amountCents: 60_000, note: 'late' }, newKey).key).toBe('key-3');
  });
});

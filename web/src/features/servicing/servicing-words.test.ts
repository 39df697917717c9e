import { describe, expect, it } from 'vitest';
import { paymentReference } from './servicing-words';
import { payment } from './test-fixtures';

describe('paymentReference: one readable reference, never raw ids', () => {
  it('names the agreement by its KL- number and the payment by its place in the order recorded', () => {
    const loan = { id: 'qzOBF7', payments: [payment({ id: 'p000005' }), payment({ id: 'p000002' }), payment({ id: 'p000009' })] };
    expect(paymentReference(loan, 'p000002')).toBe('Agreement KL-qzOBF7 · payment no. 1');
    expect(paymentReference(loan, 'p000005')).toBe('Agreement KL-qzOBF7 · payment no. 2');
    expect(paymentReference(loan, 'p000009')).toBe('Agreement KL-qzOBF7 · payment no. 3');
    expect(paymentReference(loan, 'p000009')).not.toMatch(/p0000/);
  });
});

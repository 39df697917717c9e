import { describe, expect, it } from 'vitest';
import { paymentActionsFor } from './PaymentActions';
import { payment, servicedLoan } from './test-fixtures';

const asLender = servicedLoan({ role: 'lender' });
const asBorrower = servicedLoan({ role: 'borrower' });
const byBorrower = (status: string) => payment({ status, recordedBy: 'borrower', recordedByCustomerId: 'demo-maya' });
const byLender = (status: string) => payment({ status, recordedBy: 'lender', recordedByCustomerId: 'demo-daniel' });

describe('what each party may do with a payment', () => {
  it.each([
    ['lender', 'pending-confirmation', ['confirm', 'dispute']],
    ['lender', 'disputed', ['confirm']],
    ['lender', 'confirmed', []],
    ['lender', 'withdrawn', []],
    ['borrower', 'pending-confirmation', ['withdraw']],
    ['borrower', 'disputed', ['withdraw']],
    ['borrower', 'confirmed', []],
    ['borrower', 'withdrawn', []],
  ] as const)('the %s, on a %s payment the borrower recorded: %j', (role, status, actions) => {
    expect(paymentActionsFor(role === 'lender' ? asLender : asBorrower, byBorrower(status))).toEqual(actions);
  });

  it('the borrower can’t withdraw what the lender recorded, and nobody acts on an ended loan', () => {
    expect(paymentActionsFor(asBorrower, byLender('confirmed'))).toEqual([]);
    expect(paymentActionsFor({ ...asLender, status: 'forgiven' }, byBorrower('pending-confirmation'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints';

/**
 * A stolen or superseded session must not sign, execute, move money or change who someone is:
 * those endpoints ask Auth whether the token was revoked (a password change, a disabled account).
 */
describe('endpoints that check for a revoked session', () => {
  it('are exactly the ones that sign, finalize, record or confirm money, end a loan, issue a kept document, or change the account', () => {
    const fresh = Object.entries(ENDPOINTS)
      .filter(([, endpoint]) => 'fresh' in endpoint && endpoint.fresh === true)
      .map(([name]) => name)
      .sort();
    expect(fresh).toMatchSnapshot();
    for (const name of ['loanRequest.sign', 'loanRequest.finalize', 'loan.recordPayment', 'loan.end', 'loan.issuePayoffLetter', 'customer.put', 'gift.sign', 'gift.finalize']) {
      expect(fresh).toContain(name);
    }
  });
});

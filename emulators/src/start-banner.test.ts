import { describe, expect, it } from 'vitest';
import { URLS } from './ports';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './seed-data';
import { startBanner } from './start-banner';

describe('the start banner', () => {
  it('names every demo person with their password, the outbox, and what to try first', () => {
    const banner = startBanner();
    for (const person of DEMO_PEOPLE) expect(banner).toMatch(new RegExp(`${person.firstName} ${person.lastName}\\s+${person.email}\\s+\\S`));
    expect(banner).toContain(`password ${DEMO_PASSWORD}`);
    expect(banner).toContain(`Outbox (every email)      ${URLS.outbox}`);
    expect(banner).toMatch(/Try first:\n {2}1\. .+\n {2}2\. .+\n {2}3\. /);
  });

  it('names the demo loan to try the subscription webhook on', () => {
    const banner = startBanner({ runningLoanId: 'loan123' });
    expect(banner).toContain('/loan123/service-enrollment');
    expect(banner).toContain('npm run stripe:event -- checkout.session.completed --loan loan123');
  });

  it('links the demo agreement\'s public check with its code, or the check page when the code is unknown', () => {
    expect(startBanner({ runningLoanId: 'loan123', runningLoanCode: 'ZZ00-AB12-CD34' })).toContain(`${URLS.vite}/verify?code=ZZ00-AB12-CD34\n`);
    expect(startBanner({ runningLoanId: 'loan123' })).toMatch(new RegExp(`${URLS.vite}/verify\\n`));
  });
});

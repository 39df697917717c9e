import { describe, expect, it } from 'vitest';
import { checkoutUrlFor } from './service-enrollment';

describe('the managed-service checkout link', () => {
  it('tells the provider which loan and whose email the subscription is for', () => {
    const url = new URL(checkoutUrlFor('https://buy.stripe.com/test_abc?locale=en', 'loan1', 'maya+kin@example.com'));
    expect(url.origin + url.pathname).toBe('https://buy.stripe.com/test_abc');
    expect(url.searchParams.get('locale')).toBe('en');
    expect(url.searchParams.get('client_reference_id')).toBe('loan1');
    expect(url.searchParams.get('prefilled_email')).toBe('maya+kin@example.com');
    expect(new URL(checkoutUrlFor('https://buy.stripe.com/x', 'loan1', null)).searchParams.has('prefilled_email')).toBe(false);
  });
});

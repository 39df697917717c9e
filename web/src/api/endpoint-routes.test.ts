import { endpointRoutesModule } from '@kinloan/domain';
import { describe, expect, it } from 'vitest';
import { routePath } from './call-endpoint';
import generated from './endpoint-routes.ts?raw';

describe('the web client’s route table', () => {
  it('is what `npm run generate:api` makes of the one endpoint list (run it after changing the list)', () => {
    expect(generated).toBe(endpointRoutesModule());
  });

  it('fills a path’s ids, encoded, and adds a query', () => {
    expect(routePath('loan.confirmPayment', { params: { id: 'a/b', paymentId: 'p 1' } })).toBe('/v1/loans/a%2Fb/payments/p%201/confirm');
    expect(routePath('loan.list', {}, { customerId: 'me' })).toBe('/v1/loans?customerId=me');
  });
});

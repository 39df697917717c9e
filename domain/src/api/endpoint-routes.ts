import { ENDPOINTS, type EndpointName } from './endpoints';

/**
 * The endpoint list as the web client needs it: how each call is reached, and nothing else (no
 * schemas, so the app's bundle does not carry them). `npm run generate:api` writes it to
 * `web/src/api/endpoint-routes.ts`, and a web test fails when that file and this list differ.
 */

/** The web client's names: every endpoint but the payment provider's webhook, which no page calls. */
export type WebEndpointName = Exclude<EndpointName, 'webhook.stripe'>;

export function endpointRoutesModule(): string {
  const lines = (Object.keys(ENDPOINTS) as EndpointName[])
    .filter((name): name is WebEndpointName => ENDPOINTS[name].auth !== 'stripe-signature')
    .map((name) => {
      const endpoint = ENDPOINTS[name];
      if (endpoint.transport === 'callable') return `  '${name}': { callable: '${endpoint.name}' },`;
      const path = endpoint.path.replace(/^\/api/, '');
      return `  '${name}': { method: '${endpoint.method}', path: '${path}', signedIn: ${endpoint.auth !== 'public'} },`;
    });
  return [
    '// Generated from ENDPOINTS (domain/src/api/endpoints.ts) by `npm run generate:api`: do not edit.',
    '// endpoint-routes.test.ts fails when this file and the list differ.',
    'export const ENDPOINT_ROUTES = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

import { endpointPath, type EndpointBody, type EndpointResponse, type HttpEndpointName, type PathParams, type Endpoints } from '@kinloan/domain';
import type { ApiClient, ApiResult, RequestOptions } from './client';
import { ENDPOINT_ROUTES } from './endpoint-routes';

/** The HTTP endpoints the app calls (the table's; the webhook is not among them). */
export type WebHttpEndpointName = Extract<HttpEndpointName, keyof typeof ENDPOINT_ROUTES>;

type ParamsOf<N extends WebHttpEndpointName> = [PathParams<Endpoints[N]['path']>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: Readonly<Record<PathParams<Endpoints[N]['path']>, string>> };

/** What one call sends: the path's ids, the body the endpoint's schema takes, a query string. */
export type EndpointCall<N extends WebHttpEndpointName> = ParamsOf<N> & {
  readonly body?: EndpointBody<N>;
  readonly query?: Readonly<Record<string, string>>;
};

/** The path under the API base for this endpoint and these ids: `/v1/loans/abc/payments`. */
export function routePath<N extends WebHttpEndpointName>(name: N, call: ParamsOf<N>, query?: Readonly<Record<string, string>>): string {
  const path = endpointPath(ENDPOINT_ROUTES[name].path, call.params ?? {});
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

/**
 * One call through the endpoint list: the method and path come from the list, the body is the
 * endpoint's own input type and the answer its response type, so a page cannot call a path
 * the server does not mount, or read an answer the server does not give.
 */
export function callEndpoint<N extends WebHttpEndpointName>(
  client: ApiClient,
  name: N,
  call: EndpointCall<N>,
  options: Omit<RequestOptions, 'body' | 'auth'> = {},
): Promise<ApiResult<EndpointResponse<N>>> {
  const route = ENDPOINT_ROUTES[name];
  return client.request<EndpointResponse<N>>(route.method, routePath(name, call, call.query), {
    ...options,
    ...(call.body !== undefined ? { body: call.body } : {}),
    ...(route.signedIn ? {} : { auth: false }),
  });
}

import { HTTP_COMMANDS } from './commands/http-commands';
import type { Dependencies } from './platform/deps';
import { createApiApp as createEndpointApp } from './transport/express';

/** The one express app behind the `api` function: every HTTP endpoint of the list. */
export function createApiApp(deps: Dependencies) {
  return createEndpointApp(deps, HTTP_COMMANDS);
}

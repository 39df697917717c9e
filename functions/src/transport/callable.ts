import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { ENDPOINTS, ERROR_CATALOGUE, type CallableEndpoint, type CallableEndpointName } from '@kinloan/domain';
import { MAX_INSTANCES } from '../config/instances';
import { AppError, parseInput } from '../platform/app-error';
import { requireVerifiedEmail, verifyBearer } from '../platform/authenticate';
import type { CallableCommand, FileContent } from '../platform/command';
import { callerOf, type Caller, type CallContext } from '../platform/context';
import type { Dependencies } from '../platform/deps';
import { requestMetaOf, trustedHops } from '../platform/request-meta';
import { countingOps, type FirestoreOpCount } from '../platform/store';
import { firestoreOpCountingEnabled, reportOpsWhenHeadersGo } from './op-count-header';

export type CallableCommands = { readonly [N in CallableEndpointName]: CallableCommand<N> };

/** A callable's failure: the catalogue's code for the kind, the command's sentence, and the fields and reason as details. */
export function toHttpsError(error: AppError): HttpsError {
  const { fields, reason } = error.options;
  const details = { ...(fields ? { fields } : {}), ...(reason ? { reason } : {}) };
  return new HttpsError(ERROR_CATALOGUE[error.kind].callableCode, error.detail, Object.keys(details).length > 0 ? details : undefined);
}

/**
 * Runs one callable endpoint's command: the caller from the verified token the runtime hands
 * over (verified again against revocation for the endpoints that ask), the data parsed by the
 * endpoint's schema, and the answer as JSON (a file as base64). Failures the caller should hear
 * are HttpsErrors with the catalogue's code; anything else is the runtime's INTERNAL.
 */
export async function runCallable<N extends CallableEndpointName>(
  name: N,
  command: CallableCommand<N>,
  deps: Dependencies,
  request: Pick<CallableRequest<unknown>, 'auth' | 'data' | 'rawRequest'>,
): Promise<unknown> {
  const endpoint: CallableEndpoint = ENDPOINTS[name];
  const env = deps.environment();
  try {
    const signIn = `Please sign in to work with ${endpoint.area}.`;
    // An emulator decodes any Bearer value without verifying it; a token with no subject is no sign-in.
    if (!request.auth || typeof request.auth.uid !== 'string' || !request.auth.uid) throw new AppError('unauthenticated', signIn);
    const caller: Caller = endpoint.fresh
      ? await verifyBearer(deps.auth(), request.rawRequest.get('authorization'), true, signIn)
      : callerOf({ ...request.auth.token, uid: request.auth.uid });
    requireVerifiedEmail(caller, endpoint.area);
    const data = parseInput(endpoint.data, request.data, 'data');
    const ctx: CallContext = {
      ...requestMetaOf(request.rawRequest, trustedHops(process.env, env.onEmulators)),
      caller,
      now: new Date().toISOString(),
    };
    const answer: unknown = await (command as (...args: unknown[]) => Promise<unknown>)(ctx, data, deps);
    if (endpoint.answer !== 'file') return answer;
    const file = answer as FileContent;
    return { filename: file.filename, contentType: file.contentType, base64: Buffer.from(file.bytes).toString('base64') };
  } catch (error) {
    if (error instanceof AppError) throw toHttpsError(error);
    throw error;
  }
}

/** One deployed onCall per callable endpoint. */
export function callableFunction<N extends CallableEndpointName>(name: N, command: CallableCommand<N>, deps: Dependencies) {
  const countOps = firestoreOpCountingEnabled(process.env);
  // Open CORS (the default): callers prove who they are with an ID token, never a cookie.
  return onCall({ maxInstances: MAX_INSTANCES.giftCallable }, (request: CallableRequest<unknown>) => {
    const count: FirestoreOpCount = { reads: 0, writes: 0 };
    if (countOps && request.rawRequest.res) reportOpsWhenHeadersGo(request.rawRequest.res, count);
    return countingOps(count, () => runCallable(name, command, deps, request));
  });
}

/**
 * Every callable endpoint as a deployed function, grouped by their names' prefix: exported as
 * `gifts`, they deploy as gifts-create, gifts-update, … (the spec's action names).
 */
export function callableGroup(prefix: string, commands: CallableCommands, deps: Dependencies) {
  const group: Record<string, ReturnType<typeof callableFunction>> = {};
  for (const name of Object.keys(commands) as CallableEndpointName[]) {
    const deployed = ENDPOINTS[name].name;
    if (!deployed.startsWith(`${prefix}-`)) continue;
    group[deployed.slice(prefix.length + 1)] = callableFunction(name, commands[name] as CallableCommand<CallableEndpointName>, deps);
  }
  return group;
}

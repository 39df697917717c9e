import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { Router, type ErrorRequestHandler, type Express, type Request, type RequestHandler, type Response } from 'express';
import {
  apiErrorBody,
  ENDPOINTS,
  ERROR_CATALOGUE,
  errorKindOfStatus,
  type ErrorKind,
  type HttpEndpoint,
  type HttpEndpointName,
} from '@kinloan/domain';
import { AppError, parseInput, type AppErrorOptions } from '../platform/app-error';
import { requireVerifiedEmail, verifyBearer } from '../platform/authenticate';
import type { HttpCommand, FileContent } from '../platform/command';
import type { Caller } from '../platform/context';
import type { Dependencies } from '../platform/deps';
import { requestMetaOf, trustedHops } from '../platform/request-meta';
import { countingOps, type FirestoreOpCount } from '../platform/store';
import { verifiedStripeEvent } from './stripe-signature';
import { firestoreOpCountingEnabled, reportOpsWhenHeadersGo } from './op-count-header';

/** A command for every HTTP endpoint of the list. */
export type HttpCommands = { readonly [N in HttpEndpointName]: HttpCommand<N> };

export interface ApiAppOptions {
  /** Report Firestore reads and writes per response (the bench); emulators only. */
  readonly countFirestoreOps?: boolean;
  /** Routers mounted before the endpoints (a webhook that needs its raw body). */
  readonly before?: readonly { readonly path: string; readonly router: Router }[];
}

/**
 * The one express app behind the `api` function (Hosting rewrites `/api/**` to it): every HTTP
 * endpoint of `ENDPOINTS`, mounted at its method and path, each authenticated, parsed and
 * answered the same way.
 */
export function createApiApp(deps: Dependencies, commands: HttpCommands, options: ApiAppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  // The client's address is read from X-Forwarded-For by request-meta.ts, trusting exactly our
  // own proxies; express's own guess (req.ip) is never used.
  app.set('trust proxy', false);
  for (const { path, router } of options.before ?? []) app.use(path, router);
  // Keeps the bytes as sent for a signed webhook, unless the Functions runtime already did.
  app.use(express.json({ limit: '1mb', verify: keepRawBody }));
  const countOps = options.countFirestoreOps ?? firestoreOpCountingEnabled(process.env);
  const router = Router();
  for (const name of Object.keys(ENDPOINTS) as (keyof typeof ENDPOINTS)[]) {
    const endpoint = ENDPOINTS[name];
    if (endpoint.transport !== 'http') continue;
    const command = (commands as Partial<Record<string, HttpCommand<HttpEndpointName>>>)[name];
    if (!command) throw new Error(`No command serves ${name} (${endpoint.method} ${endpoint.path}).`);
    router[method(endpoint)](endpoint.path, endpointHandler(endpoint, command, deps, countOps));
  }
  app.use(router);
  app.use(notFoundHandler);
  app.use(apiErrorHandler);
  return app;
}

function keepRawBody(req: IncomingMessage, _res: ServerResponse, bytes: Buffer): void {
  const request = req as IncomingMessage & { rawBody?: Buffer };
  request.rawBody ??= bytes;
}

function method(endpoint: HttpEndpoint): 'get' | 'post' | 'put' | 'patch' | 'delete' {
  return endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
}

function endpointHandler(endpoint: HttpEndpoint, command: HttpCommand<HttpEndpointName>, deps: Dependencies, countOps: boolean): RequestHandler {
  return async (req, res) => {
    const count: FirestoreOpCount = { reads: 0, writes: 0 };
    if (countOps) reportOpsWhenHeadersGo(res, count);
    await countingOps(count, async () => {
      const env = deps.environment();
      const meta = requestMetaOf(req, trustedHops(process.env, env.onEmulators));
      let caller: Caller | null = null;
      let sent: unknown = req.body;
      if (endpoint.auth === 'stripe-signature') {
        sent = await verifiedStripeEvent(req, env);
      } else if (endpoint.auth !== 'public') {
        caller = await verifyBearer(deps.auth(), req.get('authorization'), endpoint.fresh === true);
        if (endpoint.auth === 'verified') requireVerifiedEmail(caller, endpoint.area);
      }
      const body: unknown = parseInput(endpoint.body, sent);
      const query: unknown = parseInput(endpoint.query, req.query, 'query');
      const headers = Object.fromEntries(endpoint.headers.map((name) => [name, req.get(name)]));
      const ctx = { ...meta, caller, now: new Date().toISOString() };
      // The context's type follows the endpoint's auth, which the loop above cannot see.
      const answer = await (command as (...args: unknown[]) => Promise<unknown>)(ctx, { params: req.params, body, query, headers }, deps);
      send(res, endpoint, answer);
    });
  };
}

function send(res: Response, endpoint: HttpEndpoint, answer: unknown): void {
  if (endpoint.answer === 'none') {
    res.status(endpoint.status).end();
    return;
  }
  if (endpoint.answer === 'file') {
    const file = answer as FileContent;
    res
      .status(endpoint.status)
      .set({
        'Content-Type': file.contentType,
        'Content-Disposition': `${file.disposition}; filename="${file.filename}"`,
        'Cache-Control': 'private, no-store',
      })
      .send(Buffer.from(file.bytes));
    return;
  }
  res.status(endpoint.status).set('Cache-Control', 'no-store').json(answer);
}

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json(apiErrorBody('not-found', { detail: `There is no API route for ${req.method} ${req.path}.` }));
};

/**
 * The last stop for every failure: the client gets the catalogue's message and status,
 * never a stack trace or an internal detail; the detail goes to the log.
 */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req: Request, res: Response, _next) => {
  const { kind, detail, fields, retryAfterSeconds, reason } = describe(error);
  if (kind === 'internal') console.error(`${req.method} ${req.path} failed`, error);
  if (retryAfterSeconds !== undefined) res.set('Retry-After', String(retryAfterSeconds));
  res.status(ERROR_CATALOGUE[kind].httpStatus).json(
    apiErrorBody(kind, {
      ...(detail === undefined ? {} : { detail }),
      ...(fields === undefined ? {} : { fields }),
      ...(reason === undefined ? {} : { reason }),
    }),
  );
};

function describe(error: unknown): { kind: ErrorKind; detail?: string } & AppErrorOptions {
  if (error instanceof AppError) return { kind: error.kind, detail: error.detail, ...error.options };
  // express.json() marks a malformed body with type 'entity.parse.failed' and a 4xx status.
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = Number((error as { status: unknown }).status);
    const type = (error as { type?: unknown }).type;
    if (type === 'entity.parse.failed') return { kind: 'bad-request', detail: 'The request body is not valid JSON.' };
    if (type === 'entity.too.large') return { kind: 'bad-request', detail: 'The request body is too large.' };
    if (status >= 400 && status < 500) return { kind: errorKindOfStatus(status) };
  }
  return { kind: 'internal' };
}

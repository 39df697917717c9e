import type { z } from 'zod';
import type {
  CallableEndpointName,
  EndpointParams,
  EndpointResponse,
  Endpoints,
  FileAnswer,
  HttpEndpointName,
} from '@kinloan/domain';
import type { CallContext, PublicCallContext } from './context';
import type { Dependencies } from './deps';

/**
 * A command is one action of one workflow: `(ctx, input, deps) → answer`, throwing AppError
 * for anything the caller should hear. It never sees express or the callable SDK: the
 * transports (transport/) authenticate, parse the input with the endpoint's schema, call it,
 * and turn its answer or its error into HTTP or a callable's response.
 */

/** A download as a command produces it; the transport sends the bytes or their base64. */
export interface FileContent extends FileAnswer {
  readonly bytes: Uint8Array;
  /** inline: shown in the browser (a PDF); attachment: saved (a CSV, a calendar). */
  readonly disposition: 'inline' | 'attachment';
}

export type CommandAnswer<N extends keyof Endpoints> = EndpointResponse<N> extends FileAnswer ? FileContent : EndpointResponse<N>;

/** An HTTP call's parts, the body and query already parsed by the endpoint's schemas. */
export interface HttpInput<N extends HttpEndpointName> {
  /** The path's `:ids`, as sent: a command's loader checks their shape (404 when malformed). */
  readonly params: Readonly<EndpointParams<N>>;
  readonly body: z.output<Endpoints[N]['body']>;
  readonly query: z.output<Endpoints[N]['query']>;
  /** The request headers the endpoint lists, lower-case names. */
  readonly headers: Readonly<Record<string, string | undefined>>;
}

/** A public call may have a caller; a webhook never has one (the provider signs, no person). */
export type ContextFor<N extends keyof Endpoints> = Endpoints[N]['auth'] extends 'public' | 'stripe-signature' ? PublicCallContext : CallContext;

export type HttpCommand<N extends HttpEndpointName> = (
  ctx: ContextFor<N>,
  input: HttpInput<N>,
  deps: Dependencies,
) => Promise<CommandAnswer<N>>;

export type CallableCommand<N extends CallableEndpointName> = (
  ctx: CallContext,
  data: z.output<Endpoints[N]['data']>,
  deps: Dependencies,
) => Promise<CommandAnswer<N>>;

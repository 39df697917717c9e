/**
 * Where a call came from, for the audit trail and the per-address limits.
 *
 * In production every call reaches a function through Firebase Hosting (`/api/**` and
 * `/callable/**` are rewrites): Hosting's CDN appends the address of whoever connected to it
 * to X-Forwarded-For, and Google's front end in front of the function appends the CDN's. So the
 * last TRUSTED_HOPS entries were written by our own infrastructure, and the client's address is
 * the first of them; everything to its left came from the client and is not believed. On the
 * emulators the Hosting emulator adds nothing, so the one entry is the Hosting emulator's
 * client. KINLOAN_TRUSTED_PROXY_HOPS overrides the count (docs/decisions/0009-client-address.md).
 */

export const PRODUCTION_TRUSTED_HOPS = 2;
export const EMULATOR_TRUSTED_HOPS = 1;

const MAX_USER_AGENT_CHARS = 512;
const MAX_FORWARDED_CHARS = 512;

export interface RequestMeta {
  /** The caller's address as our own proxies saw it, or 'unknown'. */
  readonly ip: string;
  /** X-Forwarded-For as it arrived (truncated): the raw evidence behind `ip`. */
  readonly forwardedFor: string;
  readonly userAgent: string;
}

/** The parts of an incoming request (express's, or a callable's raw request) this reads. */
export interface IncomingRequest {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly socket?: { readonly remoteAddress?: string | undefined } | undefined;
}

function header(req: IncomingRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function trustedHops(env: Readonly<Record<string, string | undefined>>, onEmulators: boolean): number {
  const configured = Number(env.KINLOAN_TRUSTED_PROXY_HOPS);
  if (Number.isInteger(configured) && configured >= 0 && configured <= 5) return configured;
  return onEmulators ? EMULATOR_TRUSTED_HOPS : PRODUCTION_TRUSTED_HOPS;
}

/**
 * The client's address: the left-most of the entries our `hops` proxies appended. With fewer
 * entries than hops the call did not come the way it should (a direct call past Hosting), and
 * the right-most entry, written by the proxy nearest to us, is the only one not chosen by the
 * caller. With no header at all, the socket's peer.
 */
export function clientAddress(forwardedFor: string | undefined, socketAddress: string | undefined, hops: number): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || hops === 0) return socketAddress || 'unknown';
  const chosen = entries.length >= hops ? entries[entries.length - hops] : entries[entries.length - 1];
  return isAddress(chosen) ? chosen : 'unknown';
}

/** IPv4 or IPv6 as a proxy writes it: digits, hex, dots and colons only (never a name or a script). */
function isAddress(value: string | undefined): value is string {
  return value !== undefined && value.length <= 45 && /^[0-9A-Fa-f:.]+$/.test(value);
}

export function requestMetaOf(req: IncomingRequest, hops: number): RequestMeta {
  const forwardedFor = header(req, 'x-forwarded-for');
  return {
    ip: clientAddress(forwardedFor, req.socket?.remoteAddress, hops),
    forwardedFor: (forwardedFor ?? '').slice(0, MAX_FORWARDED_CHARS),
    userAgent: (header(req, 'user-agent') ?? 'unknown').slice(0, MAX_USER_AGENT_CHARS),
  };
}

import type { Request } from 'express';
import { isOnEmulators } from '../config/environment';
import { requestMetaOf, trustedHops } from '../platform/request-meta';

/**
 * The caller's address for the account handlers' per-address limits, read the same way as
 * every command's (platform/request-meta.ts): only what our own proxies wrote is believed.
 */
export function clientIp(req: Request): string {
  return requestMetaOf(req, trustedHops(process.env, isOnEmulators(process.env))).ip;
}

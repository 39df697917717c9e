import type { Request } from 'express';

/**
 * The caller's address, for rate limits. It is what express derives under the app's
 * `trust proxy` setting (the left-most X-Forwarded-For entry), so a client that sends its
 * own X-Forwarded-For can choose it: the IP-keyed limits are a speed bump, and the
 * per-account limits and Firebase Auth's own lockout are what stop a determined guesser.
 * Pin the trusted hop count here once the deployed Hosting → Functions chain is observed.
 */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

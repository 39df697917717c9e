/**
 * Serves web/dist the way Firebase Hosting does, with firebase.json's own hosting settings
 * (clean URLs, no trailing slash, the app-shell rewrites, 404.html, headers), through
 * superstatic, the server the Hosting emulator runs. The /api rewrite is left out: the
 * benchmark needs no backend. Used by `npm run bench:web`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import type { Server } from 'node:http';

interface HostingConfig {
  public: string;
  rewrites?: { function?: unknown; run?: unknown }[];
  [key: string]: unknown;
}

type Superstatic = (options: { config: HostingConfig; cwd: string; compression: boolean; port: number; hostname: string; debug: boolean }) => {
  listen(callback: () => void): Server;
};

export interface HostingServerOptions {
  /** The directory to serve instead of firebase.json's `public` (web/dist). */
  publicDir?: string;
  port?: number;
  hostname?: string;
}

export async function startHostingServer(
  repoRoot: string,
  { publicDir, port = 0, hostname = '127.0.0.1' }: HostingServerOptions = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const firebase = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as { hosting: HostingConfig };
  const config: HostingConfig = {
    ...firebase.hosting,
    public: publicDir ? relative(repoRoot, publicDir) : firebase.hosting.public,
    rewrites: (firebase.hosting.rewrites ?? []).filter((rewrite) => !rewrite.function && !rewrite.run),
  };
  // superstatic comes with firebase-tools (a dev dependency): the Hosting emulator's own server.
  const require = createRequire(join(repoRoot, 'node_modules', 'firebase-tools', 'package.json'));
  const superstatic = require('superstatic') as { server: Superstatic };
  const app = superstatic.server({ config, cwd: repoRoot, compression: true, port, hostname, debug: false });
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(() => resolve(listening));
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${hostname}:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

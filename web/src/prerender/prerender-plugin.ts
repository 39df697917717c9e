import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { writePrerenderedSite } from './write-site.ts';

/**
 * Makes `vite build` (every mode, and the emulator stack's build) produce the prerendered
 * site: it builds the browser bundle, then a Node build of src/entry-server.tsx, renders every
 * public page with it and writes the HTML, sitemap.xml and robots.txt into the output.
 * See docs/decisions/0005-prerendering.md.
 */
export function prerenderPlugin(): Plugin {
  return {
    name: 'kinloan:prerender',
    apply: 'build',
    config(config) {
      // The server bundle is self-contained (everything bundled), so it can live outside the
      // project; one directory per output directory, as vite loads this config more than once.
      const outDir = resolve(config.root ?? process.cwd(), config.build?.outDir ?? 'dist');
      const ssrOutDir = join(tmpdir(), `kinloan-prerender-${createHash('sha256').update(outDir).digest('hex').slice(0, 12)}`);
      return {
        build: { manifest: true },
        environments: {
          ssr: {
            resolve: { noExternal: true },
            build: {
              outDir: ssrOutDir,
              emptyOutDir: true,
              copyPublicDir: false,
              manifest: false,
              rollupOptions: {
                input: 'src/entry-server.tsx',
                output: { entryFileNames: 'entry-server.mjs' },
              },
            },
          },
        },
        builder: {
          async buildApp(builder) {
            const { client, ssr } = builder.environments;
            if (!client || !ssr) throw new Error('vite build needs the client and ssr environments');
            await builder.build(client);
            await builder.build(ssr);
            try {
              await writePrerenderedSite({
                outDir: resolve(client.config.root, client.config.build.outDir),
                ssrEntry: join(ssrOutDir, 'entry-server.mjs'),
                log: (line) => client.logger.info(line),
              });
            } finally {
              rmSync(ssrOutDir, { recursive: true, force: true });
            }
          },
        },
      };
    },
  };
}

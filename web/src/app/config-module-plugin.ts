import type { Plugin } from 'vite';
import { validateConfig } from '../config/validate.ts';

/** `import { CONFIG_RESULT } from 'virtual:kinloan/config'`: this environment's configuration, checked. */
export const CONFIG_MODULE = 'virtual:kinloan/config';
const RESOLVED_ID = `\0${CONFIG_MODULE}`;

/**
 * In a build the configuration was validated when the build started (config/vite-plugin.ts
 * fails the build otherwise), so the bundle carries the checked result as data, without the
 * validator. The dev server validates import.meta.env in the browser, as before, so a missing
 * value there still shows the configuration-error screen.
 */
export function configModulePlugin(): Plugin {
  let source = '';
  return {
    name: 'kinloan:config-module',
    configResolved(config) {
      const validatorPath = JSON.stringify('/src/config/validate.ts');
      source =
        config.command === 'build'
          ? `export const CONFIG_RESULT = ${JSON.stringify(validateConfig({ ...config.env, MODE: config.mode }))};\n`
          : `import { validateConfig } from ${validatorPath};\nexport const CONFIG_RESULT = validateConfig(import.meta.env);\n`;
    },
    resolveId(id) {
      return id === CONFIG_MODULE ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? source : null;
    },
  };
}

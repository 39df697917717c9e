import type { Plugin } from 'vite';
import { formatConfigProblems, validateConfig } from './validate.ts';

/**
 * Fails `vite build` when the configuration for the chosen mode is incomplete, naming each
 * missing or malformed setting. Runs the same validator the app runs at start-up.
 */
export function validateConfigPlugin(): Plugin {
  return {
    name: 'kinloan:validate-config',
    apply: 'build',
    configResolved(config) {
      const result = validateConfig({ ...config.env, MODE: config.mode });
      if (result.ok) return;
      throw new Error(
        `Kinloan web configuration for mode "${config.mode}" is incomplete or invalid:\n` +
          `${formatConfigProblems(result.problems)}\n` +
          `Set them in the deploy environment (e.g. VITE_RECAPTCHA_SITE_KEY=... npm run build:${config.mode} -w web) ` +
          `or in web/.env.${config.mode}.local (not committed).`,
      );
    },
  };
}

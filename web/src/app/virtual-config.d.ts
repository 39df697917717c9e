declare module 'virtual:kinloan/config' {
  /** This environment's configuration, validated (see app/config-module-plugin.ts). */
  export const CONFIG_RESULT: import('../config/validate').ConfigResult;
}

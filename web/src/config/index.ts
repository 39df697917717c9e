export type { AppConfig, ConfigProblem, ConfigResult, Environment } from './validate';
export { validateConfig, formatConfigProblems, CONFIG_KEYS, REQUIRED_KEYS } from './validate';
export { ConfigProvider, useAppConfig } from './config-context';
export { ConfigErrorScreen } from './ConfigErrorScreen';

import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from './validate';

const ConfigContext = createContext<AppConfig | null>(null);

export function ConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The validated configuration. Only usable below <ConfigProvider> (main.tsx renders it once the config passed). */
export function useAppConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (config === null) throw new Error('useAppConfig() used outside <ConfigProvider>');
  return config;
}

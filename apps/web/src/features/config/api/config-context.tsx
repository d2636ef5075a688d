import type { PublicConfig } from '@rb/contracts';
import { createContext, type ReactNode, useContext } from 'react';

/** The provider configuration from GET /api/config, loaded once before the app renders. */
const ConfigContext = createContext<PublicConfig | null>(null);

export function ConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig outside ConfigProvider');
  return config;
}

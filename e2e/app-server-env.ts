/**
 * The environment of an app server the e2e tests start: the suite's shared one (playwright.config)
 * and a spec's own (own-app-server.ts) run the same way, differing only in port, data and client.
 */
export function appServerEnv(options: {
  port: number;
  dataDir: string;
  client: { clientId: string; clientSecret: string | undefined };
}): Record<string, string> {
  return {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    NODE_ENV: 'test',
    ACTIVE_PROFILES: 'e2e',
    LOG_LEVEL: 'warn',
    // Every browser of the suite comes from 127.0.0.1: scale the per-address booking limits up.
    RATE_LIMIT_SCALE: '1000',
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    // Test automation signs in as a service client of the built-in provider (client credentials).
    OIDC_SERVICE_CLIENTS: JSON.stringify([{ ...options.client, scopes: ['admin'] }]),
  };
}

import { configEndpoints, publicConfig } from '@rb/contracts';
import { call } from '../../../lib/api-client';

/** Must match initialConfigElementId in the server's platform/initial-state.ts. */
const initialConfigElementId = 'rb-initial-config';

/** The configuration the server put into index.html, if it is there and valid. */
function initialConfig() {
  const text = document.getElementById(initialConfigElementId)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = publicConfig.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Start-up configuration: from the page when the server injected it, otherwise from GET /api/config. */
export const getConfig = async () => initialConfig() ?? call(configEndpoints.getConfig);

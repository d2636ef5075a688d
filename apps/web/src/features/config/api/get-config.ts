import type { PublicConfig } from '@rb/contracts/config/config.schemas';
import { configEndpoints } from '@rb/contracts/config/routes';
import { call } from '../../../lib/api-client';
import { initialStateIds, readJsonBlock } from '../../../lib/initial-state';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A light check of the block's shape: our own server wrote it, and checking it with the contract's
 * schema would put zod into the entry chunk. A truncated or foreign block fails here.
 */
function looksLikePublicConfig(value: unknown): value is PublicConfig {
  if (!isObject(value)) return false;
  const { application, theme, radiology, features } = value;
  return (
    isObject(application) &&
    typeof application.metaTitle === 'string' &&
    typeof application.jsLocale === 'string' &&
    isObject(theme) &&
    isObject(theme.properties) &&
    isObject(radiology) &&
    typeof radiology.name === 'string' &&
    isObject(features)
  );
}

/** The configuration the server put into index.html, if it is there and looks whole. */
function initialConfig(): PublicConfig | undefined {
  const block = readJsonBlock(initialStateIds.config);
  return looksLikePublicConfig(block) ? block : undefined;
}

/** Start-up configuration: from the page when the server injected it, otherwise from GET /api/config. */
export async function getConfig(): Promise<PublicConfig> {
  return initialConfig() ?? call(configEndpoints.getConfig);
}

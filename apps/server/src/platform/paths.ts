import path from 'node:path';

/** The repository root, whatever the working directory the server was started from. */
export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const defaultDataDir = path.join(repoRoot, 'data');
export const defaultWebDistDir = path.join(repoRoot, 'apps/web/dist');

import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository root, whatever the working directory the server was started from. Found by
 * walking up to the folder holding apps/server, because this file runs from two depths: as source
 * (apps/server/src/platform) under tsx and bundled into apps/server/dist.
 */
export function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'apps', 'server', 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../../../..');
  }
}

export const repoRoot = findRepoRoot(import.meta.dirname);
export const defaultDataDir = path.join(repoRoot, 'data');
export const defaultWebDistDir = path.join(repoRoot, 'apps/web/dist');

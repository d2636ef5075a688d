import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import { routeFiles } from './routes-source';

const sourceDir = path.dirname(new URL(import.meta.url).pathname);

/** A group of endpoints with each endpoint reduced to its method and path. */
function methodsAndPaths(group: unknown): unknown {
  const { method, path: address } = group as { method?: unknown; path?: unknown };
  if (typeof method === 'string' && typeof address === 'string') return { method, path: address };
  return Object.fromEntries(
    Object.entries(group as Record<string, unknown>).map(([key, value]) => [key, methodsAndPaths(value)]),
  );
}

describe('the routes the web calls the API through', () => {
  it('are what the endpoint groups generate (run npm run contracts:routes when this fails)', async () => {
    const files = await routeFiles(sourceDir);
    expect(files.size).toBeGreaterThan(20);
    for (const [file, text] of files)
      expect(fs.readFileSync(path.join(sourceDir, file), 'utf8'), file).toBe(text);
  });

  it('name every endpoint of every group, with its method and path and nothing else', async () => {
    const routes = new Map<string, unknown>();
    for (const file of (await routeFiles(sourceDir)).keys()) {
      const module = (await import(`./${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
      for (const [name, group] of Object.entries(module)) routes.set(name, group);
    }
    const groups = Object.entries(contracts).filter(([name]) => name.endsWith('Endpoints'));
    expect([...routes.keys()].sort()).toEqual(groups.map(([name]) => name).sort());
    for (const [name, group] of groups) expect(routes.get(name), name).toEqual(methodsAndPaths(group));
  });
});

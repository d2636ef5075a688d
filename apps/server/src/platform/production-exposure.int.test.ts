import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';

/** A tiny web build with a script and its source map. */
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-dist-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
fs.writeFileSync(
  path.join(distDir, 'assets', 'index-abc.js'),
  'console.log(1);\n//# sourceMappingURL=index-abc.js.map',
);
fs.writeFileSync(path.join(distDir, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["secret.ts"]}');
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  SEED_DEMO_DATA: 'true',
  WEB_DIST_DIR: distDir,
  OUTBOX_POLL_INTERVAL_MS: '0',
};

/** Issue 12, finding 10: production serves neither the API docs nor source maps unless configured. */
describe('production by default', () => {
  const ctx = useTestApp('pglite', { env: production });

  it.each(['/api/docs', '/api/docs/json', '/api/docs/static/index.html'])(
    'answers 404 problem+json for %s',
    async (url) => {
      const res = await ctx().app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    },
  );

  it('answers 404 for a source map, and still serves the script and the app', async () => {
    const map = await ctx().app.inject({ method: 'GET', url: '/assets/index-abc.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    expect((await ctx().app.inject({ method: 'GET', url: '/assets/index-abc.js' })).statusCode).toBe(200);
    // The app itself: index.html, whose title the configured metaTitle replaces.
    const page = await ctx().app.inject({ method: 'GET', url: '/some/page' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<!doctype html><title>');
  });
});

describe('production with EXPOSE_API_DOCS and SERVE_SOURCE_MAPS', () => {
  const ctx = useTestApp('pglite', {
    env: { ...production, EXPOSE_API_DOCS: 'true', SERVE_SOURCE_MAPS: 'true' },
  });

  it('serves the API document and the source maps', async () => {
    const docs = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.json().openapi).toMatch(/^3\./);
    const map = await ctx().app.inject({ method: 'GET', url: '/assets/index-abc.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('secret.ts');
  });
});

describe('development by default', () => {
  const ctx = useTestApp('pglite', {
    env: { NODE_ENV: 'development', WEB_DIST_DIR: distDir, OUTBOX_POLL_INTERVAL_MS: '0' },
  });

  it('serves the API document and the source maps', async () => {
    expect((await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await ctx().app.inject({ method: 'GET', url: '/assets/index-abc.js.map' })).statusCode).toBe(200);
  });
});

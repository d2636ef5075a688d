import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { problem } from '@rb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { useTestApp } from '../test/app';
import { createTestDatabase, databaseTargets } from '../test/databases';
import { loadEnv } from './env';
import { AppError } from './errors';

describe.each(databaseTargets)('platform on %s', (target) => {
  const ctx = useTestApp(target, { env: { FRAME_ANCESTORS: 'https://partner.example' } });

  it('GET /api/health answers ok', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready answers ok while the database is reachable', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers an unknown API path with a 404 problem', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(problem.parse(res.json()).message).toBe('message.not_found');
  });

  it('sets security headers on every answer', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self' https://partner.example");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('serves the OpenAPI document and its UI', async () => {
    const json = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/api/config']).toBeDefined();
    expect(json.json().paths['/api/assets/application/{name}']).toBeDefined();
    const ui = await ctx().app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('rejects a malformed JSON body with a 400 problem, not a 500', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});

describe('errors, https and the SPA', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const logged: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seed: false });
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: dist,
      PUBLIC_URL: 'https://book.example',
    });
    app = await buildApp({ env, database });
    app.get('/api/test/explode', async () => {
      throw new Error('secret stack detail');
    });
    app.get('/api/test/app-error', async () => {
      throw new AppError(422, 'message.slot_conflict', { clinic: 'x' });
    });
    app.addHook('onError', async (_req, _reply, error) => {
      logged.push(error.message);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers a generic key for an unexpected error and never the stack', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    const body = problem.parse(res.json());
    expect(body.message).toBe('message.server_error');
    expect(body.requestId).toBeTruthy();
    expect(res.body).not.toContain('secret stack detail');
    expect(logged).toContain('secret stack detail');
  });

  it('answers an AppError with its status, key and params', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'message.slot_conflict', params: { clinic: 'x' } });
  });

  it('sends HSTS when the public address is https', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it.each(['/', '/about', '/iframe/select-region', '/clinic-a/appointments/abc', '/check-in?step=CONFIRM'])(
    'falls back to index.html for the web route %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never falls back to the SPA under /api', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 503 from /api/ready when the database is gone', async () => {
    const gone = await createTestDatabase('pglite', { seed: false });
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: dist });
    const other = await buildApp({ env, database: gone });
    await gone.close();
    const res = await other.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('message.service_unavailable');
    await other.close();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { up as clearPublicTiles } from '../../db/migrations/0270_no_public_map_tiles';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { useStaffAuthorization } from '../../test/staff-auth';

/** The directive's sources in a policy header, by name. */
function directive(policy: unknown, name: string): string[] {
  const found = String(policy)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1) ?? [];
}

/**
 * Issue 43: a page's content security policy names exactly the map hosts the provider configured:
 * none by default, the tile server's origin for Leaflet, Google's documented hosts and the script's
 * origin with a Maps key. API answers keep the policy without any outside host.
 */
describe.each(databaseTargets)('map hosts in the content security policy on %s', (target) => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-dist-csp-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><title>x</title></head><div id="root"></div>',
  );
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const ctx = useTestApp(target, {
    env: { WEB_DIST_DIR: dist, GOOGLE_MAPS_SCRIPT_URL: 'http://127.0.0.1:9/maps/api/js' },
  });
  const admin = useStaffAuthorization(ctx);
  const pagePolicy = async () =>
    (await ctx().app.inject({ method: 'GET', url: '/select-clinic/xray-chest' })).headers[
      'content-security-policy'
    ];
  const setApplication = async (changes: Record<string, unknown>) => {
    const { application } = (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json();
    const res = await ctx().app.inject({
      method: 'PUT',
      url: '/api/admin/config/application',
      headers: { authorization: admin() },
      payload: { ...application, ...changes },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('names no outside image, script or connection host by default, and no tile server is configured', async () => {
    const config = (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.application.mapTileUrl).toBeNull();
    expect(config.application.googleMapsApiKey.key).toBeNull();
    const policy = await pagePolicy();
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(String(policy)).not.toContain('openstreetmap');
  });

  it("adds the configured tile server's origin to img-src, a {s} subdomain as a wildcard", async () => {
    await setApplication({
      mapTileUrl: 'https://tiles.provider.example/{z}/{x}/{y}.png',
      mapAttribution: '© Tiles',
    });
    expect(directive(await pagePolicy(), 'img-src')).toContain('https://tiles.provider.example');
    await setApplication({ mapTileUrl: 'https://{s}.tiles.provider.example:8443/{z}/{x}/{y}.png' });
    const policy = await pagePolicy();
    expect(directive(policy, 'img-src')).toContain('https://*.tiles.provider.example:8443');
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    const api = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(directive(api.headers['content-security-policy'], 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
    ]);
  });

  it('refuses a tile address that is not https, and never lets one end a directive', async () => {
    const { application } = (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json();
    const refused = await ctx().app.inject({
      method: 'PUT',
      url: '/api/admin/config/application',
      headers: { authorization: admin() },
      payload: { ...application, mapTileUrl: 'http://tiles.provider.example/{z}/{x}/{y}.png' },
    });
    expect(refused.statusCode).toBe(400);
    await setApplication({ mapTileUrl: 'https://x.example;script-src:*/{z}/{x}/{y}.png' });
    const policy = String(await pagePolicy());
    expect(policy).not.toContain('x.example');
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });

  it("with a Google Maps key allows Google's documented hosts and the configured script origin, and no tile server", async () => {
    await setApplication({
      googleMapsApiKey: { key: 'test-key' },
      mapTileUrl: 'https://tiles.provider.example/{z}/{x}/{y}.png',
    });
    const config = (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.googleMapsScriptUrl).toBe('http://127.0.0.1:9/maps/api/js');
    const policy = await pagePolicy();
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://*.googleapis.com',
        'https://*.gstatic.com',
        'http://127.0.0.1:9',
      ]),
    );
    expect(directive(policy, 'img-src')).toEqual(expect.arrayContaining(['https://*.googleapis.com']));
    expect(directive(policy, 'img-src')).not.toContain('https://tiles.provider.example');
    expect(directive(policy, 'connect-src')).toContain('https://*.googleapis.com');
    expect(directive(policy, 'font-src')).toContain('https://fonts.gstatic.com');
    expect(directive(policy, 'style-src')).toContain('https://fonts.googleapis.com');
    const api = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(directive(api.headers['content-security-policy'], 'script-src')).toEqual(["'self'"]);
    await setApplication({ googleMapsApiKey: { key: null }, mapTileUrl: null });
    expect(directive(await pagePolicy(), 'script-src')).toEqual(["'self'"]);
  });

  it('migration 0270 clears the old public OpenStreetMap default and keeps a tile server the provider chose', async () => {
    const db = ctx().database.db as unknown as Kysely<unknown>;
    const osm = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    await setApplication({ mapTileUrl: osm, mapAttribution: '&copy; OpenStreetMap contributors' });
    await clearPublicTiles(db);
    let { application } = (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(application.mapTileUrl).toBeNull();
    expect(application.mapAttribution).toBe('');
    await setApplication({
      mapTileUrl: 'https://tiles.provider.example/{z}/{x}/{y}.png',
      mapAttribution: '© P',
    });
    await clearPublicTiles(db);
    ({ application } = (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json());
    expect(application.mapTileUrl).toBe('https://tiles.provider.example/{z}/{x}/{y}.png');
    expect(application.mapAttribution).toBe('© P');
  });
});

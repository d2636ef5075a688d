import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { createConfigRepository } from './config.repository';

/** Issue 43: a page's content security policy names exactly the hosts of the enabled tags. */
describe.each(databaseTargets)('analytics hosts in the page policy on %s', (target) => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-dist-analytics-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const ctx = useTestApp(target, {
    env: { WEB_DIST_DIR: dist, ANALYTICS_FACEBOOK_ORIGIN: 'http://127.0.0.1:39999/' },
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const directives = async (url = '/') => {
    const res = await ctx().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    return Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;
  };
  const application = async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/config' });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().application;
  };
  const write = async (changes: Record<string, unknown>) =>
    createConfigRepository(ctx().database.db).writeSection('application', {
      ...(await application()),
      ...changes,
    });

  it('names no outside script or beacon host while no tag is enabled', async () => {
    const policy = await directives();
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('adds Google’s documented hosts for GA4, Matomo’s own origin, and a pointed-elsewhere vendor’s origin', async () => {
    await write({
      googleAnalyticsEnabled: true,
      googleTrackingId: 'G-TEST123',
      matomoAnalyticsEnabled: true,
      matomoAnalyticsUrl: 'https://stats.provider.example/matomo',
      matomoAnalyticsId: '7',
      facebookTrackingEnabled: true,
      facebookTrackingId: '1234567890',
      // Enabled without its id: nothing loads, so nothing is allowed.
      hotjarEnabled: true,
      hotjarSiteId: null,
    });
    const policy = await directives('/select-clinic/mri-brain');
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://*.googletagmanager.com',
      'http://127.0.0.1:39999',
      'https://stats.provider.example',
    ]);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://stats.provider.example']),
    );
    expect(policy['connect-src']?.join(' ')).not.toMatch(/hotjar|facebook\.com/);
    expect(policy['img-src']).toContain('http://127.0.0.1:39999');
  });

  it('takes the tag out of the policy again once the provider disables it', async () => {
    await write({
      googleAnalyticsEnabled: false,
      matomoAnalyticsEnabled: false,
      facebookTrackingEnabled: false,
    });
    expect((await directives())['script-src']).toEqual(["'self'"]);
  });

  it('refuses a plain http tracker address that is not on loopback', async () => {
    const { sectionSchemas } = await import('./config.sections');
    const parsed = sectionSchemas.application.safeParse({
      ...(await application()),
      matomoAnalyticsUrl: 'http://stats.provider.example',
    });
    expect(parsed.success).toBe(false);
  });
});

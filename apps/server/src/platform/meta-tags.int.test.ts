import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createConfigRepository } from '../modules/config/config.repository';
import { useTestApp } from '../test/app';
import { databaseTargets } from '../test/databases';

describe.each(databaseTargets)('meta tags in the served index.html on %s', (target) => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-dist-meta-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Book a scan</title></head><body><div id="root"></div></body></html>',
  );
  const ctx = useTestApp(target, { env: { WEB_DIST_DIR: dist } });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const page = async () =>
    (
      await ctx().app.inject({
        method: 'GET',
        url: '/select-clinic/mri-brain',
        headers: { 'accept-encoding': 'identity' },
      })
    ).body;

  it('carries the configured title, description, keywords and link-preview texts', async () => {
    const config = (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json();
    const html = await page();
    expect(html).toContain(`<title>${config.application.metaTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${config.application.metaDescription}" />`);
    expect(html).toContain(`<meta name="keywords" content="${config.application.metaKeywords}" />`);
    expect(html).toContain(
      `<meta property="og:description" content="${config.application.metaFbDescription}" />`,
    );
    // The seeded provider has verification off.
    expect(html).not.toContain('google-site-verification');
  });

  it('adds the Google verification tag once the provider enables it, and follows a changed title', async () => {
    const repository = createConfigRepository(ctx().database.db);
    const application = (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json().application;
    await repository.writeSection('application', {
      ...application,
      metaTitle: 'Harbour Imaging bookings',
      googleVerificationEnabled: true,
      googleVerificationId: 'site-check-42',
    });
    const html = await page();
    expect(html).toContain('<title>Harbour Imaging bookings</title>');
    expect(html).toContain('<meta name="google-site-verification" content="site-check-42" />');
  });
});

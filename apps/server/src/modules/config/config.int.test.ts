import { problem, publicConfig, supportedLocales, translationMap } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../platform/env';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { staffHeaders, useStaffAuthorization } from '../../test/staff-auth';
import { createConfigRepository } from './config.repository';
import { createConfigService } from './config.service';
import { baseTranslations } from './translations';

describe.each(databaseTargets)('config calls on %s', (target) => {
  const ctx = useTestApp(target);
  const bearer = useStaffAuthorization(ctx);
  const adminToken = () => bearer().slice('Bearer '.length);
  const enAU = baseTranslations['en-AU'];

  it('GET /api/config answers the seeded provider without secrets', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = publicConfig.parse(res.json());
    expect(body.radiology.name).toBe('Southern Cross Imaging');
    expect(body.environment.production).toBe(false);
    expect(body.environment.activeProfiles).toEqual(['local']);
    expect(res.body).not.toMatch(/SESSION_SECRET|smtp:\/\//i);
  });

  it('serves a section changed in the database, not the code default', async () => {
    const repository = createConfigRepository(ctx().database.db);
    // The stored section also holds the staff address, which /api/config does not serve.
    const served = (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json().radiology;
    const radiology = { ...served, domainAdminEmail: 'admin@southerncrossimaging.example' };
    await repository.writeSection('radiology', { ...radiology, name: 'Harbour Imaging' });
    const body = (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(body.radiology.name).toBe('Harbour Imaging');
    await repository.writeSection('radiology', radiology);
  });

  it.each(supportedLocales)('GET /api/assets/translations?lang=%s answers every en-AU key', async (lang) => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/assets/translations?lang=${lang}` });
    expect(res.statusCode).toBe(200);
    const map = translationMap.parse(res.json());
    expect(Object.keys(enAU).filter((key) => !map[key])).toEqual([]);
  });

  it('answers en-AU for an unsupported locale, and merges the provider overrides', async () => {
    await createConfigRepository(ctx().database.db).writeTranslationOverride(
      'en-AU',
      'message.loading',
      'One moment…',
    );
    const res = await ctx().app.inject({ method: 'GET', url: '/api/assets/translations?lang=xx-YY' });
    expect(res.json()['message.loading']).toBe('One moment…');
    expect(res.json()['message.slot_conflict']).toBe(enAU['message.slot_conflict']);
  });

  it('hands out one merged texts object per locale and overrides, and a new one when they change', async () => {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const config = createConfigService(
      { env, log: ctx().app.log },
      createConfigRepository(ctx().database.db),
    );
    const first = await config.translations('en-CA');
    expect(await config.translations('en-CA')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    await createConfigRepository(ctx().database.db).writeTranslationOverride('en-CA', 'header.message', 'Eh');
    const changed = await config.translations('en-CA');
    expect(changed).not.toBe(first);
    expect(changed['header.message']).toBe('Eh');
    expect(await config.translations('en-CA')).toBe(changed);
  });

  it('rejects an over-long lang with a problem naming the field', async () => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/assets/translations?lang=${'x'.repeat(40)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = problem.parse(res.json());
    expect(body.message).toBe('message.validation_error');
    expect(body.errors?.[0]?.field).toBe('querystring.lang');
  });

  it('GET /api/config/terms answers the terms html', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/config/terms' });
    expect(res.statusCode).toBe(200);
    expect(res.json().html).toContain('<h2>');
  });

  it.each([
    'header',
    'header_tablet',
    'confirmation_header',
    'check_in_header',
    'image_viewer_banner',
    'patient_portal_background',
  ])('serves the %s image with cache headers and answers 304 to its etag', async (name) => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/assets/application/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age');
    const again = await ctx().app.inject({
      method: 'GET',
      url: `/api/assets/application/${name}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the favicon and 400s an unknown asset name', async () => {
    expect(
      (await ctx().app.inject({ method: 'GET', url: '/api/assets/application/favicon' })).statusCode,
    ).toBe(200);
    const res = await ctx().app.inject({ method: 'GET', url: '/api/assets/application/secrets' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('params.name');
  });

  describe('PUT /api/admin/config/{section}', () => {
    const put = (section: string, payload: unknown, token?: string) =>
      ctx().app.inject({
        method: 'PUT',
        url: `/api/admin/config/${section}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: payload as object,
      });

    it('replaces a section that GET /api/config then serves', async () => {
      const before = (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json();
      const application = { ...before.application, kioskNoActivitySeconds: 15 };
      const res = await put('application', application, adminToken());
      expect(res.statusCode).toBe(200);
      const after = (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json();
      expect(after.application.kioskNoActivitySeconds).toBe(15);
      await put('application', before.application, adminToken());
    });

    it('refuses a missing or wrong token and stores nothing', async () => {
      const before = (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json();
      const { app, database } = ctx();
      const staff = (await staffHeaders(app, database.db, 'clinic_staff', [1])).authorization.slice(7);
      const byStaff = await put('banner', { ...before.banner, html: 'x' }, staff);
      expect(byStaff.statusCode).toBe(403);
      expect(byStaff.json().message).toBe('message.forbidden');
      expect((await put('banner', { ...before.banner, html: 'x' })).statusCode).toBe(401);
      expect(
        (await put('banner', { ...before.banner, html: 'x' }, 'wrong-token-0123456789abcd')).statusCode,
      ).toBe(401);
      const after = (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json();
      expect(after.banner.html).toBe(before.banner.html);
    });

    it('names the invalid fields of a bad section and keeps the stored one', async () => {
      const before = (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json();
      const res = await put(
        'application',
        { ...before.application, kioskNoActivitySeconds: 'soon' },
        adminToken(),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({
        field: 'body.kioskNoActivitySeconds',
        message: 'message.field_invalid',
      });
      const after = (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json();
      expect(after.application.kioskNoActivitySeconds).toBe(before.application.kioskNoActivitySeconds);
    });

    it('rejects an unknown section', async () => {
      expect((await put('secrets', {}, adminToken())).statusCode).toBe(400);
    });
  });
});

import { publicConfig } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';

const productionEnv = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'config-environment-secret-0123456789abcdef',
  // The test database holds the demo provider and its demo staff accounts: say so, as production must.
  SEED_DEMO_DATA: 'true',
};

/** §2: the environment badge shows outside production only; production is NODE_ENV, not a profile name. */
describe.each(databaseTargets)('the environment /api/config reports on %s', (target) => {
  describe('NODE_ENV=production with the default profiles', () => {
    const ctx = useTestApp(target, { env: productionEnv });

    it('answers production: true', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/config' });
      expect(res.statusCode).toBe(200);
      expect(publicConfig.parse(res.json()).environment.production).toBe(true);
    });
  });

  describe('NODE_ENV=production with a profile that is not called production', () => {
    const ctx = useTestApp(target, { env: { ...productionEnv, ACTIVE_PROFILES: 'eu-west,blue' } });

    it('still answers production: true', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/config' });
      expect(publicConfig.parse(res.json()).environment.production).toBe(true);
    });
  });

  describe('NODE_ENV=test with the production profile', () => {
    const ctx = useTestApp(target, { env: { ACTIVE_PROFILES: 'production' } });

    it('answers production: false, so the badge names the profile', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/config' });
      const environment = publicConfig.parse(res.json()).environment;
      expect(environment.production).toBe(false);
      expect(environment.activeProfiles).toEqual(['production']);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../platform/env';
import { useTestApp } from '../../test/app';
import { createTestDatabase, databaseTargets } from '../../test/databases';
import { createOidcAdapter, sweepExpiredOidcRows } from './oidc.adapter';

describe.each(databaseTargets)('provider storage adapter on %s', (target) => {
  const ctx = useTestApp(target, { seed: false });

  it('stores, finds by id, uid and user code, consumes, expires and revokes by grant', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const Adapter = createOidcAdapter(ctx().database.db, () => now);
    const codes = new Adapter('AuthorizationCode');
    const sessions = new Adapter('Session');
    await codes.upsert('c1', { grantId: 'g1', uid: 'u1', accountId: 'a', snake_case_key: 1 } as never, 60);
    await sessions.upsert('s1', { uid: 'u2', userCode: 'UC-1' } as never, 0);
    expect(await codes.find('c1')).toMatchObject({ grantId: 'g1', snake_case_key: 1 });
    expect(await sessions.find('c1')).toBeUndefined();
    expect(await codes.findByUid('u1')).toMatchObject({ accountId: 'a' });
    expect(await sessions.findByUserCode('UC-1')).toMatchObject({ uid: 'u2' });
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBeGreaterThan(0);
    now = new Date('2030-01-01T00:01:01Z');
    expect(await codes.find('c1')).toBeUndefined();
    expect(await sessions.find('s1')).toBeDefined();
    expect(await sweepExpiredOidcRows(ctx().database.db, now)).toBe(1);
    await codes.upsert('c2', { grantId: 'g2' } as never, 60);
    await codes.revokeByGrantId('g2');
    expect(await codes.find('c2')).toBeUndefined();
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });
});

describe.each(databaseTargets)('demo accounts in production on %s', (target) => {
  it('refuses to start while they sign in with their published passwords, unless SEED_DEMO_DATA=true', async () => {
    const database = await createTestDatabase(target, { seed: true });
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
    };
    try {
      await expect(buildApp({ env: loadEnv(production), database })).rejects.toThrow(/Demo staff accounts/);
      const app = await buildApp({ env: loadEnv({ ...production, SEED_DEMO_DATA: 'true' }), database });
      await app.close();
    } finally {
      await database.close();
    }
  });
});

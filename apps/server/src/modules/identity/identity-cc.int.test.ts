import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { staffHeaders } from '../../test/staff-auth';

describe.each(databaseTargets)('client credentials on %s', (target) => {
  const ctx = useTestApp(target, { seed: false });

  it('a service client token passes the guard with its roles', async () => {
    const { app, database } = ctx();
    const headers = await staffHeaders(app, database.db, 'admin');
    const me = await app.inject({ method: 'GET', url: '/api/admin/me', headers });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().roles).toEqual(['admin']);
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock';
import { loadEnv } from '../../platform/env';
import { noErrorReporter } from '../../platform/error-reporting';
import { type TestApp, useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { multipart } from '../portal/portal.test-support';
import { PURGE_ABANDONED_UPLOADS_JOB } from './attachments.purge';
import { samples } from './attachments.samples';
import { createAttachmentsService } from './attachments.service';

const blobDir = path.join(os.tmpdir(), `rb-referral-abuse-${randomBytes(6).toString('hex')}`);
const pdf = samples.pdf(3000);
// Room for two such files under a key, five from an address.
const testEnv = {
  BLOB_DIR: blobDir,
  OUTBOX_POLL_INTERVAL_MS: '0',
  REFERRAL_BYTES_PER_KEY: String(pdf.length * 2),
  REFERRAL_BYTES_PER_ADDRESS: String(pdf.length * 5),
};
afterAll(() => fs.rm(blobDir, { recursive: true, force: true }));

const issuedKey = async (ctx: TestApp): Promise<string> =>
  (await ctx.app.inject({ method: 'POST', url: '/api/booking_keys' })).json().bookingKey;

function upload(ctx: TestApp, bookingKey: string, remoteAddress: string) {
  const body = multipart([{ name: 'file', fileName: 'referral.pdf', data: pdf }]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/booking_keys/${bookingKey}/referrals`,
    payload: body.payload,
    headers: body.headers,
    remoteAddress,
  });
}

/** Issue 12, finding 7: anonymous referral uploads cannot fill the disk. */
describe.each(databaseTargets)('referral uploads under booking keys on %s', (target) => {
  const ctx = useTestApp(target, { env: testEnv });

  it('refuses a well-formed key the server never issued: upload, list and delete answer 404', async () => {
    const madeUp = randomBytes(18).toString('base64url');
    const uploaded = await upload(ctx(), madeUp, '203.0.113.1');
    expect(uploaded.statusCode).toBe(404);
    expect(uploaded.headers['content-type']).toContain('application/problem+json');
    const listed = await ctx().app.inject({ method: 'GET', url: `/api/booking_keys/${madeUp}/referrals` });
    expect(listed.statusCode).toBe(404);
    const deleted = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/booking_keys/${madeUp}/referrals/1`,
    });
    expect(deleted.statusCode).toBe(404);
    const stored = await sql<{
      n: number;
    }>`select count(*)::int as n from attachment where temp_booking_key = ${madeUp}`.execute(
      ctx().database.db,
    );
    expect(stored.rows[0]?.n).toBe(0);
  });

  it('takes uploads under an issued key, and no more once it expired', async () => {
    const key = await issuedKey(ctx());
    expect((await upload(ctx(), key, '203.0.113.2')).statusCode).toBe(201);
    await sql`update issued_booking_key set expires_at = now() - interval '1 second' where booking_key = ${key}`.execute(
      ctx().database.db,
    );
    expect((await upload(ctx(), key, '203.0.113.2')).statusCode).toBe(404);
  });

  it('caps the bytes one key may hold', async () => {
    const key = await issuedKey(ctx());
    expect((await upload(ctx(), key, '203.0.113.3')).statusCode).toBe(201);
    expect((await upload(ctx(), key, '203.0.113.3')).statusCode).toBe(201);
    const third = await upload(ctx(), key, '203.0.113.3');
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe('message.attachment_limit_reached');
  });

  it('caps the bytes one address may park across keys; another address is not affected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const key = await issuedKey(ctx());
      statuses.push((await upload(ctx(), key, '203.0.113.4')).statusCode);
      statuses.push((await upload(ctx(), key, '203.0.113.4')).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await upload(ctx(), await issuedKey(ctx()), '203.0.113.5')).statusCode).toBe(201);
  });

  it('purges abandoned uploads with their files and expired keys, on a pg-boss schedule', async () => {
    const { database } = ctx();
    const key = await issuedKey(ctx());
    const res = await upload(ctx(), key, '203.0.113.6');
    expect(res.statusCode).toBe(201);
    const row = await database.db
      .selectFrom('attachment')
      .select(['blobKey'])
      .where('tempBookingKey', '=', key)
      .executeTakeFirstOrThrow();
    const file = path.join(blobDir, row.blobKey);
    await expect(fs.stat(file)).resolves.toBeTruthy();
    await sql`update attachment set created_at = now() - interval '25 hours' where temp_booking_key = ${key}`.execute(
      database.db,
    );
    await sql`update issued_booking_key set expires_at = now() - interval '1 hour' where booking_key = ${key}`.execute(
      database.db,
    );

    const service = createAttachmentsService({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...testEnv }),
      database,
      db: database.db,
      clock: systemClock,
      log: ctx().app.log,
      errors: noErrorReporter,
    });
    expect(await service.purgeAbandoned()).toBeGreaterThanOrEqual(1);
    expect(
      await database.db.selectFrom('attachment').select('id').where('tempBookingKey', '=', key).execute(),
    ).toEqual([]);
    expect(
      await database.db
        .selectFrom('issuedBookingKey')
        .select('bookingKey')
        .where('bookingKey', '=', key)
        .execute(),
    ).toEqual([]);
    await expect(fs.stat(file)).rejects.toThrow();

    const schedule = await sql<{
      name: string;
    }>`select name from pgboss.schedule where name = ${PURGE_ABANDONED_UPLOADS_JOB}`.execute(database.db);
    expect(schedule.rows.map((r) => r.name)).toEqual([PURGE_ABANDONED_UPLOADS_JOB]);
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { attachment, attachmentList, documentTypeList, problem } from '@rb/contracts';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { loadEnv } from '../../platform/env';
import { noErrorReporter } from '../../platform/error-reporting';
import { AppError } from '../../platform/errors';
import { type TestApp, useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { samples } from './attachments.samples';
import { createAttachmentsService } from './attachments.service';

const blobDir = path.join(os.tmpdir(), `rb-attachments-${randomBytes(6).toString('hex')}`);
const testEnv = { BLOB_DIR: blobDir, MAX_UPLOAD_BYTES: '65536', OUTBOX_POLL_INTERVAL_MS: '0' };
const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...testEnv });
const newKey = () => randomBytes(18).toString('base64url');

afterAll(() => fs.rm(blobDir, { recursive: true, force: true }));

/** A multipart/form-data body with the given text fields and file parts. */
function multipart(
  parts: { name: string; value?: string; fileName?: string; data?: Buffer; type?: string }[],
) {
  const boundary = `----rb${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.data
      ? `form-data; name="${part.name}"; filename="${part.fileName ?? 'file'}"`
      : `form-data; name="${part.name}"`;
    const type = part.data ? `\r\nContent-Type: ${part.type ?? 'application/pdf'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(part.data ?? Buffer.from(part.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  ctx: TestApp,
  bookingKey: string,
  fileName: string,
  data: Buffer,
  fields: Record<string, string> = {},
  clientIp = '10.0.0.1',
) {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', fileName, data },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/booking_keys/${bookingKey}/referrals`,
    payload: body.payload,
    // Uploads are rate-limited per client address (the peer's: no proxy is trusted here); tests
    // that upload a lot come from their own.
    headers: body.headers,
    remoteAddress: clientIp,
  });
}

/** A key the server issued (POST /api/booking_keys): only such a key takes uploads before its booking. */
const issuedKey = async (ctx: TestApp): Promise<string> =>
  (await ctx.app.inject({ method: 'POST', url: '/api/booking_keys' })).json().bookingKey;

const list = async (ctx: TestApp, bookingKey: string) =>
  attachmentList.parse(
    (await ctx.app.inject({ method: 'GET', url: `/api/booking_keys/${bookingKey}/referrals` })).json(),
  );

/** The rows an appointment needs, inserted directly: this test is about attachments, not booking. */
async function insertAppointment(db: Db): Promise<number> {
  const tag = randomBytes(6).toString('hex');
  const { rows } = await sql<{ id: number }>`
    with r as (
      insert into region (slug, name, latitude, longitude) values (${`r-${tag}`}, 'Test region', -33.8, 151.2) returning id
    ), c as (
      insert into clinic (slug, name, region_id, address_line, suburb, state, postcode, latitude, longitude, time_zone, phone)
      select ${`c-${tag}`}, 'Test clinic', r.id, '1 Test St', 'Sydney', 'NSW', '2000', -33.8, 151.2, 'Australia/Sydney', '02 9000 0000' from r
      returning id
    ), m as (
      insert into modality (code, name) values (${`M${tag}`}, 'MRI') returning id
    ), e as (
      insert into exam (slug, name, modality_id, exam_code, duration_minutes) select ${`e-${tag}`}, 'MRI Knee', m.id, 'MRK', 30 from m returning id
    ), d as (
      insert into device (clinic_id, modality_id, name) select c.id, m.id, 'Scanner' from c, m returning id
    ), p as (
      insert into patient (first_name, last_name, date_of_birth, email) values ('Olivia', 'Smith', '1980-02-03', 'o@example.org') returning id
    )
    insert into appointment (slug, booking_key, exam_id, clinic_id, device_id, patient_id, starts_at, ends_at, status, created_by)
    select ${`a-${tag}`}, ${newKey()}, e.id, c.id, d.id, p.id, '2030-01-01T00:00:00Z', '2030-01-01T00:30:00Z', 'BOOKED', 'PATIENT'
    from e, c, d, p
    returning id`.execute(db);
  return rows[0]?.id as number;
}

describe.each(databaseTargets)('booking referral uploads on %s', (target) => {
  const ctx = useTestApp(target, { env: testEnv });
  const deps = (): AppDeps => ({
    env,
    database: ctx().database,
    db: ctx().database.db,
    clock: systemClock,
    log: ctx().app.log,
    errors: noErrorReporter,
  });

  it('lists the seeded document types', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/document_types' });
    expect(res.statusCode).toBe(200);
    expect(documentTypeList.parse(res.json()).map((t) => t.title)).toEqual([
      'Referral',
      'Medicare card',
      'Previous imaging report',
      'Other',
    ]);
  });

  it('accepts a real PDF, lists it, stores its bytes and deletes it', async () => {
    const key = await issuedKey(ctx());
    const types = documentTypeList.parse(
      (await ctx().app.inject({ method: 'GET', url: '/api/document_types' })).json(),
    );
    const referralType = types.find((t) => t.code === 'REFERRAL');
    const res = await upload(ctx(), key, 'My referral.pdf', samples.pdf(), {
      documentTypeId: String(referralType?.id),
    });
    expect(res.statusCode).toBe(201);
    const created = attachment.parse(res.json());
    expect(created).toMatchObject({
      fileName: 'My referral.pdf',
      contentType: 'application/pdf',
      size: samples.pdf().length,
      documentTypeId: referralType?.id,
      documentType: { title: 'Referral' },
    });
    expect(Buffer.from(created.slug, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(await list(ctx(), key)).toEqual([created]);
    // A key the server never issued holds nothing and lists nothing (issue 12).
    const unissued = await ctx().app.inject({
      method: 'GET',
      url: `/api/booking_keys/${newKey()}/referrals`,
    });
    expect(unissued.statusCode).toBe(404);

    const row = await ctx()
      .database.db.selectFrom('attachment')
      .select('blobKey')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(await fs.readFile(path.join(blobDir, row.blobKey))).toEqual(samples.pdf());

    const otherKey = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/booking_keys/${newKey()}/referrals/${created.id}`,
    });
    expect(otherKey.statusCode).toBe(404);
    const deleted = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/booking_keys/${key}/referrals/${created.id}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await list(ctx(), key)).toEqual([]);
    await expect(fs.stat(path.join(blobDir, row.blobKey))).rejects.toMatchObject({ code: 'ENOENT' });
    const again = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/booking_keys/${key}/referrals/${created.id}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it('takes a PNG named .pdf as the PNG it is, when PNG is allowed', async () => {
    const key = await issuedKey(ctx());
    const res = await upload(ctx(), key, 'scan.pdf', samples.png());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contentType: 'image/png', fileName: 'scan.png' });

    const pdfOnly = createAttachmentsService({
      ...deps(),
      env: { ...env, VALID_REFERRAL_CONTENT_TYPES: ['application/pdf'] },
    });
    const refused = pdfOnly.uploadTemporaryReferral(key, { fileName: 'scan.pdf', data: samples.png() });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ status: 415, messageKey: 'message.invalid_file_type' });
  });

  it.each([
    ['an executable', samples.exe()],
    ['an HTML page', samples.html()],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s renamed .pdf with 415, storing nothing', async (_, data) => {
    const key = await issuedKey(ctx());
    const res = await upload(ctx(), key, 'referral.pdf', data);
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = problem.parse(res.json());
    expect(body.message).toBe('message.invalid_file_type');
    expect(body.params?.allowed).toBe('PDF, JPEG, PNG, HEIC');
    expect(await list(ctx(), key)).toEqual([]);
  });

  it('refuses a file over the size limit with 413', async () => {
    const key = await issuedKey(ctx());
    const res = await upload(ctx(), key, 'big.pdf', samples.pdf(70_000));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'message.file_too_large', params: { maxBytes: 65536 } });
    expect(await list(ctx(), key)).toEqual([]);
    // Just under the limit is fine.
    expect((await upload(ctx(), key, 'fits.pdf', samples.pdf(60_000))).statusCode).toBe(201);
  });

  it('answers bad requests with a problem and a message key', async () => {
    const key = await issuedKey(ctx());
    const noFile = await ctx().app.inject({
      method: 'POST',
      url: `/api/booking_keys/${key}/referrals`,
      ...multipart([{ name: 'documentTypeId', value: '1' }]),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ message: 'message.file_required', errors: [{ field: 'file' }] });

    const json = await ctx().app.inject({
      method: 'POST',
      url: `/api/booking_keys/${key}/referrals`,
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('message.unsupported_media_type');

    const badKey = await upload(ctx(), 'short', 'r.pdf', samples.pdf());
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().errors[0].field).toBe('params.bookingKey');

    const badType = await upload(ctx(), key, 'r.pdf', samples.pdf(), { documentTypeId: '999999' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors[0].field).toBe('documentTypeId');

    const notNumber = await upload(ctx(), key, 'r.pdf', samples.pdf(), { documentTypeId: 'abc' });
    expect(notNumber.statusCode).toBe(400);

    const badId = await ctx().app.inject({ method: 'DELETE', url: `/api/booking_keys/${key}/referrals/abc` });
    expect(badId.statusCode).toBe(400);
    expect(await list(ctx(), key)).toEqual([]);
  });

  it('moves the uploads to a new appointment inside its transaction, and not when it rolls back', async () => {
    const service = createAttachmentsService(deps());
    const key = await issuedKey(ctx());
    await upload(ctx(), key, 'referral.pdf', samples.pdf());
    await upload(ctx(), key, 'medicare.jpg', samples.jpeg());
    const appointmentId = await insertAppointment(ctx().database.db);

    await expect(
      ctx()
        .database.db.transaction()
        .execute(async (trx) => {
          expect(await service.attachTemporaryReferrals(trx, key, { appointmentId })).toBe(2);
          throw new Error('booking failed');
        }),
    ).rejects.toThrow('booking failed');
    expect(await list(ctx(), key)).toHaveLength(2);

    const moved = await ctx()
      .database.db.transaction()
      .execute((trx) => service.attachTemporaryReferrals(trx, key, { appointmentId }));
    expect(moved).toBe(2);
    expect(await list(ctx(), key)).toEqual([]);
    const owned = await service.listForOwner({ appointmentId });
    expect(owned.map((a) => a.contentType)).toEqual(['application/pdf', 'image/jpeg']);
    const first = owned[0];
    if (!first) throw new Error('no attachment');
    expect((await service.readForOwner({ appointmentId }, first.id)).data).toEqual(samples.pdf());
    await expect(service.readForOwner({ bookingRequestId: 1 }, first.id)).rejects.toMatchObject({
      status: 404,
    });
    // Attached files are no longer the booking key's to delete.
    const res = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/booking_keys/${key}/referrals/${first.id}`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('re-keys temporary uploads to a new booking key', async () => {
    const service = createAttachmentsService(deps());
    const from = await issuedKey(ctx());
    const to = await issuedKey(ctx());
    await upload(ctx(), from, 'referral.pdf', samples.pdf());
    const count = await ctx()
      .database.db.transaction()
      .execute((trx) => service.rekeyTemporary(trx, from, to));
    expect(count).toBe(1);
    expect(await list(ctx(), from)).toEqual([]);
    expect((await list(ctx(), to)).map((a) => a.fileName)).toEqual(['referral.pdf']);
  });

  it('caps the files waiting under one booking key', async () => {
    const key = await issuedKey(ctx());
    for (let i = 0; i < 10; i++) {
      expect((await upload(ctx(), key, `r${i}.pdf`, samples.pdf(), {}, '10.0.0.2')).statusCode).toBe(201);
    }
    const res = await upload(ctx(), key, 'one-too-many.pdf', samples.pdf(), {}, '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'message.attachment_limit_reached', params: { max: 10 } });
  });

  it('limits uploads per client address', async () => {
    const key = await issuedKey(ctx());
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await upload(ctx(), key, 'r.pdf', samples.html(), {}, '10.0.0.3')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 415)).toBe(true);
    const limited = await upload(ctx(), key, 'r.pdf', samples.pdf(), {}, '10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('message.too_many_requests');
    // Another address is not affected.
    expect((await upload(ctx(), key, 'r.pdf', samples.pdf(), {}, '10.0.0.4')).statusCode).toBe(201);
  });

  it('keeps every attachment with exactly one owner', async () => {
    const insert = sql`insert into attachment (slug, file_name, content_type, size, blob_key, created_at)
      values ('s-none', 'x.pdf', 'application/pdf', 1, 'attachments/none', now())`.execute(ctx().database.db);
    await expect(insert).rejects.toThrow(/attachment_one_owner_ck/);
  });
});

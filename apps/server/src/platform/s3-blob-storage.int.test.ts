import { randomBytes } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { attachment, attachmentList } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clinicId,
  deviceId,
  patient,
  TEST_NOW,
  TUESDAY_9AM_SYDNEY,
} from '../modules/appointments/booking-test-helpers';
import { samples } from '../modules/attachments/attachments.samples';
import { DOB, multipart, signIn } from '../modules/portal/portal.test-support';
import { useTestApp } from '../test/app';
import { databaseTargets } from '../test/databases';
import { freePort } from '../test/instances';
import { type RunningS3Server, startS3Server } from '../test/s3-server';
import {
  BlobStoreUnavailableError,
  createBlobStorage,
  createS3BlobStorage,
  newBlobKey,
  UnsafeBlobKeyError,
} from './blob-storage';
import { fixedClock } from './clock';
import { loadEnv } from './env';

/**
 * The S3 blob store against a real S3-speaking server (s3rver in its own process, see
 * test/s3-server.ts): no S3 call is mocked. The store's own calls first, then uploads through the
 * app's HTTP API with BLOB_STORE=s3 landing in the bucket and read back through the app.
 */

const BUCKET = 'rb-blobs';
let s3: RunningS3Server;
let raw: S3Client;
/** Settings of the app under test, filled in once the server runs (useTestApp reads them in its beforeAll). */
const appEnv: Record<string, string> = {};

beforeAll(async () => {
  s3 = await startS3Server();
  raw = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  await s3.createBucket(BUCKET);
  Object.assign(appEnv, {
    OUTBOX_POLL_INTERVAL_MS: '0',
    MAX_UPLOAD_BYTES: '65536',
    BLOB_STORE: 's3',
    BLOB_DIR: '/nonexistent/blobs',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
});
afterAll(async () => {
  raw?.destroy();
  await s3?.stop();
});

/** The object's bytes read straight from the bucket, or the S3 error's name when there is none. */
async function objectInBucket(name: string): Promise<Buffer | string> {
  try {
    const { Body } = await raw.send(new GetObjectCommand({ Bucket: BUCKET, Key: name }));
    return Buffer.from((await Body?.transformToByteArray()) ?? []);
  } catch (error) {
    return (error as Error).name;
  }
}

const namesUnder = (prefix: string) => s3.list(BUCKET, prefix);

/** A new booking key and a referral uploaded under it while booking: the key and the answer. */
async function uploadReferral(app: FastifyInstance, fileName: string, data: Buffer) {
  const bookingKey: string = (await app.inject({ method: 'POST', url: '/api/booking_keys' })).json()
    .bookingKey;
  const form = multipart([{ name: 'file', fileName, data }]);
  const uploaded = await app.inject({
    method: 'POST',
    url: `/api/booking_keys/${bookingKey}/referrals`,
    payload: form.payload,
    headers: form.headers,
  });
  return { bookingKey, uploaded };
}

const store = (prefix?: string, overrides: { bucket?: string; secretAccessKey?: string } = {}) =>
  createS3BlobStorage({
    endpoint: s3.endpoint,
    region: s3.region,
    bucket: overrides.bucket ?? BUCKET,
    forcePathStyle: true,
    credentials: {
      accessKeyId: s3.accessKeyId,
      secretAccessKey: overrides.secretAccessKey ?? s3.secretAccessKey,
    },
    prefix,
  });

describe('S3 blob storage against a real S3 server', () => {
  let deadEndpoint = '';
  beforeAll(async () => {
    deadEndpoint = `http://127.0.0.1:${await freePort()}`;
  });
  const deadStore = () =>
    createS3BlobStorage({
      endpoint: deadEndpoint,
      region: s3.region,
      bucket: BUCKET,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });

  it('stores binary bytes as an object under the prefix and reads them back unchanged', async () => {
    const blobs = store('deployment/one');
    const key = newBlobKey('attachments');
    const data = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)),
      randomBytes(300_000),
    ]);
    await blobs.put(key, data);
    const read = await blobs.get(key);
    expect(read).toBeInstanceOf(Buffer);
    expect(read?.equals(data)).toBe(true);
    expect(await namesUnder('deployment/one/')).toEqual([`deployment/one/${key}`]);
    expect(await objectInBucket(`deployment/one/${key}`)).toEqual(data);
    // Without a prefix the key is the object's name as it is.
    const bare = store();
    await bare.put(key, Buffer.from('bare'));
    expect(await objectInBucket(key)).toEqual(Buffer.from('bare'));
  });

  it('overwrites the object of a key put again', async () => {
    const blobs = store('overwrite');
    const key = newBlobKey('results');
    await blobs.put(key, Buffer.from('first version, the longer one'));
    await blobs.put(key, Buffer.from('second'));
    expect(await blobs.get(key)).toEqual(Buffer.from('second'));
    expect(await namesUnder('overwrite/')).toEqual([`overwrite/${key}`]);
  });

  it('stores and reads an empty blob', async () => {
    const blobs = store('empty');
    const key = newBlobKey('attachments');
    await blobs.put(key, new Uint8Array(0));
    expect(await objectInBucket(`empty/${key}`)).toEqual(Buffer.alloc(0));
    expect(await blobs.get(key)).toEqual(Buffer.alloc(0));
  });

  it('answers undefined for a key with no object', async () => {
    const blobs = store('missing');
    // An object put straight into the bucket is read, so the store reads this bucket…
    const stored = newBlobKey('attachments');
    await raw.send(new PutObjectCommand({ Bucket: BUCKET, Key: `missing/${stored}`, Body: 'there' }));
    expect(await blobs.get(stored)).toEqual(Buffer.from('there'));
    // …and a key without an object there reads as undefined.
    expect(await blobs.get(newBlobKey('attachments'))).toBeUndefined();
  });

  it('deletes an object, and deleting it again is not an error', async () => {
    const blobs = store('delete');
    const key = newBlobKey('attachments');
    await blobs.put(key, Buffer.from('to be deleted'));
    expect(await objectInBucket(`delete/${key}`)).toEqual(Buffer.from('to be deleted'));
    await blobs.delete(key);
    expect(await blobs.get(key)).toBeUndefined();
    expect(await objectInBucket(`delete/${key}`)).toBe('NoSuchKey');
    await expect(blobs.delete(key)).resolves.toBeUndefined();
    await expect(blobs.delete(newBlobKey('never-stored'))).resolves.toBeUndefined();
  });

  it.each(['../secret', 'a/../../b', '/etc/passwd', 'a\\b', '.hidden', 'a//b', 'a b', 'a/b/c/d/e', ''])(
    'refuses the unsafe key %j before any request',
    async (key) => {
      // Nobody listens at this store's endpoint: a request would fail as a connection error.
      const nobody = deadStore();
      await expect(nobody.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(UnsafeBlobKeyError);
      await expect(nobody.get(key)).rejects.toBeInstanceOf(UnsafeBlobKeyError);
      await expect(nobody.delete(key)).rejects.toBeInstanceOf(UnsafeBlobKeyError);
      // Against the real server an unsafe key leaves nothing in the bucket either.
      await expect(store('unsafe').put(key, Buffer.from('x'))).rejects.toBeInstanceOf(UnsafeBlobKeyError);
      expect(await namesUnder('unsafe')).toEqual([]);
    },
  );

  it('does send a safe key to the store, so the refusals above came before any request', async () => {
    const failure = await deadStore()
      .get(newBlobKey('attachments'))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(BlobStoreUnavailableError);
    expect((failure as Error).cause).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('names every call to a store nobody answers an outage, not a refusal', async () => {
    const nobody = deadStore();
    const key = newBlobKey('attachments');
    await expect(nobody.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(BlobStoreUnavailableError);
    await expect(nobody.get(key)).rejects.toBeInstanceOf(BlobStoreUnavailableError);
    await expect(nobody.delete(key)).rejects.toBeInstanceOf(BlobStoreUnavailableError);
  });

  it('throws what is not a missing object: no such bucket, a wrong secret', async () => {
    const key = newBlobKey('attachments');
    const noBucket = store(undefined, { bucket: 'rb-no-such-bucket' });
    await expect(noBucket.get(key)).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(noBucket.put(key, Buffer.from('x'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(noBucket.delete(key)).rejects.toMatchObject({ name: 'NoSuchBucket' });

    await raw.send(new PutObjectCommand({ Bucket: BUCKET, Key: `secret/${key}`, Body: 'kept' }));
    const wrongSecret = store('secret', { secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.get(key)).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await expect(wrongSecret.put(key, Buffer.from('x'))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    await expect(wrongSecret.delete(key)).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    expect(await objectInBucket(`secret/${key}`)).toEqual(Buffer.from('kept'));
  });

  it('is what createBlobStorage gives for BLOB_STORE=s3', async () => {
    // With server-side encryption asked for: s3rver does not encrypt, but takes the signed header.
    const env = loadEnv({
      NODE_ENV: 'test',
      ...appEnv,
      S3_PREFIX: 'configured/by-env',
      S3_SERVER_SIDE_ENCRYPTION: 'AES256',
    });
    const blobs = createBlobStorage(env);
    const key = newBlobKey('attachments');
    await blobs.put(key, Buffer.from('through the factory'));
    expect(await objectInBucket(`configured/by-env/${key}`)).toEqual(Buffer.from('through the factory'));
  });
});

describe.each(databaseTargets)('uploads through the app with BLOB_STORE=s3 on %s', (target) => {
  const prefix = `app-${target}`;
  // Each database target keeps its files under its own folder of the bucket (set before the app is built).
  beforeAll(() => {
    appEnv.S3_PREFIX = prefix;
  });
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW), env: appEnv });

  it('keeps a referral uploaded while booking in the bucket, shows it to the signed-in patient, and deletes it there', async () => {
    const { app, database } = ctx();
    // A booking key, a referral uploaded under it: the file goes to the bucket.
    const pdf = samples.pdf();
    const { bookingKey, uploaded } = await uploadReferral(app, 'referral.pdf', pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const created = attachment.parse(uploaded.json());
    const { blobKey } = await database.db
      .selectFrom('attachment')
      .select('blobKey')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(await objectInBucket(`${prefix}/${blobKey}`)).toEqual(pdf);

    // The booking takes the referral along; the patient signs in and reads it back from the bucket.
    const email = `p.${randomBytes(6).toString('hex')}@example.com`;
    const booked = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        bookingKey,
        examSlug: 'xray-chest',
        clinicId: await clinicId(database.db, 'sydney-cbd'),
        deviceId: await deviceId(database.db, 'sydney-cbd', 'XR'),
        start: TUESDAY_9AM_SYDNEY,
        patient: patient({ email, dateOfBirth: DOB }),
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { slug } = booked.json() as { slug: string };
    const portal = await signIn(app, { bookingKey, email });
    const base = `/api/secured/appointments/${slug}/attachments`;
    const listed = attachmentList.parse((await portal.call('GET', `${base}/response`)).json());
    expect(listed.map((a) => a.id)).toEqual([created.id]);
    const view = await portal.call('GET', `${base}/${created.id}/view`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.rawPayload.equals(pdf)).toBe(true);

    // A second file from the portal lands beside it; deleting it removes its object.
    const png = samples.png();
    const second = multipart([
      { name: 'documentTypeId', value: '1' },
      { name: 'file', fileName: 'card.png', data: png },
    ]);
    const added = await portal.call('POST', base, second.payload, second.headers);
    expect(added.statusCode, added.body).toBe(201);
    const addedId = attachment.parse(added.json()).id;
    expect((await portal.call('GET', `${base}/${addedId}/download`)).rawPayload.equals(png)).toBe(true);
    expect(await namesUnder(`${prefix}/attachments/`)).toHaveLength(2);

    expect((await portal.call('DELETE', `${base}/${addedId}`)).statusCode).toBe(204);
    expect(await namesUnder(`${prefix}/attachments/`)).toEqual([`${prefix}/${blobKey}`]);
    expect((await portal.call('GET', `${base}/${addedId}/view`)).statusCode).toBe(404);
  });

  it('deletes a referral removed before booking from the bucket', async () => {
    const { app, database } = ctx();
    const { bookingKey, uploaded } = await uploadReferral(app, 'scan.png', samples.png());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id } = attachment.parse(uploaded.json());
    const { blobKey } = await database.db
      .selectFrom('attachment')
      .select('blobKey')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await objectInBucket(`${prefix}/${blobKey}`)).toEqual(samples.png());
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/booking_keys/${bookingKey}/referrals/${id}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await objectInBucket(`${prefix}/${blobKey}`)).toBe('NoSuchKey');
  });
});

describe('an upload while the bucket cannot be reached', () => {
  const deadEnv: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(deadEnv, appEnv, { S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` });
  });
  // One database is enough: the answer comes from the store, before any row is written.
  const ctx = useTestApp(databaseTargets[0] ?? 'pglite', { clock: fixedClock(TEST_NOW), env: deadEnv });

  it('answers 503 message.service_unavailable with Retry-After, and keeps no row of the file', async () => {
    const { app, database } = ctx();
    const { bookingKey, uploaded } = await uploadReferral(app, 'referral.pdf', samples.pdf());
    expect(uploaded.statusCode, uploaded.body).toBe(503);
    expect(uploaded.headers['content-type']).toContain('application/problem+json');
    expect(uploaded.json()).toMatchObject({ status: 503, message: 'message.service_unavailable' });
    expect(uploaded.headers['retry-after']).toBe('5');
    const rows = await database.db
      .selectFrom('attachment')
      .select('id')
      .where('tempBookingKey', '=', bookingKey)
      .execute();
    expect(rows).toEqual([]);
  });
});

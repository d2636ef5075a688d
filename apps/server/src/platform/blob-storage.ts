import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isUnreachableSocketError } from './db/unavailable';
import type { Env } from './env';

/**
 * Where uploaded files live: the local folder (the default) or a bucket of an S3-compatible store,
 * chosen by configuration in `createBlobStorage`.
 */
export interface BlobStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The stored bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * A key is one to four `/`-separated segments of letters, digits, `_` and `-` (no dots, so no `..`,
 * no leading `/`, no backslash): a key can never name a path outside the store.
 */
const SAFE_KEY = /^[A-Za-z0-9_-]{1,128}(\/[A-Za-z0-9_-]{1,128}){0,3}$/;

export class UnsafeBlobKeyError extends Error {
  constructor() {
    super('unsafe blob key');
    this.name = 'UnsafeBlobKeyError';
  }
}

/**
 * The store could not be reached, timed out or failed on its side (5xx): nothing was stored or read,
 * and the request may be tried again shortly (503), unlike a refusal such as a wrong key or no bucket.
 */
export class BlobStoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('blob store unavailable', { cause });
    this.name = 'BlobStoreUnavailableError';
  }
}

export function isSafeBlobKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** A new random key under a prefix (e.g. `referrals/…`): 128 random bits, never derived from a file name. */
export function newBlobKey(prefix: string): string {
  const key = `${prefix}/${randomBytes(16).toString('hex')}`;
  if (!isSafeBlobKey(key)) throw new UnsafeBlobKeyError();
  return key;
}

export function createLocalBlobStorage(rootDir: string): BlobStorage {
  const root = path.resolve(rootDir);

  function fileOf(key: string): string {
    if (!isSafeBlobKey(key)) throw new UnsafeBlobKeyError();
    const file = path.resolve(root, key);
    // Belt and braces: the pattern already forbids it, but a path outside the root is never touched.
    if (!file.startsWith(root + path.sep)) throw new UnsafeBlobKeyError();
    return file;
  }

  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, data, { mode: 0o600 });
      await fs.rename(temporary, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

export interface S3BlobStorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, Cloudflare R2…); unset: AWS S3 of the region. */
  endpoint?: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`. */
  forcePathStyle?: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Folder of the bucket the keys live under: `a/b` stores key `k` as the object `a/b/k`. */
  prefix?: string;
  serverSideEncryption?: 'AES256' | 'aws:kms';
  kmsKeyId?: string;
}

/** Errors of a missing object: GetObject's NoSuchKey, or a bare 404 of a store that sends no body. */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'NoSuchKey') return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === 'NotFound' && status === 404;
}

/** No answer from the store (refused, reset, timed out) or an answer of its own failure (5xx, SlowDown). */
function isStoreUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (isUnreachableSocketError(error) || error.name === 'TimeoutError') return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status !== undefined && status >= 500;
}

/** A store failure as the caller should see it: an outage as BlobStoreUnavailableError, the rest as is. */
const storeFailure = (error: unknown) =>
  isStoreUnavailable(error) ? new BlobStoreUnavailableError(error) : error;

/**
 * A bucket of AWS S3 or an S3-compatible store. Keys pass the same `isSafeBlobKey` rule as the local
 * store (checked before any request) and name the objects, under the prefix when there is one. A
 * missing object reads as undefined and deletes without error; every other failure (no bucket, bad
 * credentials) is thrown to the caller, an unreachable or failing store as BlobStoreUnavailableError.
 */
export function createS3BlobStorage(options: S3BlobStorageOptions): BlobStorage {
  // The SDK takes over half a second to load, so only a server configured for S3 loads it, and it
  // starts loading now, while the app is being built, not at the first upload.
  const ready = import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: options.credentials,
      // Without them a store that stops answering would hold an upload (and its request) forever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    }),
  }));
  // A failed load is thrown by the first call that needs the SDK, not as an unhandled rejection.
  ready.catch(() => {});
  const Bucket = options.bucket;

  function objectName(key: string): string {
    if (!isSafeBlobKey(key)) throw new UnsafeBlobKeyError();
    return options.prefix ? `${options.prefix}/${key}` : key;
  }

  return {
    async put(key, data) {
      const Key = objectName(key);
      const { sdk, client } = await ready;
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key,
            Body: data,
            ContentType: 'application/octet-stream',
            ServerSideEncryption: options.serverSideEncryption,
            SSEKMSKeyId: options.serverSideEncryption === 'aws:kms' ? options.kmsKeyId : undefined,
          }),
        );
      } catch (error) {
        throw storeFailure(error);
      }
    },
    async get(key) {
      const Key = objectName(key);
      const { sdk, client } = await ready;
      try {
        const { Body } = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        if (!Body) return Buffer.alloc(0);
        const bytes = await Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw storeFailure(error);
      }
    },
    async delete(key) {
      const Key = objectName(key);
      const { sdk, client } = await ready;
      try {
        // S3 answers 204 for a missing object; a store that answers NoSuchKey is taken the same way.
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        if (!isMissingObject(error)) throw storeFailure(error);
      }
    },
  };
}

export type BlobStorageSettings = Pick<
  Env,
  | 'BLOB_STORE'
  | 'BLOB_DIR'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
  | 'S3_SERVER_SIDE_ENCRYPTION'
  | 'S3_SSE_KMS_KEY_ID'
>;

/** The configured blob store: the local folder `BLOB_DIR`, or with `BLOB_STORE=s3` the bucket `S3_BUCKET`. */
export function createBlobStorage(env: BlobStorageSettings): BlobStorage {
  if (env.BLOB_STORE === 's3') {
    const { S3_REGION: region, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = env;
    const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
    // loadEnv refuses BLOB_STORE=s3 without them; this names them for a hand-made configuration.
    if (!region || !bucket || !accessKeyId || !secretAccessKey) {
      throw new Error('BLOB_STORE=s3 needs S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    }
    return createS3BlobStorage({
      bucket,
      region,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      credentials: { accessKeyId, secretAccessKey },
      prefix: env.S3_PREFIX,
      serverSideEncryption: env.S3_SERVER_SIDE_ENCRYPTION,
      kmsKeyId: env.S3_SSE_KMS_KEY_ID,
    });
  }
  return createLocalBlobStorage(env.BLOB_DIR);
}

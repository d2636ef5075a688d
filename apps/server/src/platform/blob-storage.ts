import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Env } from './env';

/**
 * Where uploaded files live. The local folder is the default; an S3-compatible store implements the
 * same three calls and is chosen by configuration in `createBlobStorage`.
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

/** The configured blob store (the local folder `BLOB_DIR`). */
export function createBlobStorage(env: Pick<Env, 'BLOB_DIR'>): BlobStorage {
  return createLocalBlobStorage(env.BLOB_DIR);
}

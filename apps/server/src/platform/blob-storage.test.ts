import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBlobStorage,
  createLocalBlobStorage,
  isSafeBlobKey,
  newBlobKey,
  UnsafeBlobKeyError,
} from './blob-storage';
import { loadEnv } from './env';

describe('local blob storage', () => {
  let root = '';
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'rb-blobs-'));
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('stores, reads and deletes bytes under a key', async () => {
    const blobs = createLocalBlobStorage(path.join(root, 'store'));
    const key = newBlobKey('attachments');
    const data = Buffer.from('%PDF-1.4 hello');
    await blobs.put(key, data);
    expect(await blobs.get(key)).toEqual(data);
    expect(await fs.readFile(path.join(root, 'store', key))).toEqual(data);
    await blobs.delete(key);
    expect(await blobs.get(key)).toBeUndefined();
    await expect(blobs.delete(key)).resolves.toBeUndefined();
  });

  it('makes random, safe, distinct keys', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newBlobKey('attachments')));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^attachments\/[0-9a-f]{32}$/);
  });

  it.each([
    '',
    '../secret',
    'a/../../etc/passwd',
    '/etc/passwd',
    'a\\b',
    '..',
    '.hidden',
    'a/./b',
    'a//b',
    'a/',
    'a b',
    'a/b/c/d/e',
    'x'.repeat(129),
  ])('refuses the unsafe key %j', async (key) => {
    expect(isSafeBlobKey(key)).toBe(false);
    const blobs = createLocalBlobStorage(path.join(root, 'store'));
    await expect(blobs.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(UnsafeBlobKeyError);
    await expect(blobs.get(key)).rejects.toBeInstanceOf(UnsafeBlobKeyError);
    await expect(blobs.delete(key)).rejects.toBeInstanceOf(UnsafeBlobKeyError);
  });

  it('is what createBlobStorage gives unless BLOB_STORE=s3', async () => {
    const env = loadEnv({ BLOB_DIR: path.join(root, 'configured') });
    const blobs = createBlobStorage(env);
    const key = newBlobKey('attachments');
    await blobs.put(key, Buffer.from('local'));
    expect(await fs.readFile(path.join(root, 'configured', key))).toEqual(Buffer.from('local'));
  });

  it('never writes outside its folder', async () => {
    const blobs = createLocalBlobStorage(path.join(root, 'inner'));
    await expect(blobs.put('../escaped', Buffer.from('x'))).rejects.toThrow();
    await expect(fs.stat(path.join(root, 'escaped'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

import { describe, expect, it } from 'vitest';
import { EnvError, isHttps, loadEnv } from './env';

describe('loadEnv', () => {
  it('gives working defaults for a fresh clone', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/data$/);
    expect(env.ACTIVE_PROFILES).toEqual(['local']);
    expect(env.NODE_ENV).toBe('development');
  });

  it('parses lists and numbers', () => {
    const env = loadEnv({
      PORT: '8080',
      ACTIVE_PROFILES: 'staging, demo',
      FRAME_ANCESTORS: 'https://a.example,https://b.example',
    });
    expect(env.PORT).toBe(8080);
    expect(env.ACTIVE_PROFILES).toEqual(['staging', 'demo']);
    expect(env.FRAME_ANCESTORS).toEqual(['https://a.example', 'https://b.example']);
  });

  it('names every bad value with what is wrong', () => {
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'ftp://x', SMTP_URL: 'http://mail' });
      expect.unreachable('loadEnv accepted bad values');
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const fields = (error as EnvError).problems.map((p) => p.split(':')[0]);
      expect(fields).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL']));
      expect((error as EnvError).message).toContain(
        'DATABASE_URL: must be a postgres:// or postgresql:// URL',
      );
    }
  });

  it('reads trusted proxies as addresses and CIDRs, empty by default', () => {
    expect(loadEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(loadEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.5,::1,loopback' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '192.0.2.5',
      '::1',
      'loopback',
    ]);
    for (const bad of ['proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', '*']) {
      expect(() => loadEnv({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES: must be addresses or CIDRs/);
    }
  });

  it('requires a long session secret in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => loadEnv({ SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: must be at least 32 characters/,
    );
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).NODE_ENV).toBe('production');
  });

  it('keeps blobs in the local folder unless BLOB_STORE=s3', () => {
    const env = loadEnv({ DATA_DIR: '/srv/data' });
    expect(env.BLOB_STORE).toBe('local');
    expect(env.BLOB_DIR).toBe('/srv/data/blobs');
    expect(env.S3_FORCE_PATH_STYLE).toBe('false');
    expect(() => loadEnv({ BLOB_STORE: 'gcs' })).toThrow(/BLOB_STORE: /);
  });

  it('names every S3 setting BLOB_STORE=s3 is missing', () => {
    try {
      loadEnv({ BLOB_STORE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000' });
      expect.unreachable('loadEnv accepted BLOB_STORE=s3 without a bucket');
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems).toEqual([
        'S3_REGION: is required with BLOB_STORE=s3',
        'S3_BUCKET: is required with BLOB_STORE=s3',
        'S3_ACCESS_KEY_ID: is required with BLOB_STORE=s3',
        'S3_SECRET_ACCESS_KEY: is required with BLOB_STORE=s3',
      ]);
    }
    const complete = {
      BLOB_STORE: 's3',
      S3_REGION: 'eu-central-1',
      S3_BUCKET: 'radiology-blobs',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(() => loadEnv({ ...complete, S3_BUCKET: undefined })).toThrow(
      'S3_BUCKET: is required with BLOB_STORE=s3',
    );
    expect(() => loadEnv({ ...complete, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'S3_SECRET_ACCESS_KEY: is required with BLOB_STORE=s3',
    );
    const env = loadEnv({ ...complete, S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'radiology/production' });
    expect(env).toMatchObject({
      BLOB_STORE: 's3',
      S3_BUCKET: 'radiology-blobs',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });

  it('refuses malformed S3 settings', () => {
    const problems = (source: Record<string, string>) => {
      try {
        loadEnv(source);
        return [];
      } catch (error) {
        return (error as EnvError).problems;
      }
    };
    expect(problems({ S3_BUCKET: 'My_Bucket' })).toEqual([
      'S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    ]);
    for (const prefix of ['/rooted', 'trailing/', 'a//b', '../up', 'dots.here']) {
      expect(problems({ S3_PREFIX: prefix })[0]).toMatch(/^S3_PREFIX: must be folder names/);
    }
    expect(problems({ S3_ENDPOINT: 'minio:9000' })[0]).toMatch(/^S3_ENDPOINT: /);
    expect(problems({ S3_FORCE_PATH_STYLE: 'yes' })[0]).toMatch(/^S3_FORCE_PATH_STYLE: /);
    expect(problems({ S3_SERVER_SIDE_ENCRYPTION: 'aws:kms:dsse' })[0]).toMatch(
      /^S3_SERVER_SIDE_ENCRYPTION: /,
    );
    expect(problems({ S3_SERVER_SIDE_ENCRYPTION: 'AES256', S3_SSE_KMS_KEY_ID: 'key' })).toEqual([
      'S3_SSE_KMS_KEY_ID: is only used with S3_SERVER_SIDE_ENCRYPTION=aws:kms',
    ]);
    expect(problems({ S3_SERVER_SIDE_ENCRYPTION: 'aws:kms', S3_SSE_KMS_KEY_ID: 'key' })).toEqual([]);
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('knows when the public address is https', () => {
    expect(isHttps(loadEnv({ PUBLIC_URL: 'https://book.example' }))).toBe(true);
    expect(isHttps(loadEnv({}))).toBe(false);
  });
});

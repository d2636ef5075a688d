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

  it('treats empty variables as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('knows when the public address is https', () => {
    expect(isHttps(loadEnv({ PUBLIC_URL: 'https://book.example' }))).toBe(true);
    expect(isHttps(loadEnv({}))).toBe(false);
  });
});

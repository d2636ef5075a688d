import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase } from '../test/databases';
import { loadEnv } from './env';

/** Writes a file with the .br and .gz siblings the Vite compression plugin emits. */
function writeWithVariants(file: string, text: string) {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  fs.writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
}

describe('compression and caching of the served app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-dist-compress-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const indexHtml = `<!doctype html><head><title>Booking</title></head><div id="root"></div>${' '.repeat(2000)}`;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeWithVariants(path.join(dist, 'index.html'), indexHtml);
  writeWithVariants(path.join(dist, 'assets', 'app-abc123.js'), script);
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const bigAnswer = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `clinic ${i}` })) };

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: dist });
    app = await buildApp({ env, database });
    app.get('/api/test/big', async () => bigAnswer);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the prebuilt brotli file of a hashed asset, cached for a year', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
    // Decoding once gives the original: nothing was encoded twice.
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/app-abc123.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(script);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('gives a hashed asset only the headers that mean something on a script, and the page all of them', async () => {
    const asset = await get('/assets/app-abc123.js', 'br');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const documentOnly of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(asset.headers[documentOnly], documentOnly).toBeUndefined();
    }
    const page = await get('/book/some-clinic', 'br');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a missing asset with a 404 problem, not with the page (which would go without its CSP)', async () => {
    for (const url of ['/assets/gone-123.js', '/assets/', '/assets/nested/page']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
    }
  });

  it('serves index.html compressed, with the configuration inside, never cached without asking again', async () => {
    const config = (await get('/api/config')).json();
    for (const url of ['/', '/book/some-clinic', '/portal']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(res.rawPayload).toString();
      const block = html.match(/<script type="application\/json" id="rb-initial-config">(.*?)<\/script>/);
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual(config);
      // The rest of the build's page is still there (what else is added: initial-state.int.test.ts).
      expect(html.startsWith('<!doctype html><head>')).toBe(true);
      expect(html.endsWith(`</div>${' '.repeat(2000)}`)).toBe(true);
    }
    const plain = await get('/index.html');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(indexHtml);
  });

  it('compresses a JSON answer above the threshold in the encoding the client prefers', async () => {
    const br = await get('/api/test/big', 'br;q=1, gzip;q=0.5');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(bigAnswer);
    const gzip = await get('/api/test/big', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(bigAnswer);
    const identity = await get('/api/test/big');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(bigAnswer);
  });

  it('leaves small JSON answers and problems uncompressed', async () => {
    const health = await get('/api/health', 'br, gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
    const missing = await get('/api/does-not-exist', 'br, gzip');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});

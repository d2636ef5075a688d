import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createConfigRepository } from '../modules/config/config.repository';
import type { SectionValue } from '../modules/config/config.sections';
import { inlineImageMaxBytes } from '../modules/config/config.service';
import { useTestApp } from '../test/app';
import { databaseTargets } from '../test/databases';

/** The JSON of one block the server put into the page. */
function block(html: string, id: string): unknown {
  const match = html.match(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`));
  return match ? JSON.parse(match[1] ?? 'null') : undefined;
}

describe.each(databaseTargets)('index.html carries what the first render needs on %s', (target) => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-dist-initial-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Book a scan</title>' +
      '<script type="application/json" id="rb-translation-files">' +
      '{"en-AU":"/assets/translations-en-AU-1.json","mk":"/assets/translations-mk-1.json"}</script>' +
      '</head><body><div id="root"></div></body></html>',
  );
  // A build whose booking page has a chunk of its own, which the served page preloads.
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/features/appointments/pages/BookingPage.tsx': { file: 'assets/BookingPage-1.js' },
    }),
  );
  const ctx = useTestApp(target, { env: { WEB_DIST_DIR: dist } });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const inject = (url: string, cookie?: string) =>
    ctx().app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
    });

  it('puts the configured locale with the provider’s overrides (its base texts preloaded), the theme and a painted shell into the page', async () => {
    await createConfigRepository(ctx().database.db).writeTranslationOverride(
      'en-AU',
      'message.loading',
      'One moment…',
    );
    const config = (await inject('/api/config')).json();
    const html = (await inject('/booking/mri-brain')).body;
    expect(block(html, 'rb-initial-config')).toEqual(config);
    expect(block(html, 'rb-initial-texts')).toEqual({
      locale: config.defaultLocale,
      overrides: { 'message.loading': 'One moment…' },
    });
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/assets/translations-${config.defaultLocale}-1.json">`,
    );
    expect(html).toContain(`<html lang="${config.defaultLocale}">`);
    expect(html).toContain('<p class="boot-loading" role="status">One moment…</p>');
    // The booking page's header image, named by the provider, painted from its bytes (decisions 0029, 0033).
    const header = await inject('/api/assets/application/header');
    const inlined = `data:image/svg+xml;base64,${header.rawPayload.toString('base64')}`;
    expect(html).toContain(
      `<img class="site-header-image" src="${inlined}" data-address="/api/assets/application/header" width="1200" height="160" alt="${config.radiology.name}"`,
    );
    expect(html).not.toContain('rel="preload" as="image"');
    const [name, value] = Object.entries(config.theme.properties as Record<string, string>)[0] ?? [];
    expect(html).toMatch(/<style id="rb-initial-theme">:root\{[^<]*<\/style>/);
    if (name) expect(html).toContain(`${name}:${value}`);
  });

  it('leaves a header image above the inline limit to its address, requested first', async () => {
    const large = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(inlineImageMaxBytes)}</svg>`,
    );
    await createConfigRepository(ctx().database.db).writeAsset('header', 'image/svg+xml', large, '"large"');
    const html = (await inject('/booking/mri-brain')).body;
    expect(html).toContain(
      '<img class="site-header-image" src="/api/assets/application/header" width="1200"',
    );
    expect(html).toMatch(/<head><link rel="preload" as="image" href="\/api\/assets\/application\/header"/);
    // The confirmation page's image is still small: it travels in its page.
    expect((await inject('/appointments/abc')).body).toContain(
      'data-address="/api/assets/application/confirmation_header"',
    );
  });

  it('follows the language the visitor chose (its cookie), and ignores one that is not supported', async () => {
    const chosen = (await inject('/', 'rb_locale=mk')).body;
    const mk = (await inject('/api/assets/translations?lang=mk')).json();
    expect(block(chosen, 'rb-initial-texts')).toEqual({ locale: 'mk', overrides: {} });
    expect(chosen).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/assets/translations-mk-1.json">',
    );
    expect(chosen).toContain('<html lang="mk">');
    expect(chosen).toContain(`<p class="boot-loading" role="status">${mk['message.loading']}</p>`);

    const config = (await inject('/api/config')).json();
    const unknown = (await inject('/', 'rb_locale=xx-YY')).body;
    expect((block(unknown, 'rb-initial-texts') as { locale: string }).locale).toBe(config.defaultLocale);
  });

  it('says whether the browser holds a patient session or a kiosk identity, and nothing of their values', async () => {
    expect(block((await inject('/')).body, 'rb-initial-browser')).toEqual({
      patientSession: false,
      kiosk: false,
    });
    const page = (await inject('/results', 'rb_session=secret-session-token; kioskIdentity=secret-kiosk'))
      .body;
    expect(block(page, 'rb-initial-browser')).toEqual({ patientSession: true, kiosk: true });
    expect(page).not.toContain('secret-session-token');
    expect(page).not.toContain('secret-kiosk');
    const kioskOnly = (await inject('/', 'kioskIdentity=secret-kiosk')).body;
    expect(block(kioskOnly, 'rb-initial-browser')).toEqual({ patientSession: false, kiosk: true });
  });

  it('names the page’s chunks ahead of its texts block', async () => {
    const html = (await inject('/booking/mri-brain')).body;
    const preload = html.indexOf('<link rel="modulepreload" crossorigin href="/assets/BookingPage-1.js">');
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(html.indexOf('id="rb-initial-texts"'));
  });

  it('serves a change of the provider’s texts or name on the next page, compressed alike', async () => {
    const page = async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      return brotliDecompressSync(res.rawPayload).toString();
    };
    const before = await page();
    expect(await page()).toBe(before);
    // Written straight to the database, as another instance or an operator would.
    const repository = createConfigRepository(ctx().database.db);
    await repository.writeTranslationOverride('en-AU', 'message.loading', 'Nearly there…');
    const radiology = (await repository.readSections()).get('radiology') as SectionValue<'radiology'>;
    await repository.writeSection('radiology', { ...radiology, name: 'Harbour Imaging' });
    const after = await page();
    expect(after).toContain('<p class="boot-loading" role="status">Nearly there…</p>');
    expect(after).toContain('Harbour Imaging');
    expect(after).not.toBe(before);
    await repository.writeSection('radiology', radiology);
  });

  it('answers only the provider’s overrides of a locale beside the build’s hashed base texts', async () => {
    const empty = await inject('/api/assets/translation-overrides?lang=en-NZ');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({});
    await createConfigRepository(ctx().database.db).writeTranslationOverride(
      'en-NZ',
      'header.message',
      'Kia ora',
    );
    const answer = await inject('/api/assets/translation-overrides?lang=en-NZ');
    expect(answer.json()).toEqual({ 'header.message': 'Kia ora' });
    expect(answer.headers['cache-control']).toBe('no-cache');
  });
});

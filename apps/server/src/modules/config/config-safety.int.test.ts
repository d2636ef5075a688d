import { problem } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { useStaffAuthorization } from '../../test/staff-auth';

const HOSTILE_HTML =
  '<p>Hello <strong>there</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">click</a><a href="https://ok.example" target="_blank">ok</a>' +
  '<iframe src="https://evil.example"></iframe><p style="position:fixed">styled</p>';

/** Issue 12, findings 9 and 10: configured HTML is cleaned when saved, URLs are safe, the staff address stays home. */
describe.each(databaseTargets)('configuration safety on %s', (target) => {
  const ctx = useTestApp(target);
  const admin = useStaffAuthorization(ctx);
  const put = (section: string, payload: unknown) =>
    ctx().app.inject({
      method: 'PUT',
      url: `/api/admin/config/${section}`,
      headers: { authorization: admin() },
      payload: payload as object,
    });
  const config = async () => (await ctx().app.inject({ method: 'GET', url: '/api/config' })).json();

  function expectClean(html: string) {
    expect(html).toContain('<p>Hello <strong>there</strong></p>');
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|style=/i);
    expect(html).toContain('rel="noopener noreferrer"');
  }

  it('stores and serves the about text, contact and custom footer without script, handlers or javascript: links', async () => {
    const radiology = (await config()).radiology;
    const saved = await put('radiology', {
      ...radiology,
      domainAdminEmail: 'staff@provider.example',
      about: HOSTILE_HTML,
      contact: HOSTILE_HTML,
      customFooter: HOSTILE_HTML,
    });
    expect(saved.statusCode).toBe(200);
    const served = (await config()).radiology;
    for (const html of [served.about, served.contact, served.customFooter]) expectClean(html);
  });

  it('stores and serves the banner and the terms cleaned', async () => {
    const banner = (await config()).banner;
    expect((await put('banner', { ...banner, html: HOSTILE_HTML })).statusCode).toBe(200);
    expectClean((await config()).banner.html);
    expect((await put('terms', { html: HOSTILE_HTML })).statusCode).toBe(200);
    expectClean((await ctx().app.inject({ method: 'GET', url: '/api/config/terms' })).json().html);
  });

  it.each([
    ['privacyPolicyUrl', 'javascript:alert(1)'],
    ['privacyPolicyUrl', 'http://plain.example/privacy'],
    ['privacyPolicyUrl', 'data:text/html,<script>x</script>'],
    ['homeUrl', '//evil.example/'],
    ['termsAndConditionsUrl', 'mailto:x@example.com'],
  ])('refuses %s = %s with 400 problem+json', async (field, value) => {
    const radiology = { ...(await config()).radiology, domainAdminEmail: 'staff@provider.example' };
    const res = await put('radiology', { ...radiology, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(problem.parse(res.json()).message).toBe('message.validation_error');
  });

  it('accepts https:, site paths, and mailto:/tel: for the contact address', async () => {
    const radiology = { ...(await config()).radiology, domainAdminEmail: 'staff@provider.example' };
    const res = await put('radiology', {
      ...radiology,
      privacyPolicyUrl: 'https://provider.example/privacy',
      homeUrl: '/',
      contactUrl: 'tel:+61 2 9999 0000',
    });
    expect(res.statusCode).toBe(200);
    expect((await config()).radiology.contactUrl).toBe('tel:+61 2 9999 0000');
  });

  it('keeps domainAdminEmail on the server: /api/config never names it', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().radiology).not.toHaveProperty('domainAdminEmail');
    expect(res.body).not.toMatch(/domainAdminEmail|admin@southerncrossimaging|staff@provider/);
  });
});

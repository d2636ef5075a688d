import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { clinicId, TEST_NOW } from '../appointments/booking-test-helpers';

const VAN = 'mobile-van-western-sydney';

describe.each(databaseTargets)('mobile locations on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW) });
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('lists the seeded van with a token, nearest first from a location', async () => {
    const res = await get('/api/mobile_locations?lat=-33.75&lng=150.69');
    expect(res.statusCode).toBe(200);
    const { mobileLocations, token } = res.json();
    expect(mobileLocations.map((m: { slug: string }) => m.slug)).toEqual([VAN]);
    expect(mobileLocations[0]).toMatchObject({ mobile: true, walkInEnabled: false, suburb: 'Penrith' });
    expect(mobileLocations[0].distanceKm).toBeLessThan(2);
    expect(token).toMatch(/^[\w-]{22}$/);
    // Same vans, same places: same token.
    expect((await get('/api/mobile_locations')).json().token).toBe(token);
  });

  it('changes the token when a van moves', async () => {
    const before = (await get('/api/mobile_locations')).json().token;
    await ctx()
      .database.db.updateTable('clinic')
      .set({ addressLine: 'Car park, Blacktown Hospital', suburb: 'Blacktown' })
      .where('slug', '=', VAN)
      .execute();
    const after = (await get('/api/mobile_locations')).json();
    expect(after.mobileLocations[0].suburb).toBe('Blacktown');
    expect(after.token).not.toBe(before);
  });

  it('keeps the van among the clinics, marked mobile, and mobileLocationId narrows to it', async () => {
    const van = await clinicId(ctx().database.db, VAN);
    const all = (await get('/api/clinics?examSlug=xray-chest')).json();
    expect(all.find((c: { slug: string }) => c.slug === VAN)?.mobile).toBe(true);
    expect(all.find((c: { slug: string }) => c.slug === 'sydney-cbd')?.mobile).toBe(false);
    const only = (await get(`/api/clinics?examSlug=xray-chest&mobileLocationId=${van}`)).json();
    expect(only.map((c: { slug: string }) => c.slug)).toEqual([VAN]);
    // A fixed clinic's id is not a mobile location.
    const cbd = await clinicId(ctx().database.db, 'sydney-cbd');
    expect((await get(`/api/clinics?mobileLocationId=${cbd}`)).json()).toEqual([]);
  });

  it('tells the booking page that its clinic is a van, so the page watches where it is parked', async () => {
    const details = async (slug: string) => {
      const id = await clinicId(ctx().database.db, slug);
      const res = await get(`/api/booking_form_details?examSlugs=xray-chest&clinicId=${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().clinic;
    };
    expect(await details(VAN)).toMatchObject({ mobile: true, suburb: expect.any(String) });
    expect((await details('sydney-cbd')).mobile).toBe(false);
  });

  it('has a schedule: the van offers free X-ray slots', async () => {
    const van = await clinicId(ctx().database.db, VAN);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/clinic_appointments',
      payload: { clinicIds: [van], examSlug: 'xray-chest', start: '2026-03-02', end: '2026-03-08' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0].slots.length).toBeGreaterThan(10);
  });

  it('rejects a bad mobileLocationId or a half location with a problem naming the field', async () => {
    for (const [url, field] of [
      ['/api/clinics?mobileLocationId=abc', 'mobileLocationId'],
      ['/api/mobile_locations?lat=-33.7', 'lng'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(`querystring.${field}`);
    }
  });
});

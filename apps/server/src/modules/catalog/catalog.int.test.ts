import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';

describe.each(databaseTargets)('catalog calls on %s', (target) => {
  const ctx = useTestApp(target);
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('lists regions with their location', async () => {
    const res = await get('/api/regions');
    expect(res.statusCode).toBe(200);
    const regions = res.json();
    expect(regions.map((r: { slug: string }) => r.slug)).toEqual(['sydney', 'melbourne', 'brisbane']);
    expect(regions[0].location).toEqual({ latitude: -33.8688, longitude: 151.2093 });
  });

  it('lists exams with every §3 field and filters them', async () => {
    const all = (await get('/api/exams')).json();
    expect(all.length).toBeGreaterThanOrEqual(40);
    const knee = all.find((e: { slug: string }) => e.slug === 'mri-knee');
    expect(knee).toMatchObject({
      name: 'Knee',
      nameWithModality: 'MRI Knee',
      modalityName: 'MRI',
      examCode: 'MR-KNEE',
      durationMinutes: 30,
      enquiryOnly: false,
      bodyPartSlugs: ['knee', 'leg'],
    });
    const walkIn = (await get('/api/exams?walkIn=true')).json();
    expect(walkIn.length).toBe(10);
    expect(walkIn.every((e: { modalityName: string }) => e.modalityName === 'X-Ray')).toBe(true);
    const enquiry = (await get('/api/exams?enquiry=true')).json();
    expect(enquiry.every((e: { enquiryOnly: boolean }) => e.enquiryOnly)).toBe(true);
    expect((await get('/api/exams?special=true')).json().length).toBe(3);
    expect((await get('/api/exams?generalEnquiry=true')).json().map((e: { slug: string }) => e.slug)).toEqual(
      ['general-enquiry'],
    );
    const kneeExams = (await get('/api/exams?bodyPart=knee')).json().map((e: { slug: string }) => e.slug);
    expect(kneeExams.sort()).toEqual(['mri-knee', 'xray-knee']);
    expect((await get('/api/exams?search=mri%20knee')).json().map((e: { slug: string }) => e.slug)).toEqual([
      'mri-knee',
    ]);
    expect((await get("/api/exams?group=Women's%20Imaging")).json().length).toBe(6);
  });

  it('lists exams most important first, then alphabetically whatever the database collation', async () => {
    const { db } = ctx().database;
    const { id: modalityId } = await db
      .selectFrom('modality')
      .select('id')
      .where('code', '=', 'MRI')
      .executeTakeFirstOrThrow();
    const exam = (slug: string, name: string) => ({
      slug,
      name,
      modalityId,
      examCode: slug.toUpperCase(),
      durationMinutes: 30,
      priority: -1,
    });
    await db
      .insertInto('exam')
      .values([
        exam('order-u', 'ultrasound guided'),
        exam('order-mri', 'MRI Zeta'),
        exam('order-e', 'Échographie'),
        exam('order-mammo', 'Mammogram Alpha'),
      ])
      .execute();
    const slugs = (await get('/api/exams')).json().map((e: { slug: string }) => e.slug);
    expect(slugs.slice(0, 4)).toEqual(['order-e', 'order-mammo', 'order-mri', 'order-u']);
  });

  it('rejects a bad exam filter naming the field', async () => {
    const res = await get('/api/exams?modalityId=abc');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors[0].field).toBe('querystring.modalityId');
  });

  it('lists body parts', async () => {
    const parts = (await get('/api/body_parts')).json();
    expect(parts.map((p: { slug: string }) => p.slug)).toContain('knee');
  });

  it('lists clinics offering an exam, nearest first with distances', async () => {
    const res = await get('/api/clinics?examSlug=mri-brain&lat=-33.80&lng=151.18');
    expect(res.statusCode).toBe(200);
    const clinics = res.json();
    expect(clinics.map((c: { slug: string }) => c.slug)).toEqual([
      'sydney-cbd',
      'hornsby',
      'melbourne-cbd',
      'brisbane-cbd',
      'geelong',
    ]);
    expect(clinics[0].distanceKm).toBeGreaterThan(5);
    expect(clinics[0].distanceKm).toBeLessThan(10);
    expect(clinics[0]).toMatchObject({ timeZone: 'Australia/Sydney', regionSlug: 'sydney', state: 'NSW' });
    const inRegion = (await get('/api/clinics?regionSlug=brisbane')).json();
    expect(
      inRegion.every(
        (c: { timeZone: string; distanceKm: null }) =>
          c.timeZone === 'Australia/Brisbane' && c.distanceKm === null,
      ),
    ).toBe(true);
  });

  it('rejects a latitude without longitude and an out-of-range latitude', async () => {
    expect((await get('/api/clinics?lat=-33.8')).json().errors[0].field).toBe('querystring.lng');
    expect((await get('/api/clinics?lat=-133.8&lng=151')).statusCode).toBe(400);
  });

  it('lists clinic exams of a region; 404 for an unknown region', async () => {
    const { clinicExams } = (await get('/api/regions/melbourne/clinic_exams')).json();
    const geelongBrain = clinicExams.find(
      (c: { clinic: { slug: string }; examSlug: string }) =>
        c.clinic.slug === 'geelong' && c.examSlug === 'mri-brain',
    );
    expect(geelongBrain.customDurationMinutes).toBe(40);
    expect(geelongBrain.deviceIds).toHaveLength(1);
    expect((await get('/api/regions/atlantis/clinic_exams')).statusCode).toBe(404);
  });

  it('searches postal codes by code or suburb', async () => {
    const byCode = (await get('/api/postal_codes?search=2000')).json();
    expect(byCode[0]).toMatchObject({ code: '2000', suburb: 'Sydney', country: 'AU' });
    const bySuburb = (await get('/api/postal_codes?search=chatsw')).json();
    expect(bySuburb.map((p: { code: string }) => p.code)).toEqual(['2067']);
    expect((await get('/api/postal_codes?search=2')).statusCode).toBe(400);
    expect((await get(`/api/postal_codes/${byCode[0].id}`)).json().code).toBe('2000');
    expect((await get('/api/postal_codes/999999')).statusCode).toBe(404);
  });

  it('finds the nearest postal code within the distance limit', async () => {
    const near = (await get('/api/postal_codes/from_location?lat=-33.8150&lng=151.0030')).json();
    expect(near.postalCodeLocation.code).toBe('2150');
    const ocean = (await get('/api/postal_codes/from_location?lat=-40&lng=160')).json();
    expect(ocean.postalCodeLocation).toBeNull();
    expect((await get('/api/postal_codes/from_location?lat=x&lng=1')).statusCode).toBe(400);
  });

  it('documents the calls in OpenAPI', async () => {
    const doc = (await get('/api/docs/json')).json();
    for (const path of [
      '/api/regions',
      '/api/exams',
      '/api/clinics',
      '/api/clinic_appointments',
      '/api/appointments',
    ]) {
      expect(doc.paths[path]).toBeDefined();
    }
  });
});

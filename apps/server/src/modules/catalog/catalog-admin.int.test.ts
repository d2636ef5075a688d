import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { staffHeaders } from '../../test/staff-auth';
import { clinicId, deviceId, TEST_NOW } from '../appointments/booking-test-helpers';
import { book, freeStarts, scheduleUrl, versionOf } from '../scheduling/schedule-admin.test-support';
import { adminCall, clinicBody, examBody, modalityId } from './catalog-admin.test-support';

const count = async (db: Parameters<typeof clinicId>[0], table: string) =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]?.n,
  );

describe.each(databaseTargets)('catalogue admin on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW) });

  it('builds a bookable clinic from nothing: clinic, device, exam, weekly template, then a patient books it', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const xr = await modalityId(app, 'XR');
    const created = await adminCall(app, db, 'POST', '/api/admin/clinics', clinicBody());
    expect(created.statusCode, created.body).toBe(201);
    const clinic = created.json();
    expect(clinic).toMatchObject({ clinicPath: 'toowong', archived: false, hasBookings: false, devices: [] });

    const device = await adminCall(app, db, 'POST', `/api/admin/clinics/${clinic.id}/devices`, {
      name: 'X-ray room 1',
      modalityId: xr,
      examSlugs: ['xray-chest'],
      examGroups: [],
    });
    expect(device.statusCode, device.body).toBe(201);
    const deviceId = device.json().id;
    const exam = await adminCall(app, db, 'POST', '/api/admin/exams', examBody(xr, [deviceId]));
    expect(exam.statusCode, exam.body).toBe(201);
    expect(exam.json()).toMatchObject({ slug: 'xray-finger', deviceIds: [deviceId] });

    const template = await adminCall(app, db, 'PUT', scheduleUrl(clinic.id, `devices/${deviceId}/template`), {
      expectedVersion: await versionOf(app, db, clinic.id),
      effectiveFrom: '2026-03-03',
      sessions: [
        { weekday: 2, startMinute: 480, endMinute: 720, slotMinutes: 20, examSlugs: [], examGroups: [] },
      ],
    });
    expect(template.statusCode, template.body).toBe(200);

    const clinics = (await app.inject({ url: '/api/clinics?examSlug=xray-finger' })).json();
    expect(clinics.map((c: { slug: string }) => c.slug)).toEqual(['toowong']);
    // 08:00 in Brisbane (UTC+10, no daylight saving) on Tuesday 3 March.
    const starts = await freeStarts(app, clinic.id, 'xray-finger', '2026-03-03');
    expect(starts[0]).toBe('2026-03-02T22:00:00.000Z');
    expect(starts).toHaveLength(12);
    const booking = await book(app, {
      clinicId: clinic.id,
      deviceId,
      start: starts[0] as string,
      examSlug: 'xray-finger',
    });
    expect(booking.slug).toBeTruthy();

    const catalog = (await adminCall(app, db, 'GET', '/api/admin/catalog')).json();
    const listed = catalog.clinics.find((c: { id: number }) => c.id === clinic.id);
    expect(listed).toMatchObject({
      hasBookings: true,
      devices: [expect.objectContaining({ id: deviceId, examSlugs: ['xray-chest', 'xray-finger'] })],
    });

    const audit = await db
      .selectFrom('auditEvent')
      .select(['actorKind', 'action', 'detail'])
      .where('action', 'like', 'catalog.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['catalog.clinic_created', 'catalog.device_created', 'catalog.exam_created']),
    );
    const createdRow = audit.find((a) => a.action === 'catalog.clinic_created');
    expect(createdRow?.detail).toMatchObject({
      roles: ['admin'],
      before: null,
      after: { clinicPath: 'toowong' },
    });
  });

  it('refuses bad input with a message beside each field and writes nothing', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const xr = await modalityId(app, 'XR');
    const mri = await modalityId(app, 'MRI');
    const sydneyXray = await deviceId(db, 'sydney-cbd', 'XR');
    const before = {
      clinics: await count(db, 'clinic'),
      exams: await count(db, 'exam'),
      devices: await count(db, 'device'),
    };
    const { timeZone: _zone, ...noZone } = clinicBody({ clinicPath: 'no-zone' });
    const missing = await adminCall(app, db, 'POST', '/api/admin/clinics', noZone);
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json().errors).toEqual([
      { field: 'body.timeZone', message: expect.stringMatching(/^message\.field_/) },
    ]);

    const bad = await adminCall(
      app,
      db,
      'POST',
      '/api/admin/clinics',
      clinicBody({
        clinicPath: 'sydney-cbd',
        timeZone: 'Mars/Olympus',
        regionId: 99_999,
        openingHours: [{ weekday: 1, opens: '12:00', closes: '08:00' }],
      }),
    );
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'message.validation_error' });
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'timeZone', message: 'message.catalog_time_zone_unknown' },
        { field: 'clinicPath', message: 'message.catalog_path_taken' },
        { field: 'regionId', message: 'message.catalog_unknown_region' },
        { field: 'openingHours.0.closes', message: 'message.schedule_end_before_start' },
      ]),
    );

    const sydney = await clinicId(db, 'sydney-cbd');
    const wrongDevice = await adminCall(app, db, 'POST', `/api/admin/clinics/${sydney}/devices`, {
      name: 'MRI 2',
      modalityId: mri,
      examSlugs: ['xray-chest'],
      examGroups: ['Nowhere'],
    });
    expect(wrongDevice.statusCode, wrongDevice.body).toBe(400);
    expect(wrongDevice.json().errors).toEqual([
      {
        field: 'examSlugs.0',
        message: 'message.catalog_device_wrong_modality',
        params: { slug: 'xray-chest' },
      },
      { field: 'examGroups.0', message: 'message.schedule_unknown_group', params: { group: 'Nowhere' } },
    ]);

    const nobody = await adminCall(
      app,
      db,
      'POST',
      '/api/admin/exams',
      examBody(xr, [], { slug: 'xray-toe' }),
    );
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().errors).toEqual([
      { field: 'deviceIds', message: 'message.catalog_exam_without_device' },
    ]);
    const wrongModality = await adminCall(
      app,
      db,
      'POST',
      '/api/admin/exams',
      examBody(mri, [sydneyXray], { slug: 'xray-chest', bodyPartSlugs: ['tail'] }),
    );
    expect(wrongModality.json().errors).toEqual([
      { field: 'slug', message: 'message.catalog_path_taken' },
      { field: 'bodyPartSlugs.0', message: 'message.catalog_unknown_body_part' },
      { field: 'deviceIds.0', message: 'message.catalog_device_wrong_modality' },
    ]);
    const badSlug = await adminCall(
      app,
      db,
      'POST',
      '/api/admin/exams',
      examBody(xr, [sydneyXray], { slug: 'X Ray!' }),
    );
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().errors).toContainEqual({ field: 'body.slug', message: 'message.field_invalid' });

    expect({
      clinics: await count(db, 'clinic'),
      exams: await count(db, 'exam'),
      devices: await count(db, 'device'),
    }).toEqual(before);
  });

  it('never strands a booking: a booked exam stays on its device, the zone stays, archiving waits', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const sydney = await clinicId(db, 'sydney-cbd');
    const xray = await deviceId(db, 'sydney-cbd', 'XR');
    const catalog = (await adminCall(app, db, 'GET', '/api/admin/catalog')).json();
    const device = catalog.clinics
      .find((c: { id: number }) => c.id === sydney)
      .devices.find((d: { id: number }) => d.id === xray);
    const [start] = await freeStarts(app, sydney, 'xray-chest', '2026-03-04', '2026-03-04', xray);
    await book(app, { clinicId: sydney, deviceId: xray, start: start as string });

    const dropped = await adminCall(app, db, 'PUT', `/api/admin/clinics/${sydney}/devices/${xray}`, {
      name: device.name,
      modalityId: device.modalityId,
      examSlugs: device.examSlugs.filter((s: string) => s !== 'xray-chest'),
      examGroups: [],
    });
    expect(dropped.statusCode, dropped.body).toBe(400);
    expect(dropped.json().errors).toEqual([
      { field: 'examSlugs', message: 'message.catalog_link_has_bookings', params: { count: 1 } },
    ]);

    const clinic = catalog.clinics.find((c: { id: number }) => c.id === sydney);
    const { id: _id, archived: _a, hasBookings: _h, devices: _d, ...input } = clinic;
    const zone = await adminCall(app, db, 'PUT', `/api/admin/clinics/${sydney}`, {
      ...input,
      timeZone: 'Australia/Perth',
    });
    expect(zone.json().errors).toEqual([
      { field: 'timeZone', message: 'message.catalog_time_zone_has_bookings' },
    ]);
    const archive = await adminCall(app, db, 'PUT', `/api/admin/clinics/${sydney}/archived`, {
      archived: true,
    });
    expect(archive.statusCode).toBe(409);
    expect(archive.json()).toMatchObject({ message: 'message.catalog_clinic_has_future_bookings' });

    // A rename is fine, and patients see it at once.
    const renamed = await adminCall(app, db, 'PUT', `/api/admin/clinics/${sydney}`, {
      ...input,
      name: 'Sydney City',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const publicClinics = (await app.inject({ url: '/api/clinics' })).json();
    expect(publicClinics.map((c: { name: string }) => c.name)).toContain('Sydney City');
    const audit = await db
      .selectFrom('auditEvent')
      .select('detail')
      .where('action', '=', 'catalog.clinic_updated')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ before: { name: clinic.name }, after: { name: 'Sydney City' } });
  });

  it('archives a clinic without future bookings: nobody is offered it, its history stays', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const toowong = (
      await adminCall(app, db, 'POST', '/api/admin/clinics', clinicBody({ clinicPath: 'to-archive' }))
    ).json();
    const archived = await adminCall(app, db, 'PUT', `/api/admin/clinics/${toowong.id}/archived`, {
      archived: true,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().archived).toBe(true);
    const clinics = (await app.inject({ url: '/api/clinics' })).json();
    expect(clinics.map((c: { slug: string }) => c.slug)).not.toContain('to-archive');
    const restored = await adminCall(app, db, 'PUT', `/api/admin/clinics/${toowong.id}/archived`, {
      archived: false,
    });
    expect(restored.json().archived).toBe(false);
  });

  it('shows an exam taken off a device in slot search at once', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const xr = await modalityId(app, 'XR');
    const liverpool = await clinicId(db, 'liverpool');
    const xray = await deviceId(db, 'liverpool', 'XR');
    const parramattaXray = await deviceId(db, 'parramatta', 'XR');
    const created = await adminCall(
      app,
      db,
      'POST',
      '/api/admin/exams',
      examBody(xr, [xray, parramattaXray], { slug: 'xray-thumb', examCode: 'XTHU' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    // Read once so slot search has the exam's devices cached.
    expect(await freeStarts(app, liverpool, 'xray-thumb', '2026-03-04')).not.toEqual([]);
    const updated = await adminCall(
      app,
      db,
      'PUT',
      `/api/admin/exams/${created.json().id}`,
      examBody(xr, [parramattaXray], { slug: 'xray-thumb', examCode: 'XTHU' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await freeStarts(app, liverpool, 'xray-thumb', '2026-03-04')).toEqual([]);
  });

  it('is the admin’s: clinic staff may only list their own clinics', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const sydney = await clinicId(db, 'sydney-cbd');
    const staff = await staffHeaders(app, db, 'clinic_staff', [sydney]);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/catalog', undefined],
      ['POST', '/api/admin/clinics', clinicBody({ clinicPath: 'staff-made' })],
      ['PUT', `/api/admin/clinics/${sydney}/archived`, { archived: true }],
    ] as const) {
      const res = await adminCall(app, db, method, url, payload, staff);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const own = (await adminCall(app, db, 'GET', '/api/admin/clinics', undefined, staff)).json();
    expect(own.clinics.map((c: { id: number }) => c.id)).toEqual([sydney]);
    const all = (await adminCall(app, db, 'GET', '/api/admin/clinics')).json();
    expect(all.clinics.length).toBeGreaterThan(5);
  });

  it('creates, renames and orders regions: patients see them in that order, a taken path is 400 beside it', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const slugs = async () =>
      ((await app.inject({ url: '/api/regions' })).json() as { slug: string }[]).map((r) => r.slug);
    const body = { slug: 'far-north', name: 'Far North', latitude: -16.92, longitude: 145.77, sortOrder: 0 };
    const created = await adminCall(app, db, 'POST', '/api/admin/regions', body);
    expect(created.statusCode, created.body).toBe(201);
    const region = created.json();
    expect(region).toMatchObject(body);
    expect((await slugs())[0]).toBe('far-north');

    const last = 10_000;
    const renamed = await adminCall(app, db, 'PUT', `/api/admin/regions/${region.id}`, {
      ...body,
      name: 'Tropical North',
      sortOrder: last,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Tropical North', sortOrder: last });
    expect((await slugs()).at(-1)).toBe('far-north');

    const taken = await adminCall(app, db, 'POST', '/api/admin/regions', { ...body, name: 'Again' });
    expect(taken.statusCode).toBe(400);
    expect(taken.headers['content-type']).toContain('application/problem+json');
    expect(taken.json().errors).toEqual([{ field: 'slug', message: 'message.catalog_path_taken' }]);
    const regions = await count(db, 'region');
    const bad = await adminCall(app, db, 'POST', '/api/admin/regions', { ...body, slug: 'Not A Path' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toContain('body.slug');
    expect(await count(db, 'region')).toBe(regions);

    const audit = await db
      .selectFrom('auditEvent')
      .select(['action', 'detail'])
      .where('action', 'in', ['catalog.region_created', 'catalog.region_updated'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['catalog.region_created', 'catalog.region_updated']);
    expect(audit[1]?.detail).toMatchObject({
      before: { name: 'Far North', sortOrder: 0 },
      after: { name: 'Tropical North', sortOrder: last },
    });
  });

  it('imports postal codes from CSV: every error by row and field first, nothing written until none', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const rowsBefore = await count(db, 'postal_code_location');
    const broken = [
      'code,suburb,state,latitude,longitude',
      '9990,Testville,QLD,-27.48,152.99',
      ',Nowhere,QLD,-27,152',
      '9991,"Upper Testville, North",QLD,north,152.99',
      '9990,Testville,QLD,-27.48,152.99',
    ].join('\n');
    const res = await adminCall(app, db, 'POST', '/api/admin/postal_codes/import', {
      csv: broken,
      dryRun: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ written: false, rows: 4 });
    expect(res.json().errors).toEqual([
      { row: 3, field: 'code', message: 'message.field_required' },
      { row: 4, field: 'latitude', message: 'message.field_invalid' },
      { row: 5, field: 'code', message: 'message.import_duplicate_row' },
    ]);
    const good =
      'suburb,code,state,latitude,longitude,country\nTestville,9990,QLD,-27.48,152.99,au\nSydney,2000,NSW,-33.87,151.21,AU\n';
    const dry = (
      await adminCall(app, db, 'POST', '/api/admin/postal_codes/import', { csv: good, dryRun: true })
    ).json();
    expect(dry).toEqual({ written: false, rows: 2, added: 1, updated: 1, errors: [] });
    expect(await count(db, 'postal_code_location')).toBe(rowsBefore);
    const done = (
      await adminCall(app, db, 'POST', '/api/admin/postal_codes/import', { csv: good, dryRun: false })
    ).json();
    expect(done).toMatchObject({ written: true, added: 1, updated: 1 });
    expect(await count(db, 'postal_code_location')).toBe(rowsBefore + 1);
    const found = (await app.inject({ url: '/api/postal_codes?search=9990' })).json();
    expect(found).toEqual([expect.objectContaining({ code: '9990', suburb: 'Testville', state: 'QLD' })]);
  });
});

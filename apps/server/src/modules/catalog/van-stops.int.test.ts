import { beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { staffHeaders } from '../../test/staff-auth';
import { clinicId, TEST_NOW } from '../appointments/booking-test-helpers';

/** Issue 39 "Mobile vans" (§7 mobile locations): staff plan where a van stands by date; patients read it. */

const VAN = 'mobile-van-western-sydney';
// TEST_NOW is Monday 2 March 2026, 11:00 in Sydney: the van's today.
const stop = (overrides: Record<string, unknown> = {}) => ({
  placeName: 'Blacktown Hospital',
  address: 'Car park B, Blacktown Hospital, Marcel Crescent, Blacktown',
  latitude: -33.7688,
  longitude: 150.9116,
  opens: '08:30',
  closes: '15:00',
  ...overrides,
});

type Method = 'GET' | 'PUT' | 'DELETE';

describe.each(databaseTargets)('mobile van stops on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW) });

  async function call(method: Method, url: string, payload?: object, headers?: { authorization: string }) {
    const { app, database } = ctx();
    return app.inject({
      method,
      url,
      headers: headers ?? (await staffHeaders(app, database.db, 'admin')),
      ...(payload && { payload }),
    });
  }
  const stopsUrl = (id: number, date?: string) => `/api/admin/clinics/${id}/stops${date ? `/${date}` : ''}`;
  const stopRows = () => ctx().database.db.selectFrom('vanStop').select(['clinicId']).execute();
  // The tests of a file share one database: each starts with a van planned nowhere.
  beforeEach(async () => {
    await ctx().database.db.deleteFrom('vanStop').execute();
  });

  it('saves, changes and removes a stop by date; patients read it; each write is audited', async () => {
    const db = ctx().database.db;
    const van = await clinicId(db, VAN);
    const empty = await call('GET', stopsUrl(van));
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ clinicId: van, today: '2026-03-02', stops: [] });

    const saved = await call('PUT', stopsUrl(van, '2026-03-03'), stop());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ date: '2026-03-03', ...stop() });
    // Today may still be planned; a second save of a date changes that date's stop.
    expect((await call('PUT', stopsUrl(van, '2026-03-02'), stop({ placeName: 'Penrith' }))).statusCode).toBe(
      200,
    );
    const changed = await call('PUT', stopsUrl(van, '2026-03-03'), stop({ placeName: 'Mount Druitt' }));
    expect(changed.statusCode, changed.body).toBe(200);

    const listed = (await call('GET', stopsUrl(van))).json();
    expect(listed.stops.map((s: { date: string; placeName: string }) => [s.date, s.placeName])).toEqual([
      ['2026-03-02', 'Penrith'],
      ['2026-03-03', 'Mount Druitt'],
    ]);

    const publicRead = await ctx().app.inject({
      url: `/api/mobile_locations/${van}/stops?from=2026-03-03&to=2026-03-09`,
    });
    expect(publicRead.statusCode, publicRead.body).toBe(200);
    expect(publicRead.json()).toEqual({
      clinicId: van,
      stops: [{ date: '2026-03-03', ...stop({ placeName: 'Mount Druitt' }) }],
    });

    const removed = await call('DELETE', stopsUrl(van, '2026-03-03'));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().stops.map((s: { date: string }) => s.date)).toEqual(['2026-03-02']);
    expect((await call('DELETE', stopsUrl(van, '2026-03-03'))).statusCode).toBe(404);

    const audit = await db
      .selectFrom('auditEvent')
      .select(['action', 'detail'])
      .where('action', 'like', 'catalog.van_stop%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'catalog.van_stop_saved',
      'catalog.van_stop_saved',
      'catalog.van_stop_saved',
      'catalog.van_stop_removed',
    ]);
    expect(audit[2]?.detail).toMatchObject({
      roles: ['admin'],
      before: { date: '2026-03-03', placeName: 'Blacktown Hospital' },
      after: { date: '2026-03-03', placeName: 'Mount Druitt' },
    });
    expect(audit[3]?.detail).toMatchObject({ before: { placeName: 'Mount Druitt' }, after: null });
  });

  it('refuses bad input with the key beside the field and writes nothing', async () => {
    const db = ctx().database.db;
    const van = await clinicId(db, VAN);
    const fixed = await clinicId(db, 'sydney-cbd');
    const cases: [string, Method, string, object | undefined, string, string][] = [
      [
        'a fixed clinic',
        'PUT',
        stopsUrl(fixed, '2026-03-03'),
        stop(),
        'clinicId',
        'message.catalog_not_a_van',
      ],
      ['a fixed clinic read', 'GET', stopsUrl(fixed), undefined, 'clinicId', 'message.catalog_not_a_van'],
      ['a past day', 'PUT', stopsUrl(van, '2026-03-01'), stop(), 'date', 'message.catalog_stop_in_past'],
      [
        'a past day removed',
        'DELETE',
        stopsUrl(van, '2026-03-01'),
        undefined,
        'date',
        'message.catalog_stop_in_past',
      ],
      [
        'closing before opening',
        'PUT',
        stopsUrl(van, '2026-03-04'),
        stop({ opens: '14:00', closes: '09:00' }),
        'closes',
        'message.schedule_end_before_start',
      ],
      ['no place', 'PUT', stopsUrl(van, '2026-03-04'), stop({ placeName: ' ' }), 'body.placeName', ''],
      [
        'a latitude off the globe',
        'PUT',
        stopsUrl(van, '2026-03-04'),
        stop({ latitude: 123 }),
        'body.latitude',
        '',
      ],
      ['a time that is none', 'PUT', stopsUrl(van, '2026-03-04'), stop({ opens: '25:00' }), 'body.opens', ''],
      ['a date that is none', 'PUT', stopsUrl(van, '2026-02-30x'), stop(), 'params.date', ''],
    ];
    for (const [name, method, url, payload, field, message] of cases) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      const errors = res.json().errors as { field: string; message: string }[];
      expect(
        errors.map((e) => e.field),
        name,
      ).toContain(field);
      if (message) expect(errors.find((e) => e.field === field)?.message, name).toBe(message);
    }
    expect(await stopRows()).toEqual([]);
  });

  it("lets a van's own clinic staff plan it; other clinics' staff get 404, other roles 403", async () => {
    const { app, database } = ctx();
    const van = await clinicId(database.db, VAN);
    const other = await clinicId(database.db, 'brisbane-cbd');
    const own = await staffHeaders(app, database.db, 'clinic_staff', [van]);
    const foreign = await staffHeaders(app, database.db, 'clinic_staff', [other]);
    const radiologist = await staffHeaders(app, database.db, 'radiologist');

    expect((await call('PUT', stopsUrl(van, '2026-03-05'), stop(), own)).statusCode).toBe(200);
    expect((await call('GET', stopsUrl(van), undefined, own)).json().stops).toHaveLength(1);
    for (const [method, url, payload] of [
      ['GET', stopsUrl(van), undefined],
      ['PUT', stopsUrl(van, '2026-03-06'), stop()],
      ['DELETE', stopsUrl(van, '2026-03-05'), undefined],
    ] as const) {
      expect((await call(method, url, payload, foreign)).statusCode, `${method} foreign`).toBe(404);
      expect((await call(method, url, payload, radiologist)).statusCode, `${method} radiologist`).toBe(403);
      const anonymous = await app.inject({ method, url, ...(payload && { payload }) });
      expect(anonymous.statusCode, `${method} anonymous`).toBe(401);
    }
    expect((await stopRows()).length).toBe(1);
    // The admin reaches an unknown clinic as nothing.
    expect((await call('GET', stopsUrl(999_999))).statusCode).toBe(404);
  });

  it('answers the public read only for a van, over a bounded stretch of days', async () => {
    const { app, database } = ctx();
    const van = await clinicId(database.db, VAN);
    const fixed = await clinicId(database.db, 'sydney-cbd');
    expect(
      (await app.inject({ url: `/api/mobile_locations/${fixed}/stops?from=2026-03-02&to=2026-03-08` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: '/api/mobile_locations/999999/stops?from=2026-03-02&to=2026-03-08' }))
        .statusCode,
    ).toBe(404);
    for (const query of [
      'from=2026-03-09&to=2026-03-02',
      'from=2026-03-02&to=2026-09-30',
      'from=2026-03-02',
    ]) {
      const res = await app.inject({ url: `/api/mobile_locations/${van}/stops?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        query,
      ).toContain('querystring.to');
    }
  });
});

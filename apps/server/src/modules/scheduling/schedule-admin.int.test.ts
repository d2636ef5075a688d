import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { staffHeaders } from '../../test/staff-auth';
import { clinicId, deviceId, TEST_NOW } from '../appointments/booking-test-helpers';
import { asAdmin, change, freeStarts, scheduleUrl, versionOf } from './schedule-admin.test-support';

const H = 60;
/** Monday to Friday 08:00–12:00 with 20-minute slots. */
const mornings = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startMinute: 8 * H,
  endMinute: 12 * H,
  slotMinutes: 20,
  examSlugs: [],
  examGroups: [],
}));
/** 08:00 in Sydney on a March 2026 day (AEDT, UTC+11) is 21:00 UTC the day before. */
const sydney8am = (day: string) => new Date(Date.parse(`${day}T08:00:00+11:00`)).toISOString();

describe.each(databaseTargets)('schedule admin on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW) });

  it('reads a clinic’s devices with their first template, the seeded week', async () => {
    const { app, database } = ctx();
    const sydney = await clinicId(database.db, 'sydney-cbd');
    const res = await app.inject({ url: scheduleUrl(sydney), headers: await asAdmin(app, database.db) });
    expect(res.statusCode, res.body).toBe(200);
    const schedule = res.json();
    expect(schedule.clinic).toMatchObject({ id: sydney, timeZone: 'Australia/Sydney', today: '2026-03-02' });
    const xray = schedule.devices.find((d: { modalityCode: string }) => d.modalityCode === 'XR');
    expect(xray.status).toBe('ACTIVE');
    expect(xray.templates).toEqual([
      expect.objectContaining({ effectiveFrom: '2000-01-01', effectiveTo: null }),
    ]);
    expect(xray.templates[0].sessions).toContainEqual({
      weekday: 1,
      startMinute: 450,
      endMinute: 750,
      slotMinutes: null,
      examSlugs: [],
      examGroups: [],
    });
    expect(xray.exams.map((e: { slug: string }) => e.slug)).toContain('xray-chest');
  });

  it('saves next month’s template without touching the days before it, and slot search follows at once', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const sydney = await clinicId(db, 'sydney-cbd');
    const xray = await deviceId(db, 'sydney-cbd', 'XR');
    // Read once so slot search has the old schedule cached.
    const before = await freeStarts(app, sydney, 'xray-chest', '2026-04-07', '2026-04-07', xray);
    expect(before).toContain(new Date(Date.parse('2026-04-07T13:30:00+10:00')).toISOString());
    const version = await versionOf(app, db, sydney);
    const res = await change(
      app,
      await asAdmin(app, db),
      'PUT',
      scheduleUrl(sydney, `devices/${xray}/template`),
      {
        expectedVersion: version,
        effectiveFrom: '2026-04-01',
        sessions: mornings,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const outcome = res.json();
    expect(outcome).toMatchObject({ saved: true, version: version + 1, stranded: [] });
    const device = outcome.schedule.devices.find((d: { id: number }) => d.id === xray);
    expect(
      device.templates.map((t: { effectiveFrom: string; effectiveTo: string | null }) => [
        t.effectiveFrom,
        t.effectiveTo,
      ]),
    ).toEqual([
      ['2000-01-01', '2026-03-31'],
      ['2026-04-01', null],
    ]);
    // From 5 April Sydney is on AEST (UTC+10): 08:00 is 22:00 UTC the day before.
    const after = await freeStarts(app, sydney, 'xray-chest', '2026-04-07', '2026-04-07', xray);
    expect(after.slice(0, 3)).toEqual([
      '2026-04-06T22:00:00.000Z',
      '2026-04-06T22:20:00.000Z',
      '2026-04-06T22:40:00.000Z',
    ]);
    expect(after).toHaveLength(12);
    // The last day of the old template keeps its afternoon.
    const lastOld = await freeStarts(app, sydney, 'xray-chest', '2026-03-31', '2026-03-31', xray);
    expect(lastOld).toContain(new Date(Date.parse('2026-03-31T13:30:00+11:00')).toISOString());
    expect(lastOld[0]).toBe(new Date(Date.parse('2026-03-31T07:30:00+11:00')).toISOString());
  });

  it('keeps a session to the exams it names', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const parramatta = await clinicId(db, 'parramatta');
    const us = await deviceId(db, 'parramatta', 'US');
    const res = await change(
      app,
      await asAdmin(app, db),
      'PUT',
      scheduleUrl(parramatta, `devices/${us}/template`),
      {
        expectedVersion: await versionOf(app, db, parramatta),
        effectiveFrom: '2026-03-09',
        sessions: [{ ...mornings[0], examSlugs: ['us-thyroid'] }, { ...mornings[1] }],
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await freeStarts(app, parramatta, 'us-thyroid', '2026-03-09')).not.toEqual([]);
    expect(await freeStarts(app, parramatta, 'us-abdomen', '2026-03-09')).toEqual([]);
    expect(await freeStarts(app, parramatta, 'us-abdomen', '2026-03-10')).not.toEqual([]);
  });

  it('refuses a bad template with the field of each mistake and writes nothing', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const chatswood = await clinicId(db, 'chatswood');
    const us = await deviceId(db, 'chatswood', 'US');
    const version = await versionOf(app, db, chatswood);
    const templates = async () =>
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from schedule_template`.execute(db)).rows[0]?.n,
      );
    const count = await templates();
    const res = await change(
      app,
      await asAdmin(app, db),
      'PUT',
      scheduleUrl(chatswood, `devices/${us}/template`),
      {
        expectedVersion: version,
        effectiveFrom: '2026-03-01',
        sessions: [
          { ...mornings[0], endMinute: 7 * H },
          { ...mornings[1], slotMinutes: 25 },
          { ...mornings[2], examSlugs: ['mri-knee'], examGroups: ['Nowhere'] },
          mornings[3],
          { ...mornings[3], startMinute: 11 * H, endMinute: 13 * H },
        ],
      },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'effectiveFrom', message: 'message.schedule_date_past' },
        { field: 'sessions.0.endMinute', message: 'message.schedule_end_before_start' },
        {
          field: 'sessions.1.slotMinutes',
          message: 'message.schedule_slot_length_uneven',
          params: { minutes: 25 },
        },
        {
          field: 'sessions.2.examSlugs.0',
          message: 'message.schedule_unknown_exam',
          params: { slug: 'mri-knee' },
        },
        {
          field: 'sessions.2.examGroups.0',
          message: 'message.schedule_unknown_group',
          params: { group: 'Nowhere' },
        },
        { field: 'sessions.4.startMinute', message: 'message.schedule_sessions_overlap' },
      ]),
    );
    expect(await templates()).toBe(count);
    expect(await versionOf(app, db, chatswood)).toBe(version);
    const device = await change(
      app,
      await asAdmin(app, db),
      'PUT',
      scheduleUrl(chatswood, 'devices/999999/template'),
      {
        expectedVersion: version,
        effectiveFrom: '2026-04-01',
        sessions: [],
      },
    );
    expect(device.statusCode).toBe(400);
    expect(device.json().errors).toEqual([{ field: 'deviceId', message: 'message.schedule_unknown_device' }]);
  });

  it('answers the second of two saves on one version with 409 and the current version', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const bondi = await clinicId(db, 'bondi-junction');
    const xray = await deviceId(db, 'bondi-junction', 'XR');
    const version = await versionOf(app, db, bondi);
    const save = (effectiveFrom: string) =>
      change(app, adminHeaders, 'PUT', scheduleUrl(bondi, `devices/${xray}/template`), {
        expectedVersion: version,
        effectiveFrom,
        sessions: mornings,
      });
    const adminHeaders = await asAdmin(app, db);
    const [first, second] = await Promise.all([save('2026-05-01'), save('2026-06-01')]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({
      message: 'message.schedule_version_conflict',
      params: { currentVersion: version + 1 },
    });
    const templates = (await app.inject({ url: scheduleUrl(bondi), headers: adminHeaders })).json();
    const device = templates.devices.find((d: { id: number }) => d.id === xray);
    expect(device.templates).toHaveLength(2);
  });

  it('records who changed what, before and after, in the audit log', async () => {
    const { database } = ctx();
    const db = database.db;
    const rows = await db
      .selectFrom('auditEvent')
      .select(['actorKind', 'actorRef', 'action', 'detail'])
      .where('action', '=', 'scheduling.template_saved')
      .execute();
    type Detail = { before: { effectiveFrom: string }; after: { effectiveFrom: string }; roles: string[] };
    const row = rows.find((r) => (r.detail as Detail).after.effectiveFrom === '2026-04-01');
    const detail = row?.detail as Detail;
    expect(row).toMatchObject({ actorKind: 'STAFF', actorRef: expect.stringMatching(/^test-admin-/) });
    expect(detail.roles).toEqual(['admin']);
    expect(detail.before.effectiveFrom).toBe('2000-01-01');
    expect(detail.after).toMatchObject({
      sessions: expect.arrayContaining([expect.objectContaining({ slotMinutes: 20 })]),
    });
  });

  it('lets clinic staff block time on their clinic only, and keeps templates the admin’s', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const sydney = await clinicId(db, 'sydney-cbd');
    const brisbane = await clinicId(db, 'brisbane-cbd');
    const us = await deviceId(db, 'sydney-cbd', 'US');
    const staff = await staffHeaders(app, db, 'clinic_staff', [sydney]);
    const block = {
      deviceId: us,
      startsAt: sydney8am('2026-03-04'),
      endsAt: new Date(Date.parse(sydney8am('2026-03-04')) + 3_600_000).toISOString(),
      reason: 'Staff meeting',
    };
    const mine = await change(app, staff, 'POST', scheduleUrl(sydney, 'blocks'), {
      ...block,
      expectedVersion: await versionOf(app, db, sydney),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().schedule.exceptions).toContainEqual(
      expect.objectContaining({ kind: 'BLOCK', deviceId: us, reason: 'Staff meeting' }),
    );
    expect(await freeStarts(app, sydney, 'us-thyroid', '2026-03-04', '2026-03-04', us)).not.toContain(
      block.startsAt,
    );
    const foreignRead = await app.inject({ url: scheduleUrl(brisbane), headers: staff });
    expect(foreignRead.statusCode).toBe(404);
    const foreignBlock = await change(app, staff, 'POST', scheduleUrl(brisbane, 'blocks'), {
      ...block,
      expectedVersion: 1,
    });
    expect(foreignBlock.statusCode).toBe(404);
    const template = await change(app, staff, 'PUT', scheduleUrl(sydney, `devices/${us}/template`), {
      expectedVersion: 1,
      effectiveFrom: '2026-04-01',
      sessions: [],
    });
    expect(template.statusCode).toBe(403);
    expect(template.json().message).toBe('message.forbidden');
    const radiologist = await staffHeaders(app, db, 'radiologist');
    expect((await app.inject({ url: scheduleUrl(sydney), headers: radiologist })).statusCode).toBe(403);
    expect((await app.inject({ url: scheduleUrl(sydney) })).statusCode).toBe(401);
  });

  it('adds an extra session that slot search offers, and refuses one over working time', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const sydney = await clinicId(db, 'sydney-cbd');
    const ct = await deviceId(db, 'sydney-cbd', 'CT');
    const headers = await asAdmin(app, db);
    const sunday = '2026-03-08';
    expect(await freeStarts(app, sydney, 'ct-brain', sunday, sunday, ct)).toEqual([]);
    const extra = {
      deviceId: ct,
      date: sunday,
      startMinute: 9 * H,
      endMinute: 11 * H,
      slotMinutes: null,
      reason: 'Waiting list',
    };
    const overlapping = await change(app, headers, 'POST', scheduleUrl(sydney, 'extra_sessions'), {
      ...extra,
      date: '2026-03-09',
      expectedVersion: await versionOf(app, db, sydney),
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().errors).toEqual([
      { field: 'startMinute', message: 'message.schedule_sessions_overlap' },
    ]);
    const res = await change(app, headers, 'POST', scheduleUrl(sydney, 'extra_sessions'), {
      ...extra,
      expectedVersion: await versionOf(app, db, sydney),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await freeStarts(app, sydney, 'ct-brain', sunday, sunday, ct)).not.toEqual([]);
    const id = res.json().schedule.extraSessions.find((e: { date: string }) => e.date === sunday).id;
    const removed = await change(app, headers, 'POST', scheduleUrl(sydney, `extra_sessions/${id}/remove`), {
      expectedVersion: res.json().version,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await freeStarts(app, sydney, 'ct-brain', sunday, sunday, ct)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { staffHeaders } from '../../test/staff-auth';
import { clinicId, deviceId, TEST_NOW, TUESDAY_9AM_SYDNEY } from '../appointments/booking-test-helpers';
import { asAdmin, book, change, freeStarts, scheduleUrl, versionOf } from './schedule-admin.test-support';

/** A state government's holiday file: Tuesday 3 March (booked), Good Friday (already closed), a week in July. */
const calendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//NSW Government//Public Holidays//EN',
  ...[
    ['20260303', '20260304', 'Local show day'],
    ['20260403', '20260404', 'Good Friday'],
    ['20260706', '20260711', 'Winter closure'],
  ].flatMap(([from, to, summary]) => [
    'BEGIN:VEVENT',
    `UID:${from}@nsw.example`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${from}`,
    `DTEND;VALUE=DATE:${to}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ]),
  'END:VCALENDAR',
  '',
].join('\r\n');

describe.each(databaseTargets)('public holidays from an iCalendar file on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW), env: { OUTBOX_POLL_INTERVAL_MS: '0' } });
  const importUrl = (clinic: number) => scheduleUrl(clinic, 'closures/import');

  it('lists what the file closes and strands, saves nothing until decided, then closes the clinic once', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const sydney = await clinicId(db, 'sydney-cbd');
    const xray = await deviceId(db, 'sydney-cbd', 'XR');
    const booked = await book(app, { clinicId: sydney, deviceId: xray, start: TUESDAY_9AM_SYDNEY });
    const headers = await asAdmin(app, db);
    const version = await versionOf(app, db, sydney);
    const exceptionsBefore = await db.selectFrom('scheduleException').select('id').execute();

    const dry = await change(app, headers, 'POST', importUrl(sydney), {
      calendar,
      expectedVersion: version,
      dryRun: true,
    });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      saved: false,
      version,
      alreadyClosed: 1,
      holidays: [
        { fromDate: '2026-03-03', toDate: '2026-03-03', reason: 'Local show day' },
        { fromDate: '2026-04-03', toDate: '2026-04-03', reason: 'Good Friday' },
        { fromDate: '2026-07-06', toDate: '2026-07-10', reason: 'Winter closure' },
      ],
      stranded: [expect.objectContaining({ appointmentId: booked.id, start: TUESDAY_9AM_SYDNEY })],
    });
    const undecided = await change(app, headers, 'POST', importUrl(sydney), {
      calendar,
      expectedVersion: version,
    });
    expect(undecided.json()).toMatchObject({ saved: false, version });
    expect(await db.selectFrom('scheduleException').select('id').execute()).toHaveLength(
      exceptionsBefore.length,
    );

    const saved = await change(app, headers, 'POST', importUrl(sydney), {
      calendar,
      expectedVersion: version,
      decisions: [{ appointmentId: booked.id, action: 'KEEP' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true, version: version + 1 });
    const closures = saved
      .json()
      .schedule.exceptions.filter(
        (e: { kind: string; deviceId: number | null }) => e.kind === 'CLOSURE' && e.deviceId === null,
      )
      .map((e: { reason: string; startsAt: string; endsAt: string }) => [e.reason, e.startsAt, e.endsAt]);
    // Local midnights in Sydney: AEDT (UTC+11) in March, AEST (UTC+10) in July.
    expect(closures).toEqual(
      expect.arrayContaining([
        ['Local show day', '2026-03-02T13:00:00.000Z', '2026-03-03T13:00:00.000Z'],
        ['Winter closure', '2026-07-05T14:00:00.000Z', '2026-07-10T14:00:00.000Z'],
      ]),
    );
    expect(closures.filter(([reason]: string[]) => reason === 'Good Friday')).toEqual([]);
    expect(await freeStarts(app, sydney, 'xray-chest', '2026-03-03')).toEqual([]);
    expect(await freeStarts(app, sydney, 'xray-chest', '2026-03-04')).not.toEqual([]);
    const kept = await db
      .selectFrom('appointment')
      .select('status')
      .where('id', '=', booked.id)
      .executeTakeFirst();
    expect(kept?.status).toBe('BOOKED');
    const audit = await db
      .selectFrom('auditEvent')
      .select(['actorRef', 'detail'])
      .where('action', '=', 'scheduling.holidays_imported')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actorRef: expect.stringMatching(/^test-admin-/),
        detail: expect.objectContaining({ after: { closures: [expect.anything(), expect.anything()] } }),
      }),
    ]);

    const again = await change(app, headers, 'POST', importUrl(sydney), {
      calendar,
      expectedVersion: version + 1,
    });
    expect(again.json()).toMatchObject({ saved: true, alreadyClosed: 3, stranded: [] });
    expect(await db.selectFrom('scheduleException').select('id').execute()).toHaveLength(
      exceptionsBefore.length + 2,
    );
  });

  it('refuses a file that is not all-day holidays with the event it is about, writing nothing', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const brisbane = await clinicId(db, 'brisbane-cbd');
    const headers = await asAdmin(app, db);
    const version = await versionOf(app, db, brisbane);
    const timed = calendar
      .replace('DTSTART;VALUE=DATE:20260706', 'DTSTART:20260706T090000Z')
      .replace('DTEND;VALUE=DATE:20260711', 'DTEND:20260706T100000Z');
    const refused = await change(app, headers, 'POST', importUrl(brisbane), {
      calendar: timed,
      expectedVersion: version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().errors).toEqual([
      {
        field: 'calendar',
        message: 'message.calendar_event_not_all_day',
        params: { event: 3, summary: 'Winter closure' },
      },
    ]);
    const csv = await change(app, headers, 'POST', importUrl(brisbane), {
      calendar: 'date,name\n2026-12-25,Christmas',
      expectedVersion: version,
    });
    expect(csv.json().errors).toEqual([{ field: 'calendar', message: 'message.calendar_unreadable' }]);
    expect(await versionOf(app, db, brisbane)).toBe(version);
  });

  it('lets clinic staff import for their own clinic only', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const melbourne = await clinicId(db, 'melbourne-cbd');
    const brisbane = await clinicId(db, 'brisbane-cbd');
    const staff = await staffHeaders(app, db, 'clinic_staff', [melbourne]);
    const mine = await change(app, staff, 'POST', importUrl(melbourne), {
      calendar,
      expectedVersion: await versionOf(app, db, melbourne),
      dryRun: true,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const foreign = await change(app, staff, 'POST', importUrl(brisbane), { calendar, expectedVersion: 1 });
    expect(foreign.statusCode).toBe(404);
    const radiologist = await staffHeaders(app, db, 'radiologist');
    const refused = await change(app, radiologist, 'POST', importUrl(brisbane), {
      calendar,
      expectedVersion: 1,
    });
    expect(refused.statusCode).toBe(403);
  });
});

import { sql } from 'kysely';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { bookXray, client, signIn } from '../portal/portal.test-support';
import { deviceId, TEST_NOW, TUESDAY_9AM_SYDNEY } from './booking-test-helpers';

const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** The file's METHOD and its one event, parsed as a calendar client would (node-ical). */
function parsed(text: string) {
  const method = text.match(/^METHOD:(\w+)\r?$/m)?.[1];
  const events = Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return { method, event: events[0] as VEvent };
}

describe.each(databaseTargets)('calendar files on %s (issue 46)', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW), env: { OUTBOX_POLL_INTERVAL_MS: '0' } });
  let minute = 0;
  const nextSlot = () => {
    minute += 15;
    return at(TUESDAY_9AM_SYDNEY, minute);
  };
  const download = (bookingKey: string) =>
    client(ctx().app).call('GET', `/api/appointments/${bookingKey}/calendar.ics`);

  it('serves the booking as an .ics in the clinic zone, audited; a reschedule keeps the UID with a higher SEQUENCE; a cancel is CANCEL', async () => {
    const { app, database } = ctx();
    const start = nextSlot();
    const booking = await bookXray(app, database.db, start);

    const res = await download(booking.bookingKey);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toContain('attachment');
    const first = parsed(res.body);
    expect(first.method).toBe('PUBLISH');
    expect(first.event.start.toISOString()).toBe(start);
    expect(first.event.start.tz).toBe('Australia/Sydney');
    expect(String(first.event.location)).toContain('Sydney');
    expect(String(first.event.summary)).toContain('Chest');
    expect(first.event.uid).not.toContain(booking.bookingKey);
    expect(res.body).not.toContain(booking.bookingKey);
    expect(res.body).not.toContain(booking.email);
    const audit = await sql<{ action: string }>`
      select action from audit_event where booking_ref = ${booking.bookingKey}`.execute(database.db);
    expect(audit.rows.map((r) => r.action)).toContain('appointments.calendar_file');

    const patient = await signIn(app, booking);
    const newStart = at(TUESDAY_9AM_SYDNEY, 24 * 60 + minute);
    const moved = await patient.call('POST', `/api/secured/appointments/${booking.slug}/reschedule`, {
      deviceId: await deviceId(database.db, 'sydney-cbd', 'XR'),
      start: newStart,
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const second = parsed((await download(booking.bookingKey)).body);
    expect(second.event.uid).toBe(first.event.uid);
    expect(Number(second.event.sequence)).toBeGreaterThan(Number(first.event.sequence));
    expect(second.event.start.toISOString()).toBe(newStart);

    const cancelled = await patient.call('POST', `/api/secured/appointments/${moved.json().slug}/cancel`, {
      reason: 'Feeling better',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const third = parsed((await download(booking.bookingKey)).body);
    expect(third.method).toBe('CANCEL');
    expect(third.event.uid).toBe(first.event.uid);
    expect(third.event.status).toBe('CANCELLED');
    expect(Number(third.event.sequence)).toBeGreaterThan(Number(second.event.sequence));
  });

  it('answers 404 problem+json for an unknown key', async () => {
    const res = await download('AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});

import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { buildCalendar, calendarEventsOf, calendarUid } from './appointment-calendar';

const event = {
  uid: 'abc@bookings.example',
  sequence: 2,
  start: new Date('2030-03-14T23:30:00.000Z'),
  end: new Date('2030-03-15T00:00:00.000Z'),
  timeZone: 'Australia/Sydney',
  summary: 'MRI Knee',
  location: 'Harbourside Imaging, 12 Circular Quay West, Sydney NSW 2000',
  cancelled: false,
};
const build = (method: 'PUBLISH' | 'CANCEL', events = [event]) =>
  buildCalendar({
    method,
    providerName: 'Harbourside Radiology',
    organizer: { name: 'Harbourside Radiology', email: 'bookings@example.org' },
    events,
    now: new Date('2030-01-01T00:00:00.000Z'),
  });

describe('calendar files', () => {
  it('states the clinic-local time with its zone, the exam and the address', () => {
    const text = build('PUBLISH');
    expect(text).toContain('DTSTART;TZID=Australia/Sydney:20300315T103000');
    expect(text).toContain('METHOD:PUBLISH');
    const [parsed] = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT');
    expect(parsed).toMatchObject({ uid: event.uid, summary: 'MRI Knee', location: event.location });
    if (parsed?.type !== 'VEVENT') throw new Error('no event');
    expect(parsed.start.toISOString()).toBe('2030-03-14T23:30:00.000Z');
    expect(parsed.start.tz).toBe('Australia/Sydney');
    expect(Number(parsed.sequence)).toBe(2);
  });

  it('a cancellation is METHOD:CANCEL with the event CANCELLED', () => {
    const text = build('CANCEL', [{ ...event, cancelled: true }]);
    expect(text).toContain('METHOD:CANCEL');
    expect(text).toContain('STATUS:CANCELLED');
  });

  it('one event per reschedule chain: the first id, the latest time, a sequence per move and the end', () => {
    const at = (h: number) => new Date(Date.UTC(2030, 0, 1, h));
    const rows = [
      { id: 1, rescheduledFromId: null, status: 'RESCHEDULED', startsAt: at(1), endsAt: at(2) },
      { id: 5, rescheduledFromId: 1, status: 'RESCHEDULED', startsAt: at(3), endsAt: at(4) },
      { id: 9, rescheduledFromId: 5, status: 'BOOKED', startsAt: at(5), endsAt: at(6) },
      { id: 2, rescheduledFromId: null, status: 'CANCELED', startsAt: at(1), endsAt: at(2) },
    ];
    const events = calendarEventsOf(rows);
    expect(events.map((e) => [e.rootId, e.latest.id, e.sequence, e.cancelled])).toEqual([
      [1, 9, 2, false],
      [2, 2, 1, true],
    ]);
  });

  it('the UID is stable, differs per appointment and secret, and is not the booking key', () => {
    const uid = calendarUid('s'.repeat(32), 7, 'bookings.example');
    expect(uid).toBe(calendarUid('s'.repeat(32), 7, 'bookings.example'));
    expect(uid).not.toBe(calendarUid('s'.repeat(32), 8, 'bookings.example'));
    expect(uid).not.toBe(calendarUid('t'.repeat(32), 7, 'bookings.example'));
    expect(uid).toMatch(/^[0-9a-f]{32}@bookings\.example$/);
  });
});

import type { DaySheet } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { checkedInColour, daySheetEvents, daySheetHours, statusColours } from './day-sheet-events';

const sheet: DaySheet = {
  clinic: { id: 1, name: 'North', timeZone: 'Australia/Sydney' },
  date: '2026-11-24',
  devices: [
    { id: 10, name: 'MRI 1', modalityName: 'MRI' },
    { id: 11, name: 'CT 1', modalityName: 'CT' },
  ],
  // 08:00–17:30 Sydney (UTC+11 in November).
  openings: [{ deviceId: 10, startsAt: '2026-11-23T21:00:00.000Z', endsAt: '2026-11-24T06:30:00.000Z' }],
  appointments: [
    {
      id: 5,
      slug: 'abc',
      bookingKey: 'k'.repeat(32),
      deviceId: 11,
      startsAt: '2026-11-23T23:15:00.000Z',
      endsAt: '2026-11-23T23:45:00.000Z',
      status: 'PENDING',
      walkIn: false,
      createdBy: 'PATIENT',
      examName: 'CT Head',
      patientName: 'Ana Test',
      checkIn: null,
    },
  ],
  holds: [
    {
      deviceId: 10,
      startsAt: '2026-11-24T00:00:00.000Z',
      endsAt: '2026-11-24T00:30:00.000Z',
      expiresAt: null,
    },
  ],
  blocks: [
    {
      deviceId: null,
      startsAt: '2026-11-24T01:00:00.000Z',
      endsAt: '2026-11-24T02:00:00.000Z',
      reason: 'Lunch',
    },
  ],
};

describe('day sheet events', () => {
  it('lays appointments out in their device column at the clinic’s wall time, coloured by status', () => {
    const events = daySheetEvents(sheet, (a) => `${a.patientName} · ${a.status}`);
    const appointment = events.find((event) => event.id === 'appointment-5');
    expect(appointment).toMatchObject({
      resourceIds: [11],
      start: '2026-11-24 10:15',
      end: '2026-11-24 10:45',
      title: 'Ana Test · PENDING',
      backgroundColor: statusColours.PENDING,
      extendedProps: { slug: 'abc' },
    });
  });

  it('shades holds in their column and clinic-wide blocks across every device', () => {
    const events = daySheetEvents(sheet, () => '');
    expect(events.find((event) => event.id === 'hold-0')).toMatchObject({
      resourceIds: [10],
      display: 'background',
      start: '2026-11-24 11:00',
    });
    expect(events.find((event) => event.id === 'block-0')).toMatchObject({
      resourceIds: [10, 11],
      display: 'background',
      title: 'Lunch',
    });
  });

  it('colours a checked-in appointment as checked in', () => {
    const checkedIn = {
      ...sheet,
      appointments: [
        {
          ...sheet.appointments[0],
          checkIn: {
            status: 'CHECKED_IN',
            preparedSentAt: null,
            checkedInAt: '2026-11-23T23:00:00Z',
            folioNumber: '7',
          },
        },
      ],
    } as DaySheet;
    expect(daySheetEvents(checkedIn, () => '')[2]?.backgroundColor).toBe(checkedInColour);
  });

  it('gives a rescheduled appointment a colour of its own, not the cancelled grey', () => {
    expect(statusColours.RESCHEDULED).not.toBe(statusColours.CANCELED);
    expect(statusColours.RESCHEDULED).not.toBe(checkedInColour);
  });

  it('spans the grid from the first opening hour to the last, rounded up', () => {
    expect(daySheetHours(sheet)).toEqual({ slotMinTime: '08:00', slotMaxTime: '18:00' });
    expect(daySheetHours({ ...sheet, openings: [], appointments: [] })).toEqual({
      slotMinTime: '07:00',
      slotMaxTime: '19:00',
    });
  });
});

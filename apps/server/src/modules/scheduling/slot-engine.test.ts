import { describe, expect, it } from 'vitest';
import {
  checkSlot,
  type EngineDevice,
  findSlots,
  type SlotSearch,
  subtract,
  timeOfDayOf,
} from './slot-engine';

const H = 60;
const iso = (t: number | undefined) => new Date(t ?? Number.NaN).toISOString();
const at = (s: string) => Date.parse(s);

/** Monday to Friday 08:00–12:00 and 13:00–17:00 (lunch break), Saturday 08:00–12:00. */
const weekdays = (id: number): EngineDevice => ({
  id,
  periods: [
    ...[1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday, startMinute: 8 * H, endMinute: 12 * H, validFrom: null, validTo: null },
      { weekday, startMinute: 13 * H, endMinute: 17 * H, validFrom: null, validTo: null },
    ]),
    { weekday: 6, startMinute: 8 * H, endMinute: 12 * H, validFrom: null, validTo: null },
  ],
});

const base = (overrides: Partial<SlotSearch>): SlotSearch => ({
  timeZone: 'Australia/Brisbane',
  devices: [weekdays(1)],
  fromDate: '2026-03-02',
  toDate: '2026-03-02',
  durationMinutes: 30,
  notBefore: at('2025-01-01T00:00:00Z'),
  notAfter: at('2027-01-01T00:00:00Z'),
  holidays: new Set(),
  busy: [],
  collectSlots: true,
  ...overrides,
});

describe('slot engine', () => {
  it('tiles a Brisbane weekday around the lunch break, in UTC+10 all year', () => {
    const { slots, days } = findSlots(base({}));
    expect(slots).toHaveLength(16);
    expect(iso(slots[0]?.start)).toBe('2026-03-01T22:00:00.000Z'); // 08:00 AEST
    expect(slots.map((s) => iso(s.start))).not.toContain('2026-03-02T02:00:00.000Z'); // 12:00 lunch
    expect(iso(slots[8]?.start)).toBe('2026-03-02T03:00:00.000Z'); // 13:00 after lunch
    expect(iso(slots[15]?.end)).toBe('2026-03-02T07:00:00.000Z'); // 17:00
    expect(days).toEqual([{ date: '2026-03-02', slotCount: 16, firstStart: slots[0]?.start }]);
  });

  it('uses no daylight saving in Brisbane in January either', () => {
    const { slots } = findSlots(base({ fromDate: '2026-01-05', toDate: '2026-01-05' }));
    expect(iso(slots[0]?.start)).toBe('2026-01-04T22:00:00.000Z');
  });

  it('follows Sydney into daylight saving (first Sunday of October)', () => {
    const sunday: EngineDevice = {
      id: 1,
      periods: [{ weekday: 0, startMinute: 1 * H, endMinute: 4 * H, validFrom: null, validTo: null }],
    };
    const before = findSlots(
      base({
        timeZone: 'Australia/Sydney',
        devices: [sunday],
        fromDate: '2025-09-28',
        toDate: '2025-09-28',
        durationMinutes: 60,
      }),
    );
    expect(before.slots.map((s) => iso(s.start))).toEqual([
      '2025-09-27T15:00:00.000Z',
      '2025-09-27T16:00:00.000Z',
      '2025-09-27T17:00:00.000Z',
    ]);
    // 02:00–03:00 does not exist on 5 October 2025: 01:00–04:00 local is two real hours.
    const change = findSlots(
      base({
        timeZone: 'Australia/Sydney',
        devices: [sunday],
        fromDate: '2025-10-05',
        toDate: '2025-10-05',
        durationMinutes: 60,
      }),
    );
    expect(change.slots.map((s) => iso(s.start))).toEqual([
      '2025-10-04T15:00:00.000Z',
      '2025-10-04T16:00:00.000Z',
    ]);
  });

  it('follows Sydney out of daylight saving (first Sunday of April)', () => {
    const sunday: EngineDevice = {
      id: 1,
      periods: [
        { weekday: 0, startMinute: 1 * H, endMinute: 4 * H, validFrom: null, validTo: null },
        { weekday: 0, startMinute: 9 * H, endMinute: 10 * H, validFrom: null, validTo: null },
      ],
    };
    const { slots } = findSlots(
      base({
        timeZone: 'Australia/Sydney',
        devices: [sunday],
        fromDate: '2026-04-05',
        toDate: '2026-04-05',
        durationMinutes: 60,
      }),
    );
    // 02:00–03:00 happens twice: 01:00 AEDT to 04:00 AEST is four real hours; 09:00 is AEST (UTC+10).
    expect(slots.map((s) => iso(s.start))).toEqual([
      '2026-04-04T14:00:00.000Z',
      '2026-04-04T15:00:00.000Z',
      '2026-04-04T16:00:00.000Z',
      '2026-04-04T17:00:00.000Z',
      '2026-04-04T23:00:00.000Z',
    ]);
  });

  it('filters by time of day using the local clock on a daylight-saving day', () => {
    const sunday: EngineDevice = {
      id: 1,
      periods: [{ weekday: 0, startMinute: 11 * H, endMinute: 18 * H, validFrom: null, validTo: null }],
    };
    const search = base({
      timeZone: 'Australia/Sydney',
      devices: [sunday],
      fromDate: '2025-10-05',
      toDate: '2025-10-05',
      durationMinutes: 60,
    });
    const afternoon = findSlots({ ...search, timesOfDay: ['afternoon'] });
    // 12:00–16:00 AEDT (UTC+11) starts: 01:00Z … 05:00Z.
    expect(afternoon.slots.map((s) => iso(s.start))).toEqual([
      '2025-10-05T01:00:00.000Z',
      '2025-10-05T02:00:00.000Z',
      '2025-10-05T03:00:00.000Z',
      '2025-10-05T04:00:00.000Z',
      '2025-10-05T05:00:00.000Z',
    ]);
    expect(findSlots({ ...search, timesOfDay: ['morning', 'evening'] }).slots).toHaveLength(2);
  });

  it('closes public holidays and honours the weekly pattern (no Sunday)', () => {
    const { days } = findSlots(
      base({ fromDate: '2026-03-06', toDate: '2026-03-09', holidays: new Set(['2026-03-06']) }),
    );
    expect(days.map((d) => d.slotCount)).toEqual([0, 8, 0, 16]); // Fri holiday, Sat morning, Sun shut, Mon
  });

  it('hides slots inside the minutes-prior notice and beyond the horizon, without moving the grid', () => {
    const { slots } = findSlots(
      base({ notBefore: at('2026-03-01T23:10:00Z'), notAfter: at('2026-03-02T04:00:00Z') }),
    );
    expect(iso(slots[0]?.start)).toBe('2026-03-01T23:30:00.000Z'); // 09:30, not 09:10
    expect(iso(slots[slots.length - 1]?.start)).toBe('2026-03-02T03:30:00.000Z');
  });

  it('honours a custom duration', () => {
    const { slots } = findSlots(base({ durationMinutes: 45 }));
    expect(slots).toHaveLength(10); // 5 in each four-hour period
    expect((slots[1]?.start ?? 0) - (slots[0]?.start ?? 0)).toBe(45 * 60_000);
  });

  it('subtracts appointments, holds and closures per device and tiles again after them', () => {
    const { slots, days } = findSlots(
      base({
        devices: [weekdays(1), weekdays(2)],
        busy: [
          { deviceId: 1, start: at('2026-03-01T22:00:00Z'), end: at('2026-03-01T22:20:00Z') },
          { deviceId: null, start: at('2026-03-02T03:00:00Z'), end: at('2026-03-02T07:00:00Z') },
        ],
      }),
    );
    const device1 = slots.filter((s) => s.deviceId === 1).map((s) => iso(s.start));
    expect(device1[0]).toBe('2026-03-01T22:20:00.000Z'); // 08:20 right after the 20-minute booking
    expect(device1).toHaveLength(7);
    expect(slots.filter((s) => s.deviceId === 2)).toHaveLength(8);
    expect(days[0]?.slotCount).toBe(15);
  });

  it('only counts in MONTH mode', () => {
    const { slots, days } = findSlots(base({ collectSlots: false, toDate: '2026-03-08' }));
    expect(slots).toEqual([]);
    expect(days.reduce((sum, d) => sum + d.slotCount, 0)).toBe(5 * 16 + 8);
  });

  it('names times of day', () => {
    expect([timeOfDayOf(719), timeOfDayOf(720), timeOfDayOf(1019), timeOfDayOf(1020)]).toEqual([
      'morning',
      'afternoon',
      'afternoon',
      'evening',
    ]);
  });

  it('subtracts overlapping busy intervals', () => {
    expect(
      subtract(0, 100, [
        { start: 10, end: 30 },
        { start: 20, end: 40 },
        { start: 90, end: 120 },
      ]),
    ).toEqual([
      { start: 0, end: 10 },
      { start: 40, end: 90 },
    ]);
  });
});

describe('checkSlot (booking rule)', () => {
  const rule = (overrides: Partial<SlotSearch> = {}) => {
    const { devices, ...search } = base(overrides);
    return { ...search, device: devices[0] as EngineDevice };
  };

  it('accepts a time inside free working time, even off the tiled starts', () => {
    expect(checkSlot(rule(), at('2026-03-01T22:00:00Z'))).toBeNull();
    expect(checkSlot(rule(), at('2026-03-01T22:10:00Z'))).toBeNull();
  });

  it('rejects off-grid, too soon, beyond the horizon, in a break, on a claim or a holiday', () => {
    expect(checkSlot(rule(), at('2026-03-01T22:01:00Z'))).toBe('not_on_grid');
    expect(checkSlot(rule({ notBefore: at('2026-03-02T00:00:00Z') }), at('2026-03-01T22:00:00Z'))).toBe(
      'too_soon',
    );
    expect(checkSlot(rule({ notAfter: at('2026-03-01T00:00:00Z') }), at('2026-03-01T22:00:00Z'))).toBe(
      'beyond_horizon',
    );
    expect(checkSlot(rule(), at('2026-03-02T01:45:00Z'))).toBe('not_free'); // 11:45–12:15 crosses lunch
    expect(
      checkSlot(
        rule({ busy: [{ deviceId: 1, start: at('2026-03-01T22:15:00Z'), end: at('2026-03-01T22:45:00Z') }] }),
        at('2026-03-01T22:00:00Z'),
      ),
    ).toBe('not_free');
    expect(checkSlot(rule({ holidays: new Set(['2026-03-02']) }), at('2026-03-01T22:00:00Z'))).toBe(
      'not_free',
    );
  });
});

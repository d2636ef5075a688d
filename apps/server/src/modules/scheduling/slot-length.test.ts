import { describe, expect, it } from 'vitest';
import { checkSlot, type EngineDevice, findSlots, type SlotSearch } from './slot-engine';

const H = 60;
const at = (s: string) => Date.parse(s);
const times = (slots: { start: number }[]) => slots.map((s) => new Date(s.start).toISOString().slice(11, 16));

/** Monday 2 March 2026, Brisbane (UTC+10): one session 08:00–10:00 with 20-minute slots. */
const device = (slotMinutes: number | null): EngineDevice => ({
  id: 1,
  periods: [
    { weekday: 1, startMinute: 8 * H, endMinute: 10 * H, validFrom: null, validTo: null, slotMinutes },
  ],
});

const search = (overrides: Partial<SlotSearch>): SlotSearch => ({
  timeZone: 'Australia/Brisbane',
  devices: [device(20)],
  fromDate: '2026-03-02',
  toDate: '2026-03-02',
  durationMinutes: 15,
  notBefore: at('2025-01-01T00:00:00Z'),
  notAfter: at('2027-01-01T00:00:00Z'),
  holidays: new Set(),
  busy: [],
  collectSlots: true,
  ...overrides,
});

describe('a session with its own slot length', () => {
  it('starts a 15-minute exam on every 20-minute slot, not every 15 minutes', () => {
    const { slots, days } = findSlots(search({}));
    // 08:00 local is 22:00 UTC the day before.
    expect(times(slots)).toEqual(['22:00', '22:20', '22:40', '23:00', '23:20', '23:40']);
    expect(days[0]?.slotCount).toBe(6);
  });

  it('gives a 30-minute exam two whole slots', () => {
    const { slots } = findSlots(search({ durationMinutes: 30 }));
    expect(times(slots)).toEqual(['22:00', '22:40', '23:20']);
  });

  it('realigns on the session’s slots after a booking that ends off them', () => {
    const busy = [{ deviceId: 1, start: at('2026-03-01T22:00:00Z'), end: at('2026-03-01T22:25:00Z') }];
    const { slots } = findSlots(search({ busy }));
    expect(times(slots)[0]).toBe('22:40');
  });

  it('counts the month view the same way as the listed slots', () => {
    for (const durationMinutes of [15, 20, 30, 45]) {
      const listed = findSlots(search({ durationMinutes })).days[0]?.slotCount;
      const counted = findSlots(search({ durationMinutes, collectSlots: false })).days[0]?.slotCount;
      expect(counted).toBe(listed);
    }
  });

  it('refuses a booking between two slots and accepts one on a slot', () => {
    const check = (start: string) => checkSlot({ ...search({}), device: device(20) }, at(start));
    expect(check('2026-03-01T22:15:00Z')).toBe('not_free');
    expect(check('2026-03-01T22:20:00Z')).toBeNull();
  });

  it('tiles as before when the session sets no slot length', () => {
    const { slots } = findSlots(search({ devices: [device(null)] }));
    expect(slots).toHaveLength(8);
  });
});

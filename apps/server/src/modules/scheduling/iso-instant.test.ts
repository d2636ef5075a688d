import { describe, expect, it } from 'vitest';
import { isoInstant } from './iso-instant';

describe('isoInstant', () => {
  it('formats an instant as toISOString does, again when asked a second time', () => {
    const ms = Date.parse('2026-11-25T03:05:00.000Z');
    expect(isoInstant(ms)).toBe('2026-11-25T03:05:00.000Z');
    expect(isoInstant(ms)).toBe('2026-11-25T03:05:00.000Z');
    expect(isoInstant(ms + 300_000)).toBe('2026-11-25T03:10:00.000Z');
  });

  it('stays right past the number of instants it remembers', () => {
    const base = Date.parse('2027-01-01T00:00:00.000Z');
    for (let i = 0; i < 60_000; i++) isoInstant(base + i * 60_000);
    for (const i of [0, 49_999, 50_000, 59_999]) {
      expect(isoInstant(base + i * 60_000)).toBe(new Date(base + i * 60_000).toISOString());
    }
  });
});

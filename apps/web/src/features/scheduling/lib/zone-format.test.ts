import { describe, expect, it } from 'vitest';
import { todayIn, zonedInstant, zonedParts } from './zone-format';

describe('clinic time zones', () => {
  it('reads an instant as the clinic’s local day and time', () => {
    expect(zonedParts('2025-03-04T22:30:00Z', 'Australia/Brisbane')).toEqual({
      date: '2025-03-05',
      time: '08:30',
    });
    expect(zonedParts('2025-03-04T22:30:00Z', 'Australia/Perth')).toEqual({
      date: '2025-03-05',
      time: '06:30',
    });
  });

  it('turns a wall time back into the instant, across a daylight-saving change', () => {
    // Sydney leaves daylight saving on 6 April 2025 (+11 before, +10 after); Brisbane stays +10.
    expect(zonedInstant('2025-04-05', '09:00', 'Australia/Sydney')).toBe('2025-04-04T22:00:00.000Z');
    expect(zonedInstant('2025-04-07', '09:00', 'Australia/Sydney')).toBe('2025-04-06T23:00:00.000Z');
    expect(zonedInstant('2025-04-05', '09:00', 'Australia/Brisbane')).toBe('2025-04-04T23:00:00.000Z');
  });

  it('round-trips every quarter hour of a daylight-saving start day', () => {
    for (let minute = 3 * 60; minute < 24 * 60; minute += 15) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const instant = zonedInstant('2025-10-05', time, 'Australia/Melbourne');
      expect(zonedParts(instant, 'Australia/Melbourne')).toEqual({ date: '2025-10-05', time });
    }
  });

  it('knows today in the clinic’s zone, not the browser’s', () => {
    expect(todayIn('Australia/Sydney', new Date('2025-03-04T14:00:00Z'))).toBe('2025-03-05');
    expect(todayIn('UTC', new Date('2025-03-04T14:00:00Z'))).toBe('2025-03-04');
  });
});

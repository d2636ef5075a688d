import { describe, expect, it } from 'vitest';
import { minuteOfTime, nextDay, timeOfMinute, zonedInstant } from './local-times';

describe('local times of a clinic', () => {
  it('turns a wall time in the clinic’s zone into its instant, across daylight saving', () => {
    expect(zonedInstant('2026-03-03', '08:00', 'Australia/Sydney')).toBe('2026-03-02T21:00:00.000Z');
    expect(zonedInstant('2026-04-07', '08:00', 'Australia/Sydney')).toBe('2026-04-06T22:00:00.000Z');
    expect(zonedInstant('2026-03-03', '08:00', 'Australia/Brisbane')).toBe('2026-03-02T22:00:00.000Z');
  });

  it('reads and writes times of day and steps days over a month end', () => {
    expect(timeOfMinute(450)).toBe('07:30');
    expect(timeOfMinute(1440)).toBe('24:00');
    expect(minuteOfTime('13:05')).toBe(785);
    expect(minuteOfTime('1:0')).toBeNull();
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
  });
});

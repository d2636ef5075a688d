import { describe, expect, it } from 'vitest';
import { openingHoursLines, weekdayName } from './opening-hours';

describe('opening hours', () => {
  it('names weekdays with 0 as Sunday', () => {
    expect(weekdayName(0, 'en-AU')).toBe('Sun');
    expect(weekdayName(1, 'en-AU')).toBe('Mon');
  });

  it('lists Monday first and Sunday last', () => {
    const lines = openingHoursLines(
      [
        { weekday: 0, opens: '09:00', closes: '12:00' },
        { weekday: 6, opens: '08:00', closes: '12:00' },
        { weekday: 1, opens: '08:00', closes: '17:00' },
      ],
      'en-AU',
    );
    expect(lines).toEqual(['Mon 08:00–17:00', 'Sat 08:00–12:00', 'Sun 09:00–12:00']);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import {
  dateLocale,
  formatDate,
  formatDay,
  formatLongDate,
  formatMonth,
  formatTime,
  formatWeekday,
} from './date-format';
import { loadDateLocale } from './date-locales';

// 2026-11-22T22:30Z is Monday 23 November 2026, 9:30 in the morning in Sydney (daylight saving).
const INSTANT = '2026-11-22T22:30:00.000Z';
const SYDNEY = 'Australia/Sydney';
const cyrillic = /[\u0400-\u04FF]/;

describe('date formatting in the active locale (date-fns locales, §9 week start)', () => {
  beforeAll(() => loadDateLocale('mk'));

  it('writes Macedonian dates in Macedonian, not English', () => {
    expect(formatDay('2026-11-23', 'mk')).toMatch(cyrillic);
    expect(formatDay('2026-11-23', 'mk')).not.toMatch(/Mon|Nov/);
    expect(formatLongDate(INSTANT, SYDNEY, 'mk')).toBe('понеделник, 23 ноември 2026');
    expect(formatMonth('2026-11', 'mk')).toMatch(/^ноември 2026$/i);
    expect(formatWeekday(1, 'mk')).toMatch(cyrillic);
    expect(formatDate('2026-11-23T00:00:00.000Z', 'mk')).toMatch(cyrillic);
  });

  it('writes English variants in their own words and shows the clinic wall time', () => {
    expect(formatDay('2026-11-23', 'en-AU')).toBe('Mon 23 Nov');
    expect(formatDay('2026-11-23', 'en-AU', 'long')).toBe('Monday, 23 November 2026');
    expect(formatLongDate(INSTANT, SYDNEY, 'en-CA')).toBe('Monday, November 23rd, 2026');
    expect(formatTime(INSTANT, SYDNEY, 'en-AU')).toBe('9:30 AM');
    expect(formatTime(INSTANT, 'America/Toronto', 'en-CA')).toBe('5:30 PM');
  });

  it('starts the week on Monday for en-AU, en-NZ and Macedonian, on Sunday for en-CA', () => {
    expect(dateLocale('en-AU').options?.weekStartsOn).toBe(1);
    expect(dateLocale('en-NZ').options?.weekStartsOn).toBe(1);
    expect(dateLocale('mk').options?.weekStartsOn).toBe(1);
    expect(dateLocale('en-CA').options?.weekStartsOn).toBe(0);
    // An unsupported locale falls back to English (Australia), as §8 says.
    expect(formatDay('2026-11-23', 'de-DE')).toBe('Mon 23 Nov');
  });
});

import { describe, expect, it } from 'vitest';
import { dateLocale, formatLongDate, formatTime } from './date-format';

// 2030-03-14T23:30Z is 10:30 on Friday 15 March in Sydney (daylight saving).
const START = new Date('2030-03-14T23:30:00.000Z');

describe('server date formatting', () => {
  it('writes the clinic-zone date and time in the message locale', () => {
    expect(formatLongDate(START, 'Australia/Sydney', 'en-AU')).toBe('Friday, 15 March 2030');
    expect(formatLongDate(START, 'Australia/Sydney', 'mk')).toBe('петок, 15 март 2030');
    expect(formatTime(START, 'Australia/Sydney', 'en-AU')).toBe('10:30 AM');
    expect(formatTime(START, 'America/Toronto', 'en-CA')).toBe('7:30 PM');
  });

  it('starts weeks as §9 says', () => {
    expect(dateLocale('en-AU').options?.weekStartsOn).toBe(1);
    expect(dateLocale('en-NZ').options?.weekStartsOn).toBe(1);
    expect(dateLocale('mk').options?.weekStartsOn).toBe(1);
    expect(dateLocale('en-CA').options?.weekStartsOn).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { neighbourAnchor, periodFor } from './calendar';

const monday = { weekStartsOn: 1 as const, startsToday: false };
const sunday = { weekStartsOn: 0 as const, startsToday: false };

describe('week periods', () => {
  // 2025-03-05 is a Wednesday.
  const today = '2025-03-05';

  it('starts on Monday for en-AU style locales and Sunday for en-CA', () => {
    expect(periodFor('WEEK', undefined, today, monday)).toMatchObject({
      first: '2025-03-03',
      last: '2025-03-09',
    });
    expect(periodFor('WEEK', undefined, today, sunday)).toMatchObject({
      first: '2025-03-02',
      last: '2025-03-08',
    });
  });

  it('never asks for slots before today and cannot go back past this week', () => {
    const period = periodFor('WEEK', undefined, today, monday);
    expect(period.windowStart).toBe(today);
    expect(period.canGoBack).toBe(false);
    expect(period.days).toHaveLength(7);
  });

  it('starts the weeks today when weekStartsToday is on', () => {
    const rule = { weekStartsOn: 1 as const, startsToday: true };
    expect(periodFor('WEEK', undefined, today, rule)).toMatchObject({ first: today, last: '2025-03-11' });
    expect(periodFor('WEEK', '2025-03-14', today, rule).first).toBe('2025-03-12');
  });

  it('moves by whole weeks and reads any day of a week as that week', () => {
    const period = periodFor('WEEK', '2025-03-13', today, monday);
    expect(period.first).toBe('2025-03-10');
    expect(period.canGoBack).toBe(true);
    expect(neighbourAnchor(period, 1)).toBe('2025-03-17');
    expect(neighbourAnchor(period, -1)).toBe('2025-03-03');
  });

  it('ignores a malformed or past week parameter', () => {
    expect(periodFor('WEEK', 'not-a-date', today, monday).first).toBe('2025-03-03');
    expect(periodFor('WEEK', '2024-01-01', today, monday).first).toBe('2025-03-03');
  });
});

describe('month periods', () => {
  it('pads the month to whole weeks within the 42-day window limit', () => {
    const period = periodFor('MONTH', '2025-06-18', '2025-03-05', monday);
    expect(period.month).toBe('2025-06');
    expect(period.first).toBe('2025-05-26');
    expect(period.last).toBe('2025-07-06');
    expect(period.days.length % 7).toBe(0);
    expect(period.days.length).toBeLessThanOrEqual(42);
    expect(period.anchor).toBe('2025-06-01');
  });

  it('navigates month by month', () => {
    const period = periodFor('MONTH', '2025-12-10', '2025-03-05', monday);
    expect(neighbourAnchor(period, 1)).toBe('2026-01-01');
    expect(neighbourAnchor(period, -1)).toBe('2025-11-01');
  });
});

import { isValidMedicareNumber } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { isToday, isWithinWindow, maskMedicare } from './check-in.rules';

describe('check-in rules', () => {
  const appointment = {
    startsAt: new Date('2026-05-04T01:00:00Z'),
    endsAt: new Date('2026-05-04T01:30:00Z'),
  };

  it('opens the window N minutes before the start and closes it at the end', () => {
    expect(isWithinWindow(appointment, 60, new Date('2026-05-03T23:59:59Z'))).toBe(false);
    expect(isWithinWindow(appointment, 60, new Date('2026-05-04T00:00:00Z'))).toBe(true);
    expect(isWithinWindow(appointment, 60, new Date('2026-05-04T01:29:59Z'))).toBe(true);
    expect(isWithinWindow(appointment, 60, new Date('2026-05-04T01:30:00Z'))).toBe(false);
  });

  it('compares days in the clinic zone, not in UTC', () => {
    // 01:00 UTC on 4 May is 11:00 in Sydney; 20:00 UTC on 3 May is 06:00 on 4 May there.
    expect(isToday('Australia/Sydney', appointment.startsAt, new Date('2026-05-03T20:00:00Z'))).toBe(true);
    expect(isToday('UTC', appointment.startsAt, new Date('2026-05-03T20:00:00Z'))).toBe(false);
  });

  it('checks the Medicare check digit and the first digit', () => {
    expect(isValidMedicareNumber('2123456701')).toBe(true);
    expect(isValidMedicareNumber('2123 45670 1')).toBe(true);
    expect(isValidMedicareNumber('2123456711')).toBe(false);
    expect(isValidMedicareNumber('1123456701')).toBe(false);
    expect(isValidMedicareNumber('212345670')).toBe(false);
  });

  it('masks all but the last four digits', () => {
    expect(maskMedicare('2123456701')).toBe('••••••6701');
    expect(maskMedicare(null)).toBeNull();
  });
});

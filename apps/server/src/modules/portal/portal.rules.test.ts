import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { assertCancelAllowed, assertRescheduleAllowed, type ChangeFacts, canChange } from './portal.rules';

const now = new Date('2030-05-01T00:00:00Z');
const facts = (overrides: Partial<ChangeFacts> = {}): ChangeFacts => ({
  status: 'BOOKED',
  walkIn: false,
  enquiryOnly: false,
  start: new Date('2030-05-02T00:00:00Z'),
  now,
  priorMinutes: 120,
  ...overrides,
});

const messageOf = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    return (error as AppError).messageKey;
  }
  return null;
};

describe('canChange', () => {
  it('allows a booked appointment well ahead of the limit', () => {
    expect(canChange(facts())).toEqual({ canChange: true, reason: null, priorMinutes: 120 });
  });

  it('refuses inside the minutes-prior limit, and allows exactly at it', () => {
    expect(canChange(facts({ start: new Date('2030-05-01T01:59:00Z') })).reason).toBe('PRIOR_MINUTES');
    expect(canChange(facts({ start: new Date('2030-05-01T02:00:00Z') })).canChange).toBe(true);
  });

  it('names cancelled, other inactive, enquiry and walk-in appointments', () => {
    expect(canChange(facts({ status: 'CANCELED' })).reason).toBe('APPOINTMENT_CANCELLED');
    expect(canChange(facts({ status: 'RESCHEDULED' })).reason).toBe('NOT_ALLOWED');
    expect(canChange(facts({ enquiryOnly: true })).reason).toBe('ENQUIRE_ONLY');
    expect(canChange(facts({ walkIn: true })).reason).toBe('WALK_IN');
  });
});

describe('cancel rule', () => {
  it('passes when changeable or enquiry-only', () => {
    expect(messageOf(() => assertCancelAllowed(canChange(facts())))).toBeNull();
    expect(messageOf(() => assertCancelAllowed(canChange(facts({ enquiryOnly: true }))))).toBeNull();
  });

  it('refuses otherwise with priorMinutes', () => {
    const status = canChange(facts({ walkIn: true }));
    expect(() => assertCancelAllowed(status)).toThrowError(AppError);
    try {
      assertCancelAllowed(status);
    } catch (error) {
      expect((error as AppError).status).toBe(409);
      expect((error as AppError).messageKey).toBe('message.cancel_not_allowed');
      expect((error as AppError).params).toEqual({ priorMinutes: 120 });
    }
  });
});

describe('reschedule rule', () => {
  it.each([
    [{ walkIn: true }, 'message.reschedule_with_walk_in_not_allowed'],
    [{ status: 'CANCELED' as const }, 'message.reschedule_cancelled_appts'],
    [{ start: new Date('2030-05-01T00:30:00Z') }, 'message.reschedule_prior_minutes'],
    [{ enquiryOnly: true }, 'message.reschedule_not_allowed'],
    [{ status: 'RESCHEDULED' as const }, 'message.reschedule_not_allowed'],
  ])('refuses %o with %s', (overrides, key) => {
    expect(messageOf(() => assertRescheduleAllowed(canChange(facts(overrides))))).toBe(key);
  });

  it('passes a changeable appointment', () => {
    expect(messageOf(() => assertRescheduleAllowed(canChange(facts())))).toBeNull();
  });
});

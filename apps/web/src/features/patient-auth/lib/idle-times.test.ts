import { describe, expect, it } from 'vitest';
import { IDLE_TIMES_TEST_KEY, PATIENT_IDLE_DEFAULTS, patientIdleTimes } from './idle-times';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === IDLE_TIMES_TEST_KEY ? value : null),
});

describe('patientIdleTimes', () => {
  it('has the §9 defaults: 20 minutes idle, a 30 second warning, keepalive every 10 minutes', () => {
    expect(PATIENT_IDLE_DEFAULTS).toEqual({ idleMs: 1_200_000, warningMs: 30_000, keepaliveMs: 600_000 });
    expect(patientIdleTimes(false, storage(null))).toEqual(PATIENT_IDLE_DEFAULTS);
    expect(patientIdleTimes(false, null)).toEqual(PATIENT_IDLE_DEFAULTS);
  });

  it('takes a test override outside production only', () => {
    const override = storage(JSON.stringify({ idleMs: 2000, warningMs: 4000, keepaliveMs: 1000 }));
    expect(patientIdleTimes(false, override)).toEqual({ idleMs: 2000, warningMs: 4000, keepaliveMs: 1000 });
    expect(patientIdleTimes(true, override)).toEqual(PATIENT_IDLE_DEFAULTS);
  });

  it('keeps the default of every value that is missing or not a positive number', () => {
    expect(patientIdleTimes(false, storage('{"idleMs": -5, "warningMs": "1", "keepaliveMs": 500}'))).toEqual({
      ...PATIENT_IDLE_DEFAULTS,
      keepaliveMs: 500,
    });
    expect(patientIdleTimes(false, storage('not json'))).toEqual(PATIENT_IDLE_DEFAULTS);
  });
});

/** §9 idle-library defaults of a patient session: 20 minutes idle, a 30 second warning, keepalive every 10 minutes. */
export interface IdleTimes {
  idleMs: number;
  warningMs: number;
  keepaliveMs: number;
}

export const PATIENT_IDLE_DEFAULTS: IdleTimes = {
  idleMs: 20 * 60_000,
  warningMs: 30_000,
  keepaliveMs: 10 * 60_000,
};

/**
 * End-to-end tests cannot wait 20 minutes: outside production only, a test may shorten the times by
 * putting `{ idleMs, warningMs, keepaliveMs }` in local storage under this key before the app starts.
 * A production build ignores it, so nobody can stretch a patient's session this way.
 */
export const IDLE_TIMES_TEST_KEY = 'rb.test.patientIdleTimes';

export function patientIdleTimes(production: boolean, storage: Pick<Storage, 'getItem'> | null): IdleTimes {
  if (production || !storage) return PATIENT_IDLE_DEFAULTS;
  let override: unknown;
  try {
    override = JSON.parse(storage.getItem(IDLE_TIMES_TEST_KEY) ?? 'null');
  } catch {
    return PATIENT_IDLE_DEFAULTS;
  }
  if (typeof override !== 'object' || override === null) return PATIENT_IDLE_DEFAULTS;
  const times = { ...PATIENT_IDLE_DEFAULTS };
  for (const key of Object.keys(times) as (keyof IdleTimes)[]) {
    const value = (override as Record<string, unknown>)[key];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) times[key] = value;
  }
  return times;
}

import { PATIENT_KIOSK_IDENTITY_COOKIE, patientAuthEndpoints } from '@rb/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Where a kiosk goes back to after a reset (§4). */
export const KIOSK_HOME = '/kiosk?kioskMode=true';

export interface CookieJar {
  cookie: string;
}

/** Removes the patient's kiosk identity cookie (path / like the server sets it). */
export function removePatientKioskIdentity(jar: CookieJar = document): void {
  jar.cookie = `${PATIENT_KIOSK_IDENTITY_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

/**
 * §4 reset: the patient's server session ends, every cached answer (appointments, names) is dropped
 * and the patient cookie removed. Forms are cleared by the navigation that follows (they unmount).
 * A failing logout must not keep the next person on the previous patient's screens.
 */
export async function resetKioskSession(queryClient: QueryClient, jar: CookieJar = document): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.clear();
  removePatientKioskIdentity(jar);
  try {
    await call(patientAuthEndpoints.logout, { skipUnauthorizedHandler: true });
  } catch {
    // Nobody was signed in, or the server is away: the session then dies by its idle limit.
  }
  queryClient.clear();
}

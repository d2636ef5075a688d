import { patientAuthEndpoints } from '@rb/contracts/patient-auth/routes';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Where a kiosk goes back to after a reset (§4). */
export const KIOSK_HOME = '/kiosk?kioskMode=true';

/**
 * §4 reset: the patient's server session ends (and with it the HttpOnly patientKioskIdentity cookie
 * of §3, which only the server can clear), and every cached answer (appointments, names) is dropped.
 * Forms are cleared by the navigation that follows (they unmount). A failing logout must not keep
 * the next person on the previous patient's screens.
 */
export async function resetKioskSession(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.clear();
  try {
    await call(patientAuthEndpoints.logout, { skipUnauthorizedHandler: true });
  } catch {
    // Nobody was signed in, or the server is away: the session then dies by its idle limit.
  }
  queryClient.clear();
}

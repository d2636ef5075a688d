import { kioskEndpoints } from '@rb/contracts/kiosk/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { currentKioskQueryKey } from './current-kiosk-key';

/** GET /api/kiosk/current: the kiosk this browser is (kioskIdentity cookie), or null. */
export const currentKioskQuery = () =>
  queryOptions({
    queryKey: currentKioskQueryKey,
    queryFn: ({ signal }) => call(kioskEndpoints.current, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCurrentKiosk = (enabled = true) => useQuery({ ...currentKioskQuery(), enabled });

/** POST /api/kiosk/identify: staff type the kiosk's id once; the server sets the cookie. */
export const identifyKiosk = (kioskId: string) => call(kioskEndpoints.identify, { body: { kioskId } });

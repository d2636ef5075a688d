import { catalogEndpoints } from '@rb/contracts/catalog/routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Where a mobile van stands on one local day (§7 mobile locations), as its staff planned it. */
export const useVanStopOfDay = (clinicId: number, date: string | null) =>
  useQuery({
    queryKey: ['catalog', 'van-stops', clinicId, date],
    enabled: date !== null,
    queryFn: async ({ signal }) => {
      const day = date as string;
      const answer = await call(catalogEndpoints.listVanStops, {
        params: { clinicId },
        query: { from: day, to: day },
        signal,
      });
      return answer.stops.find((stop) => stop.date === day) ?? null;
    },
  });

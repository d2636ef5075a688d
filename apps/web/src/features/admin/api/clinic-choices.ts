import { catalogEndpoints } from '@rb/contracts/catalog/routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Clinics to scope clinic staff to (the public clinic list). */
export const useClinicChoices = () =>
  useQuery({
    queryKey: ['admin', 'clinic-choices'],
    queryFn: () => call(catalogEndpoints.listClinics, { query: {} }),
    staleTime: 5 * 60_000,
  });

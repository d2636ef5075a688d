import type { WorklistQuery } from '@rb/contracts';
import { adminImagingEndpoints as endpoints } from '@rb/contracts/imaging/imaging.admin.routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

/** The radiologist's worklist: studies of their clinics with images, and the report's state. */
export const useWorklist = (query: WorklistQuery) =>
  useQuery({
    queryKey: ['admin', 'imaging', 'worklist', query],
    queryFn: ({ signal }) => call(endpoints.worklist, { query, signal }),
    placeholderData: keepPreviousData,
  });

import type { PatientChangeRequest } from '@rb/contracts';
import { portalPatientEndpoints } from '@rb/contracts/portal/portal-patient.routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const usePatientDetailsOptions = () =>
  useQuery({
    queryKey: ['portal', 'patient-details-options'],
    queryFn: ({ signal }) => call(portalPatientEndpoints.detailsOptions, { signal }),
    staleTime: 60 * 60_000,
  });

export const useCreatePatientChangeRequest = () =>
  useMutation({
    mutationFn: (body: PatientChangeRequest) => call(portalPatientEndpoints.createChangeRequest, { body }),
  });

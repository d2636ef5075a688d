import type { CreateAppointmentRequest, CreateVisitRequest } from '@rb/contracts';
import { appointmentEndpoints } from '@rb/contracts/appointments/routes';
import { call } from '../../../lib/api-client';

/** One exam on one slot (BOOKED, or PENDING by provider setting). */
export const createAppointment = (body: CreateAppointmentRequest) =>
  call(appointmentEndpoints.createAppointment, { body });

/** Several exams back to back at one clinic: all booked or none. */
export const createVisit = (body: CreateVisitRequest) => call(appointmentEndpoints.createVisit, { body });

import type {
  AppointmentSummaries,
  AuthenticationResult,
  PatientMatchRequest,
  PatientMatchResult,
} from '@rb/contracts';
import { patientAuthEndpoints } from '@rb/contracts/patient-auth/routes';
import { call } from '../../../lib/api-client';

/** POST /api/patient-match: the same answer whether or not a patient matched (§3). */
export const matchPatient = (body: PatientMatchRequest): Promise<PatientMatchResult> =>
  call(patientAuthEndpoints.patientMatch, { body });

/** POST /api/patient-match/validate_code: proves every booking of the matched patient. */
export const validateMatchCode = (code: string): Promise<AuthenticationResult> =>
  call(patientAuthEndpoints.patientMatchCode, { body: { code } });

/** GET /api/appointment-summaries (§7); signedIn false means the portal home must ask first. */
export const getAppointmentSummaries = (): Promise<AppointmentSummaries> =>
  call(patientAuthEndpoints.appointmentSummaries);

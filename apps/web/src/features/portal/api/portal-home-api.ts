import type {
  AppointmentSummaries,
  AuthenticationResult,
  PatientMatchRequest,
  PatientMatchResult,
} from '@rb/contracts';
import { patientAuthEndpoints } from '@rb/contracts/patient-auth/routes';
import { call } from '../../../lib/api-client';
import { earlyAnswerOr } from '../../../lib/early-fetch';

/** POST /api/patient-match: the same answer whether or not a patient matched (§3). */
export const matchPatient = (body: PatientMatchRequest): Promise<PatientMatchResult> =>
  call(patientAuthEndpoints.patientMatch, { body });

/** POST /api/patient-match/validate_code: proves every booking of the matched patient. */
export const validateMatchCode = (code: string): Promise<AuthenticationResult> =>
  call(patientAuthEndpoints.patientMatchCode, { body: { code } });

/**
 * GET /api/appointment-summaries (§7); signedIn false means the portal home must ask first. On a
 * first load of the portal home the entry module has already asked (contracts' earlyStartOf): that
 * answer is taken once, and every later ask (after the code is verified) goes to the server.
 */
export const getAppointmentSummaries = (): Promise<AppointmentSummaries> =>
  earlyAnswerOr(patientAuthEndpoints.appointmentSummaries.path, () =>
    call(patientAuthEndpoints.appointmentSummaries),
  );

import type { CheckInFormRequest } from '@rb/contracts';
import { checkInEndpoints } from '@rb/contracts/check-in/routes';
import { ApiError, call } from '../../../lib/api-client';
import type { CheckInFormValues, CodeResult, Identity } from '../machines/check-in.types';

/** POST /api/check_in/identity_check: the kiosk's (or the link's) clinic and the patient's identity. */
export const identityCheck = (identity: Identity, clinicId: number) =>
  call(checkInEndpoints.identityCheck, { body: { ...identity, clinicId } });

/**
 * §3: in check-in the code goes out with slug and otpMethod empty (the first channel on file), to
 * the booking the identity check's server-side flow matched (the page never learns its key).
 */
export const sendCheckInCode = (lang?: string) =>
  call(checkInEndpoints.sendCode, { body: { slug: '', otpMethod: '', lang } });

/** A right code proves the booking; only then does the answer name its key. */
export const validateCheckInCode = async (code: string): Promise<CodeResult> => {
  const result = await call(checkInEndpoints.validateCode, {
    body: { slug: '', type: 'APPOINTMENT', code },
  });
  return { success: result.success, message: result.message, bookingKey: result.bookingKey };
};

export const checkInAppointments = (bookingKey: string, giveFeedback = true) =>
  call(checkInEndpoints.appointments, {
    query: { bookingKey, giveFeedback: giveFeedback ? 'true' : 'false' },
  });

/** Enable: outside the window the server answers 409 with the late message, which means "no". */
export const enableCheckIn = async (slug: string): Promise<boolean> => {
  try {
    await call(checkInEndpoints.enable, { params: { slug } });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.problem.message === 'message.late_enable_digital_check_in_error') {
      return false;
    }
    throw error;
  }
};

export const prepareCheckIn = (slug: string, form: CheckInFormValues | null) => {
  const body: CheckInFormRequest = { appointmentSlug: slug, ...(form ?? {}) };
  return call(checkInEndpoints.prepare, { params: { slug }, body });
};

export const pollPreparationSent = (slug: string) =>
  call(checkInEndpoints.preparationSent, { params: { slug } });
export const checkInReadiness = (slug: string) => call(checkInEndpoints.readiness, { params: { slug } });
export const checkIn = (slug: string) => call(checkInEndpoints.checkIn, { params: { slug } });
export const pollCheckInSent = (slug: string) => call(checkInEndpoints.checkInSent, { params: { slug } });

export const searchDoctors = (slug: string, text: string, exclude: number[], signal?: AbortSignal) =>
  call(checkInEndpoints.doctorSearch, {
    params: { slug, text },
    query: exclude.length ? { exclude: exclude.join(',') } : {},
    signal,
  } as never);

/** §7 import referral: the clinic already holds the referral (the RIS has it), so none is uploaded. */
export const importReferral = (appointmentId: number) =>
  call(checkInEndpoints.importReferral, { params: { id: appointmentId } });

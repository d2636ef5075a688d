import type {
  CheckInAppointment,
  CheckInFormRequest,
  CheckInPollResponse,
  CheckInReadiness,
  CheckInResult,
  IdentityCheckResponse,
} from '@rb/contracts';

export type {
  CheckInAppointment,
  CheckInPollResponse,
  CheckInReadiness,
  CheckInResult,
  IdentityCheckResponse,
};

/** The §5 check-in form as prepare receives it (simple mode sends only the slug). */
export type CheckInFormValues = Omit<CheckInFormRequest, 'appointmentSlug'>;

export interface Identity {
  lastName: string;
  dateOfBirth: string;
  /** The solved captcha the server asks for off a registered kiosk. */
  captcha?: string | null;
}

export interface CodeResult {
  success: boolean;
  message: string | null;
  /** The booking the code proved (the identity check never names it off a kiosk). */
  bookingKey: string | null;
}

/** §2 check-in steps, as the `step` query parameter shows them. */
export type CheckInStep = 'SUCCESS' | 'COMPLETE' | 'ERROR' | 'CONFIRM' | 'FEEDBACK' | 'VERIFY_OTP';

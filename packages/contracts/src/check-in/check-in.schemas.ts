import { z } from 'zod';
import { dateOfBirth } from '../appointments/patient-details.schemas';
import { multilineText, text } from '../common/text';
import { authenticationResult, authenticationType } from '../patient-auth/patient-auth.schemas';
import { isValidMedicareNumber } from './medicare';

export { isValidMedicareNumber } from './medicare';

/** §9 default: check-in opens this many minutes before the appointment starts (configurable per clinic). */
export const CHECK_IN_OPENS_MINUTES_DEFAULT = 60;
/** §9: the doctor search starts at 3 characters. */
export const DOCTOR_SEARCH_MIN_LENGTH = 3;

export const clinicIdQuery = z.object({ clinicId: z.coerce.number().int().positive() });
export const checkInEnabledResponse = z.object({ result: z.boolean() });
export type CheckInEnabledResponse = z.infer<typeof checkInEnabledResponse>;

/**
 * §3 Check-in identity request; the clinic is the kiosk's (or the phone link's) clinic. `captcha`
 * (addition): a solved ALTCHA challenge (GET /api/authentication/captcha), required off a registered
 * kiosk (400 message.captcha_required / message.captcha_failed).
 */
export const identityCheckRequest = z.object({
  lastName: text().trim().min(1).max(100),
  dateOfBirth,
  clinicId: z.number().int().positive(),
  captcha: text().max(4000).nullish(),
});
export type IdentityCheckRequest = z.input<typeof identityCheckRequest>;

/**
 * §3 Check-in identity response.
 * Off a registered kiosk (`codeRequired` true) the answer is the same whether or not anyone matched:
 * no booking keys, samePatient and feedbackQuestionnaireAnswered false; the server keeps the match in
 * its code flow (flow cookie) and the patient proves the booking with the one-time code (send code,
 * VERIFY_OTP). On a kiosk of that clinic with exactly one match the session is granted at once for
 * check-in only (codeRequired false) and the keys are listed.
 */
export const identityCheckResponse = z.object({
  appointmentBookingKeys: z.array(text()),
  samePatient: z.boolean(),
  feedbackQuestionnaireAnswered: z.boolean(),
  /** A `message.*` key when check-in is switched off for the clinic, else null. */
  disabledReason: text().nullable(),
  codeRequired: z.boolean(),
});
export type IdentityCheckResponse = z.infer<typeof identityCheckResponse>;

/** Where the hand-off to the radiology information system stands (addition, for display and tests). */
export const checkInStatuses = [
  'NOT_STARTED',
  'ENABLED',
  'PREPARING',
  'PREPARED',
  'PREPARE_FAILED',
  'CHECKING_IN',
  'CHECKED_IN',
  'CHECK_IN_FAILED',
] as const;
export const checkInStatus = z.enum(checkInStatuses);
export type CheckInStatus = z.infer<typeof checkInStatus>;

/** §3 Appointment (check-in), with a few additions the screens need (id, names, times, status). */
export const checkInAppointment = z.object({
  id: z.number().int(),
  slug: text(),
  examSlug: text(),
  examName: text(),
  /** §3 nameWithModality: what the patient reads. */
  nameWithModality: text(),
  clinicId: z.number().int(),
  clinicName: text(),
  bookingKey: text(),
  /** ISO instants. */
  startsAt: text(),
  endsAt: text(),
  showGenderSelection: z.boolean(),
  /** Masked except the last 4 digits, or null when the patient has none on file. */
  patientMedicareNumber: text().nullable(),
  checkInSent: z.boolean(),
  checkInPreparedSent: z.boolean(),
  patientFolioNumber: text().nullable(),
  status: checkInStatus,
  /** Simple mode: the clinic only asks for a confirmation, no form (prepare gets only appointmentSlug). */
  simpleMode: z.boolean(),
  /** True while now is inside the check-in window (opens N minutes before start, closes at end). */
  withinWindow: z.boolean(),
});
export type CheckInAppointment = z.infer<typeof checkInAppointment>;

/** Appointments for identity: `giveFeedback=true` also lists today's appointments already checked in. */
export const checkInAppointmentsQuery = z.object({
  bookingKey: text().trim().min(1).max(128),
  giveFeedback: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const checkInAppointmentList = z.array(checkInAppointment);

/**
 * Check-in code send payload (§3): type APPOINTMENT, slug and otpMethod sent empty. The booking is
 * the one the identity check's flow matched (flow cookie); the page does not know its key.
 */
export const checkInSendCodeRequest = z.object({
  bookingKey: text().trim().min(1).max(128).nullish(),
  slug: text().max(128).nullish(),
  otpMethod: z.union([z.literal(''), z.enum(['EMAIL', 'SMS'])]).nullish(),
  lang: text().max(20).nullish(),
});
export type CheckInSendCodeRequest = z.input<typeof checkInSendCodeRequest>;

/**
 * The check-in send answer names no destination: it reads the same whether or not the identity
 * check matched anyone (a code only goes out when it did).
 */
export const checkInSendCodeResult = z.object({
  sent: z.literal(true),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type CheckInSendCodeResult = z.infer<typeof checkInSendCodeResult>;

export const checkInValidateCodeRequest = z.object({
  bookingKey: text().trim().min(1).max(128).nullish(),
  slug: text().max(128).nullish(),
  type: authenticationType.default('APPOINTMENT'),
  code: text().regex(/^\d{6}$/),
  lang: text().max(20).nullish(),
});
export type CheckInValidateCodeRequest = z.input<typeof checkInValidateCodeRequest>;

/** After a right code the booking is proven, so its key may now be named (to load the appointments). */
export const checkInValidateCodeResult = authenticationResult.extend({ bookingKey: text().nullable() });
export type CheckInValidateCodeResult = z.infer<typeof checkInValidateCodeResult>;

export const appointmentSlugParams = z.object({ slug: text().min(1).max(128) });
export const appointmentIdParams = z.object({ id: z.coerce.number().int().positive() });

export const genders = ['Female', 'Male', 'Other'] as const;
export const gender = z.enum(genders);

/**
 * §3/§5 Check-in form. Fields are optional in the schema because simple mode sends only the slug;
 * in full mode the server answers 400 with the field's name when one is missing
 * (`message.field_required`), and `gender` is required only when showGenderSelection.
 */
export const checkInFormRequest = z.object({
  appointmentSlug: text().min(1).max(128),
  /** Doctor id from the doctor search. */
  referrer: z.number().int().positive().nullish(),
  /** yyyy-mm-dd, not in the future (checked in the clinic's zone on the server). */
  dateOfReferral: z.iso.date().nullish(),
  medicareNumber: text()
    .trim()
    .refine(isValidMedicareNumber, { message: 'message.invalid_medicare_number' })
    .nullish(),
  /** Individual reference number (IRN) on the card, 1–9. */
  referenceNumber: z.coerce.number().int().min(1).max(9).nullish(),
  gender: gender.nullish(),
});
export type CheckInFormRequest = z.input<typeof checkInFormRequest>;

/** Poll preparation sent / poll check-in sent: `failed` when the hand-off job gave up. */
export const checkInPollResponse = z.object({
  sent: z.boolean(),
  failed: z.boolean(),
  /** A `message.*` key when failed. */
  message: multilineText().nullable(),
  appointment: checkInAppointment,
});
export type CheckInPollResponse = z.infer<typeof checkInPollResponse>;

/** §3 Readiness. `message` is a `message.*` key (or null) saying why not ready. */
export const checkInReadiness = z.object({
  ready: z.boolean(),
  requiredReferralUploaded: z.boolean(),
  documentTypeId: z.number().int().nullable(),
  message: multilineText().nullable(),
});
export type CheckInReadiness = z.infer<typeof checkInReadiness>;

/** §3 Check-in result. checkInSuccess: accepted; checkInSent: already confirmed by the RIS. */
export const checkInResult = z.object({
  checkInAppointment: checkInAppointment,
  checkInSuccess: z.boolean(),
  checkInSent: z.boolean(),
});
export type CheckInResult = z.infer<typeof checkInResult>;

/** §3 Doctor (a referrer from the directory). */
export const doctor = z.object({
  id: z.number().int(),
  firstName: text(),
  lastName: text(),
  cityName: text(),
  postalCode: text(),
});
export type Doctor = z.infer<typeof doctor>;

export const doctorSearchParams = z.object({
  slug: text().min(1).max(128),
  text: text().trim().min(DOCTOR_SEARCH_MIN_LENGTH).max(100),
});
/** `exclude`: comma-separated ids of doctors already chosen. */
export const doctorSearchQuery = z.object({
  exclude: text()
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/)
    .optional()
    .transform((v) => (v ? v.split(',').map(Number) : [])),
});

export const importReferralResponse = z.object({ imported: z.boolean() });

/**
 * Staff/dev only (admin token): a BOOKED appointment at a clinic starting in `startsInMinutes`, so a
 * check-in can be shown or tested at any time of day without a free slot search.
 */
export const demoAppointmentRequest = z.object({
  clinicId: z.number().int().positive(),
  startsInMinutes: z.number().int().min(-600).max(600).default(15),
  durationMinutes: z.number().int().min(5).max(240).default(15),
  firstName: text().trim().min(1).max(100).default('Olivia'),
  lastName: text().trim().min(1).max(100),
  dateOfBirth,
  email: z.email().max(254).nullish(),
});
export type DemoAppointmentRequest = z.input<typeof demoAppointmentRequest>;
export const demoAppointmentResponse = z.object({
  id: z.number().int(),
  slug: text(),
  bookingKey: text(),
  startsAt: text(),
});

/** Staff: how digital check-in works at one clinic (§4), including what its RIS hands back. */
export const clinicCheckInSetting = z.object({
  enabled: z.boolean(),
  /** Minutes before the appointment check-in opens; null uses the server default. */
  opensMinutes: z.number().int().min(0).max(1440).nullable(),
  simpleMode: z.boolean(),
  showGenderSelection: z.boolean(),
  referralRequired: z.boolean(),
  /** Whether the clinic's RIS gives the patient a folio number on check-in (COMPLETE) or not (SUCCESS). */
  risFolioNumbers: z.boolean(),
  /** Demo RIS adapter only: refuse every hand-off, to show the ERROR path. */
  simulateRisFailure: z.boolean(),
});
export type ClinicCheckInSetting = z.infer<typeof clinicCheckInSetting>;
export const clinicIdParams = z.object({ clinicId: z.coerce.number().int().positive() });

import { z } from 'zod';
import { dateOfBirth } from '../appointments/patient-details.schemas';
import { multilineText, text } from '../common/text';

/** §3 authenticationType: what the patient is about to open after proving who they are. */
export const authenticationTypes = [
  'BOOKING_REQUEST',
  'APPOINTMENT',
  'APPOINTMENT_RESULTS',
  'PATIENT_PORTAL',
] as const;
export const authenticationType = z.enum(authenticationTypes);
export type AuthenticationType = z.infer<typeof authenticationType>;

export const otpMethods = ['EMAIL', 'SMS'] as const;
export const otpMethod = z.enum(otpMethods);
export type OtpMethod = z.infer<typeof otpMethod>;

/** §4: a one-time code has exactly 6 digits. */
export const OTP_CODE_LENGTH = 6;
/** §9: the contact number has at most 10 digits. */
export const CONTACT_NUMBER_MAX_LENGTH = 10;

/**
 * The identifier of a booking as it appears in a link. Lenient on purpose: a malformed key must get
 * the same answer as an unknown one, so the format does not hint at which keys exist.
 */
const bookingIdentifier = text().trim().min(1).max(128);

/** Either the booking key or the slug names the booking; both may be sent (§3). */
const identifiesBooking = (value: { bookingKey?: string | null; slug?: string | null }) =>
  Boolean(value.bookingKey || value.slug);
const identifiesBookingIssue = { message: 'bookingKey or slug is required', path: ['bookingKey'] };

/** §5 contact number: digits only, at most 10. */
export const authContactNumber = text().regex(/^\d+$/).max(CONTACT_NUMBER_MAX_LENGTH);

/** §3 Authentication request (the date-of-birth step). */
export const authenticateRequest = z
  .object({
    bookingKey: bookingIdentifier.nullish(),
    slug: bookingIdentifier.nullish(),
    type: authenticationType,
    dateOfBirth,
    contactNumber: authContactNumber.nullish(),
    shared: z.boolean().default(false),
    /** Base64 ALTCHA payload, required when the previous answer said captchaRequired. */
    captcha: text().max(4096).nullish(),
    /** Locale for the code message and the role translations. */
    lang: text().max(20).nullish(),
  })
  .refine(identifiesBooking, identifiesBookingIssue);
export type AuthenticateRequest = z.input<typeof authenticateRequest>;

/** §3 Authentication result, the answer of the date-of-birth and the code step. */
export const authenticationResult = z.object({
  success: z.boolean(),
  maxAttemptsReached: z.boolean(),
  /** A `message.*` key to show, or null on success. */
  message: multilineText().nullable(),
  /** True when the date of birth was right and a one-time code must follow. */
  codeRequired: z.boolean(),
  /** True when the next attempt must carry a solved captcha. */
  captchaRequired: z.boolean(),
  /** How the code can be sent (only after a right date of birth). */
  otpMethods: z.array(otpMethod).optional(),
  /** §3/§6 role-specific texts (JSON string of key → text) to merge over the base translations. */
  roleTranslations: text().nullable().optional(),
  /** The share link was revoked: the page goes to /deny?revoked=true. */
  revoked: z.boolean().optional(),
});
export type AuthenticationResult = z.infer<typeof authenticationResult>;

/** §3 one-time code send payload. */
export const sendCodeRequest = z
  .object({
    bookingKey: bookingIdentifier.nullish(),
    slug: bookingIdentifier.nullish(),
    otpMethod,
    lang: text().max(20).nullish(),
  })
  .refine(identifiesBooking, identifiesBookingIssue);
export type SendCodeRequest = z.input<typeof sendCodeRequest>;

export const sendCodeResult = z.object({
  sent: z.boolean(),
  otpMethod,
  /** The address the code went to, masked (j•••@example.com, ••••••1234). */
  destination: text(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type SendCodeResult = z.infer<typeof sendCodeResult>;

/** §3 One-time code check. */
export const validateCodeRequest = z
  .object({
    bookingKey: bookingIdentifier.nullish(),
    slug: bookingIdentifier.nullish(),
    type: authenticationType,
    code: text().regex(/^\d{6}$/),
    lang: text().max(20).nullish(),
  })
  .refine(identifiesBooking, identifiesBookingIssue);
export type ValidateCodeRequest = z.input<typeof validateCodeRequest>;

export const bookingKinds = ['APPOINTMENT', 'BOOKING_REQUEST'] as const;
export const bookingKind = z.enum(bookingKinds);
export type BookingKind = z.infer<typeof bookingKind>;

/** One booking a session has proven. */
export const sessionScope = z.object({
  kind: bookingKind,
  bookingKey: text(),
  type: authenticationType,
  shared: z.boolean(),
  /** For a share recipient: the share proven (access ends when it is revoked). */
  shareId: z.number().int().optional(),
  /**
   * Proven at a registered kiosk by last name and date of birth, without the one-time code: only
   * the routes that say so accept it (check-in, referral upload); none hands out patient details.
   */
  kiosk: z.boolean().optional(),
  /**
   * A staff member opened the patient's portal view from the admin panel (§2, §6): it may look at
   * everything the patient sees and change nothing.
   */
  staffView: z.boolean().optional(),
});
export type SessionScope = z.infer<typeof sessionScope>;

/**
 * §2/§6 read-only access, and why: a share recipient (SHARED), a staff member viewing as the patient
 * (STAFF_VIEW), or a booking that is over or cancelled (CLOSED). The server refuses changes with 403
 * `message.access_read_only`; the page shows the badge and no change actions.
 */
export const readOnlyReasons = ['SHARED', 'STAFF_VIEW', 'CLOSED'] as const;
export const readOnlyReason = z.enum(readOnlyReasons);
export type ReadOnlyReason = z.infer<typeof readOnlyReason>;

/** Answer of the staff action that opens a patient's portal view read-only. */
export const staffPortalView = z.object({
  /** The portal page to open in the same browser, which now holds the read-only session. */
  path: text(),
});
export type StaffPortalView = z.infer<typeof staffPortalView>;

/** GET /api/authentication: the current patient session (200 with authenticated=false when none). */
export const authenticationStatus = z.object({
  authenticated: z.boolean(),
  scopes: z.array(sessionScope),
  /** When the session ends at the latest (absolute timeout), ISO instant. */
  expiresAt: text().nullable(),
  /** When the session ends if unused (idle timeout), ISO instant. */
  idleExpiresAt: text().nullable(),
  /** Provider settings the date-of-birth modal needs. */
  contactNumberAuthEnabled: z.boolean(),
  captchaAlwaysRequired: z.boolean(),
});
export type AuthenticationStatus = z.infer<typeof authenticationStatus>;

/** The ALTCHA challenge (v1 format) the browser solves by proof of work. */
export const captchaChallenge = z.object({
  algorithm: text(),
  challenge: text(),
  maxnumber: z.number().int(),
  salt: text(),
  signature: text(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

export const verifyCaptchaRequest = z.object({ token: text().min(1).max(4096) });
export const verifyCaptchaResult = z.object({ verified: z.boolean() });
export type VerifyCaptchaResult = z.infer<typeof verifyCaptchaResult>;

/** The provider's patient-authentication settings (stored section `patientAuth`). */
export const patientAuthSettings = z.object({
  contactNumberAuthEnabled: z.boolean().default(false),
  /** Ask every attempt for a captcha, not only after the first failure. */
  captchaAlwaysRequired: z.boolean().default(false),
});
export type PatientAuthSettings = z.infer<typeof patientAuthSettings>;

import type { EmailTemplate } from '@rb/contracts';
import { z } from 'zod';

/** A path inside the app (`/…`, never `//host` or a full URL), so a message can only link to us. */
const appPath = z.string().regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path inside the app');
/** Zones already checked: building a formatter to test a zone costs more than rendering the email. */
const checkedZones = new Map<string, boolean>();
const isTimeZone = (zone: string) => {
  let valid = checkedZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    if (checkedZones.size < 1_000) checkedZones.set(zone, valid);
  }
  return valid;
};
const timeZone = z.string().refine(isTimeZone, 'must be an IANA time zone');
const optionalText = z.string().nullish();

const appointmentData = z.object({
  firstName: z.string().min(1),
  examName: z.string().min(1),
  modalityName: optionalText,
  clinicName: z.string().min(1),
  clinicAddress: optionalText,
  clinicPhone: optionalText,
  start: z.coerce.date(),
  end: z.coerce.date().nullish(),
  timeZone,
  preparationNotes: optionalText,
  bookingKey: optionalText,
  confirmationPath: appPath,
});

/** A booked appointment the patient may still change: its key opens the portal. */
const changeableAppointmentData = appointmentData.extend({ bookingKey: z.string().regex(/^[\w-]{8,128}$/) });

const bookingRequestData = appointmentData.extend({
  clinicName: optionalText,
  start: z.coerce.date().nullish(),
  timeZone: timeZone.nullish(),
});

const otpData = z.object({
  firstName: optionalText,
  code: z.string().regex(/^\d{6}$/),
  expiresInMinutes: z.number().int().positive().default(5),
});

const cancellationData = appointmentData.extend({
  confirmationPath: appPath.nullish(),
  reason: optionalText,
});

const shareData = z.object({
  contactName: optionalText,
  senderName: z.string().min(1),
  note: z.string().max(2000).nullish(),
  sharePath: appPath,
});

const resultsData = z.object({
  firstName: z.string().min(1),
  examName: z.string().min(1),
  clinicName: optionalText,
  resultsPath: appPath,
});

/** A referrer's link to the images of a released report (issue 15): the quick-report page. */
const referrerImagesData = z.object({
  referrerName: optionalText,
  examName: z.string().min(1),
  clinicName: optionalText,
  quickReportPath: appPath,
});

/** A patient asks the provider's staff to get in touch (call-centre email, callback request). */
const staffContactData = z.object({
  patientName: z.string().min(1),
  contactNumber: optionalText,
  message: z.string().max(2000).nullish(),
});

/** The values every template may show; each template fills the ones its data has. */
export interface MessageValues {
  name?: string | null;
  examName?: string | null;
  clinicName?: string | null;
  clinicAddress?: string | null;
  clinicPhone?: string | null;
  start?: Date | null;
  end?: Date | null;
  timeZone?: string | null;
  preparationNotes?: string | null;
  code?: string;
  minutes?: number;
  senderName?: string;
  note?: string | null;
  /** Where the action button leads, a path inside the app. */
  actionPath?: string | null;
}

export type DetailRow = 'exam' | 'clinic' | 'address' | 'phone' | 'date' | 'time';

export interface TemplateDefinition<S extends z.ZodType = z.ZodType> {
  data: S;
  /** Realistic data for the preview page and the tests. */
  sample: z.input<S> & Record<string, unknown>;
  values(data: z.output<S>): MessageValues;
  /** Labelled lines under the intro, shown when their value is present. */
  details: DetailRow[];
  /** Paragraph keys after the details (`notification.<template>.<suffix>`). */
  paragraphs: string[];
  preparation: boolean;
  /**
   * Optional messages (reminders, notices) are not sent for a booking whose patient unsubscribed;
   * their `referenceId` must be the booking key. Essential ones (codes, confirmations) always are.
   */
  optional?: boolean;
}

const define = <S extends z.ZodType>(definition: TemplateDefinition<S>) =>
  definition as unknown as TemplateDefinition;

const sampleAppointment = {
  firstName: 'Olivia',
  examName: 'MRI Knee',
  modalityName: 'MRI',
  clinicName: 'Harbourside Imaging',
  clinicAddress: '12 Circular Quay West, Sydney NSW 2000',
  clinicPhone: '02 9000 1234',
  start: '2030-03-14T23:30:00.000Z',
  end: '2030-03-15T00:00:00.000Z',
  timeZone: 'Australia/Sydney',
  preparationNotes: 'Remove all metal items.\nArrive 15 minutes early to complete a safety questionnaire.',
  bookingKey: 'sampleBookingKey0000000000',
  confirmationPath: '/harbourside-imaging/appointments/sampleBookingKey0000000000',
};

const appointmentValues = (data: z.output<typeof appointmentData>): MessageValues => ({
  name: data.firstName,
  examName: data.examName,
  clinicName: data.clinicName,
  clinicAddress: data.clinicAddress,
  clinicPhone: data.clinicPhone,
  start: data.start,
  end: data.end,
  timeZone: data.timeZone,
  preparationNotes: data.preparationNotes,
  actionPath: data.confirmationPath,
});

/**
 * "View or change your appointment" leads to the portal (§2 /appointments/{bookingKey}), which asks
 * the patient to prove the booking and then lets them change it; the confirmation page cannot. A
 * booking staff made keeps §6 staffBooking, so the sign-in page is worded for it.
 */
const changeableValues = (data: z.output<typeof changeableAppointmentData>): MessageValues => ({
  ...appointmentValues(data),
  actionPath: `/appointments/${data.bookingKey}${
    data.confirmationPath && /[?&]staffBooking=true\b/.test(data.confirmationPath) ? '?staffBooking=true' : ''
  }`,
});

const appointmentDetails: DetailRow[] = ['exam', 'clinic', 'address', 'phone', 'date', 'time'];

/** A staff account's one-time link to set its password (issue 13). */
const staffPasswordData = z.object({ name: optionalText, passwordPath: appPath });
const staffPassword = define({
  data: staffPasswordData,
  sample: { name: 'Sam', passwordPath: '/oidc/password/sampleToken0000000000000000000000000000000000' },
  values: (data) => ({ name: data.name ?? null, actionPath: data.passwordPath }),
  details: [],
  paragraphs: ['expiry'],
  preparation: false,
});

const staffContact = define({
  data: staffContactData,
  sample: { patientName: 'Olivia Smith', contactNumber: '0412 345 678', message: 'Please call after 3 pm.' },
  values: (data) => ({ senderName: data.patientName, clinicPhone: data.contactNumber, note: data.message }),
  details: ['phone'],
  paragraphs: ['note'],
  preparation: false,
});

/** Staff declined a patient's change request (issue 14 §5): their message is the email's body. */
const changeRequestDeclined = define({
  data: z.object({ firstName: z.string().min(1), message: z.string().min(1).max(2000) }),
  sample: {
    firstName: 'Olivia',
    message: 'Please bring photo ID to your appointment so we can check the new name.',
  },
  values: (data) => ({ name: data.firstName, note: data.message }),
  details: [],
  paragraphs: ['note', 'help'],
  preparation: false,
});

export const templates: Record<EmailTemplate, TemplateDefinition> = {
  appointment_confirmation: define({
    data: changeableAppointmentData,
    sample: sampleAppointment,
    values: changeableValues,
    details: appointmentDetails,
    paragraphs: [],
    preparation: true,
  }),
  appointment_pending: define({
    data: appointmentData,
    sample: sampleAppointment,
    values: appointmentValues,
    details: appointmentDetails,
    paragraphs: [],
    preparation: true,
  }),
  booking_request_confirmation: define({
    data: bookingRequestData,
    sample: {
      ...sampleAppointment,
      examName: 'CT Coronary Angiogram',
      start: null,
      end: null,
      confirmationPath: '/harbourside-imaging/booking-requests/sampleBookingKey0000000000',
    },
    values: (data) => ({
      ...appointmentValues(data as z.output<typeof appointmentData>),
      start: data.start,
      timeZone: data.timeZone,
    }),
    details: ['exam', 'clinic', 'address', 'phone'],
    paragraphs: [],
    preparation: true,
  }),
  otp_code: define({
    data: otpData,
    sample: { firstName: 'Olivia', code: '493817', expiresInMinutes: 5 },
    values: (data) => ({ name: data.firstName, code: data.code, minutes: data.expiresInMinutes }),
    details: [],
    paragraphs: ['expiry'],
    preparation: false,
  }),
  reschedule: define({
    data: changeableAppointmentData,
    sample: sampleAppointment,
    values: changeableValues,
    details: appointmentDetails,
    paragraphs: [],
    preparation: true,
  }),
  cancellation: define({
    data: cancellationData,
    sample: { ...sampleAppointment, confirmationPath: null, reason: null },
    // After a cancellation the button leads to booking again, not to the cancelled appointment.
    values: (data) => ({
      ...appointmentValues({ ...data, confirmationPath: '/' }),
      preparationNotes: null,
      note: data.reason,
    }),
    details: ['exam', 'clinic', 'address', 'phone'],
    // The clinic's reason, when it gave one (staff cancelling, a schedule change: issue 39).
    paragraphs: ['note', 'help'],
    preparation: false,
  }),
  share_invitation: define({
    data: shareData,
    sample: {
      contactName: 'Daniel',
      senderName: 'Olivia Smith',
      note: 'Here are my knee scan results for our appointment next week.',
      sharePath: '/appointments/sampleBookingKey0000000000/result?shared=true',
    },
    values: (data) => ({
      name: data.contactName,
      senderName: data.senderName,
      note: data.note,
      actionPath: data.sharePath,
    }),
    details: [],
    paragraphs: ['note', 'how'],
    preparation: false,
  }),
  results_ready: define({
    data: resultsData,
    sample: {
      firstName: 'Olivia',
      examName: 'MRI Knee',
      clinicName: 'Harbourside Imaging',
      resultsPath: '/appointments/sampleBookingKey0000000000/result',
    },
    values: (data) => ({
      name: data.firstName,
      examName: data.examName,
      clinicName: data.clinicName,
      actionPath: data.resultsPath,
    }),
    details: ['exam', 'clinic'],
    paragraphs: [],
    preparation: false,
    optional: true,
  }),
  referrer_images_ready: define({
    data: referrerImagesData,
    sample: {
      referrerName: 'Dr Chen',
      examName: 'CT Chest',
      clinicName: 'Harbourside Imaging',
      quickReportPath: '/referrer/quick-report?imsec=sampleImsec00000000000000000000000000000000',
    },
    values: (data) => ({
      name: data.referrerName ?? null,
      examName: data.examName,
      clinicName: data.clinicName,
      actionPath: data.quickReportPath,
    }),
    details: ['exam', 'clinic'],
    paragraphs: ['expiry'],
    preparation: false,
  }),
  call_centre_email: staffContact,
  callback_request: staffContact,
  staff_invitation: staffPassword,
  staff_password_reset: staffPassword,
  patient_change_request_declined: changeRequestDeclined,
};

export class InvalidMessageDataError extends Error {
  constructor(
    readonly template: string,
    readonly fields: string[],
  ) {
    super(`Invalid data for message template ${template}: ${fields.join(', ')}`);
    this.name = 'InvalidMessageDataError';
  }
}

/** The template's values from the caller's data; a programming error (missing field) throws. */
export function messageValues(template: EmailTemplate, data: unknown): MessageValues {
  const definition = templates[template];
  const parsed = definition.data.safeParse(data);
  if (!parsed.success) {
    throw new InvalidMessageDataError(
      template,
      parsed.error.issues.map((issue) => issue.path.join('.')),
    );
  }
  return definition.values(parsed.data);
}

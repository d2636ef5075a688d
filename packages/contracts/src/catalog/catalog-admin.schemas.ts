import { z } from 'zod';
import { localeSchema } from '../common/locale';
import { multilineText, text } from '../common/text';
import { openingHours, vanStop } from './catalog.schemas';

/**
 * The provider's catalogue as staff run it (issue 39): regions, clinics, devices, exams and postal
 * codes. Rules a schema cannot say (a known IANA zone, unique paths, a device able to perform each
 * exam, the device's modality) come back as 400 with a `message.*` per field.
 */

const id = z.number().int().positive().max(2_147_483_647);
/** Paths and slugs: lower-case words joined by hyphens, as they appear in URLs. */
export const catalogSlug = text()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const name = text().trim().min(1).max(200);
const optionalText = (max: number) => multilineText().trim().max(max).nullable();

export const adminRegion = z.object({
  id: z.number().int(),
  slug: text(),
  name: text(),
  latitude: z.number(),
  longitude: z.number(),
  sortOrder: z.number().int(),
});
export type AdminRegion = z.infer<typeof adminRegion>;

export const regionInput = z.object({
  slug: catalogSlug,
  name,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  sortOrder: z.number().int().min(0).max(10_000),
});
export type RegionInput = z.infer<typeof regionInput>;

/** A device (room) as staff manage it; its status changes through the schedule (it may strand bookings). */
export const adminDevice = z.object({
  id: z.number().int(),
  clinicId: z.number().int(),
  name: text(),
  modalityId: z.number().int(),
  modalityCode: text(),
  active: z.boolean(),
  examSlugs: z.array(text()),
});
export type AdminDevice = z.infer<typeof adminDevice>;

export const deviceInput = z.object({
  name,
  modalityId: id,
  /** Exams the device performs; each group adds every exam of that group (as it is when saved). */
  examSlugs: z.array(text().min(1).max(200)).max(500),
  examGroups: z.array(text().min(1).max(100)).max(50),
});
export type DeviceInput = z.infer<typeof deviceInput>;

export const adminClinic = z.object({
  id: z.number().int(),
  name: text(),
  /** The clinic's part of the confirmation path (§2 `{clinicPath}`). */
  clinicPath: text(),
  regionId: z.number().int(),
  address: text(),
  suburb: text(),
  state: text(),
  postcode: text(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: text(),
  phone: text(),
  email: text().nullable(),
  openingHours: z.array(openingHours),
  walkInEnabled: z.boolean(),
  mobile: z.boolean(),
  /** Archived clinics keep their bookings' history and are offered to nobody. */
  archived: z.boolean(),
  /** Whether any appointment was ever booked here (then it can only be archived). */
  hasBookings: z.boolean(),
  devices: z.array(adminDevice),
});
export type AdminClinic = z.infer<typeof adminClinic>;

const timeOfDay = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const clinicInput = z.object({
  name,
  clinicPath: catalogSlug,
  regionId: id,
  address: text().trim().min(1).max(200),
  suburb: text().trim().min(1).max(100),
  state: text().trim().min(1).max(50),
  postcode: text().trim().min(1).max(20),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** An IANA zone (`Australia/Sydney`); required, checked against the zones the server knows. */
  timeZone: text().trim().min(1).max(100),
  phone: text().trim().min(1).max(40),
  email: z.email().max(200).nullable(),
  openingHours: z
    .array(z.object({ weekday: z.number().int().min(0).max(6), opens: timeOfDay, closes: timeOfDay }))
    .max(21),
  walkInEnabled: z.boolean(),
  mobile: z.boolean(),
});
export type ClinicInput = z.infer<typeof clinicInput>;

export const archiveRequest = z.object({ archived: z.boolean() });

export const adminExam = z.object({
  id: z.number().int(),
  slug: text(),
  name: text(),
  modalityId: z.number().int(),
  examCode: text(),
  priority: z.number().int(),
  durationMinutes: z.number().int(),
  preparationMinutes: z.number().int(),
  minutesPrior: z.number().int(),
  enquiryOnly: z.boolean(),
  walkIn: z.boolean(),
  specialEnquiry: z.boolean(),
  generalEnquiry: z.boolean(),
  groupName: text().nullable(),
  examNotes: text().nullable(),
  notes: multilineText().nullable(),
  preparationNotes: multilineText().nullable(),
  showBookingRequestInfoModal: z.boolean(),
  active: z.boolean(),
  bodyPartSlugs: z.array(text()),
  /** The devices that perform it, at any clinic. */
  deviceIds: z.array(z.number().int()),
  texts: z.array(
    z.object({
      locale: localeSchema,
      name: text().nullable(),
      examNotes: text().nullable(),
      notes: multilineText().nullable(),
      preparationNotes: multilineText().nullable(),
    }),
  ),
  documentTypeCodes: z.array(text()),
  questionnaireKeys: z.array(text()),
});
export type AdminExam = z.infer<typeof adminExam>;

const examText = z.object({
  locale: localeSchema,
  name: text().trim().max(200).nullable(),
  examNotes: text().trim().max(500).nullable(),
  notes: optionalText(5000),
  preparationNotes: optionalText(5000),
});
export type ExamTextInput = z.infer<typeof examText>;

export const examInput = z.object({
  slug: catalogSlug,
  name,
  modalityId: id,
  examCode: text().trim().min(1).max(50),
  priority: z.number().int().min(0).max(10_000),
  durationMinutes: z.number().int().min(1).max(480),
  preparationMinutes: z.number().int().min(0).max(480),
  minutesPrior: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 30),
  enquiryOnly: z.boolean(),
  walkIn: z.boolean(),
  specialEnquiry: z.boolean(),
  generalEnquiry: z.boolean(),
  groupName: text().trim().max(100).nullable(),
  examNotes: text().trim().max(500).nullable(),
  notes: optionalText(5000),
  preparationNotes: optionalText(5000),
  showBookingRequestInfoModal: z.boolean(),
  active: z.boolean(),
  bodyPartSlugs: z.array(text().min(1).max(100)).max(50),
  /** Devices of the exam's modality that perform it; a bookable exam needs at least one. */
  deviceIds: z.array(id).max(500),
  /**
   * The exam's texts in the provider's other locales; its own fields above are the default locale's.
   * A text left null shows the default's. Absent (an older catalogue file): the texts stay as they are.
   */
  texts: z.array(examText).max(20).optional(),
  /** The documents the patient must bring or upload (§3 examDocumentTypes; `REFERRAL`: referral required). Absent: unchanged. */
  documentTypeCodes: z.array(text().min(1).max(50)).max(50).optional(),
  /** The questionnaires that apply to it, by key (the questionnaire's `examSlugs`). Absent: unchanged. */
  questionnaireKeys: z.array(text().min(1).max(200)).max(100).optional(),
});
export type ExamInput = z.infer<typeof examInput>;

export const adminCatalog = z.object({
  regions: z.array(adminRegion),
  modalities: z.array(z.object({ id: z.number().int(), code: text(), name: text() })),
  bodyParts: z.array(z.object({ slug: text(), name: text() })),
  /** What an exam may ask for and which questionnaires may apply, to choose from. */
  documentTypes: z.array(z.object({ code: text(), title: text() })),
  questionnaires: z.array(z.object({ key: text(), title: text(), type: text() })),
  clinics: z.array(adminClinic),
  exams: z.array(adminExam),
});
export type AdminCatalog = z.infer<typeof adminCatalog>;

/** The clinics a staff member may open: all for the admin, their own for clinic staff. */
export const staffClinics = z.object({
  clinics: z.array(
    z.object({
      id: z.number().int(),
      name: text(),
      timeZone: text(),
      archived: z.boolean(),
      /** A mobile van: its stops by date open from here too. */
      mobile: z.boolean(),
    }),
  ),
});
export type StaffClinics = z.infer<typeof staffClinics>;

export const postalCodeImportRequest = z.object({
  /** CSV with a header row: code, suburb, state, country (optional, default AU), latitude, longitude. */
  csv: multilineText().max(900_000),
  /** True: check every row and write nothing. */
  dryRun: z.boolean(),
});
export type PostalCodeImportRequest = z.infer<typeof postalCodeImportRequest>;

export const importRowError = z.object({
  /** 1-based line of the file (the header is line 1). */
  row: z.number().int(),
  field: text(),
  message: text(),
});
export type ImportRowError = z.infer<typeof importRowError>;

/** Nothing is written while any row has an error; `written` says whether this call wrote. */
export const postalCodeImportOutcome = z.object({
  written: z.boolean(),
  rows: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  errors: z.array(importRowError),
});
export type PostalCodeImportOutcome = z.infer<typeof postalCodeImportOutcome>;

/** Exams' slugs in the order patients see them: their priorities become 10, 20, 30…; unlisted ones follow. */
export const examOrderInput = z.object({ slugs: z.array(text().min(1).max(100)).min(1).max(5000) });
export type ExamOrderInput = z.infer<typeof examOrderInput>;
export const examOrder = z.object({ exams: z.array(z.object({ slug: text(), priority: z.number().int() })) });
export type ExamOrder = z.infer<typeof examOrder>;

export const clinicParams = z.object({ clinicId: z.coerce.number().int().positive().max(2_147_483_647) });
export const clinicDeviceParams = clinicParams.extend({
  deviceId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const catalogIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A mobile van's stop on one date, as staff save it; its hours close after they open. */
export const vanStopInput = z.object({
  placeName: name,
  address: text().trim().min(1).max(300),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  opens: timeOfDay,
  closes: timeOfDay,
});
export type VanStopInput = z.infer<typeof vanStopInput>;

/** A van's stops from its today on (in its zone), for staff to plan. */
export const adminVanStops = z.object({
  clinicId: z.number().int(),
  name: text(),
  timeZone: text(),
  /** The van's local date now: earlier days cannot be changed. */
  today: z.iso.date(),
  stops: z.array(vanStop),
});
export type AdminVanStops = z.infer<typeof adminVanStops>;

export const vanStopParams = clinicParams.extend({ date: z.iso.date() });

import { z } from 'zod';
import { localeSchema } from '../common/locale';
import { multilineText, text } from '../common/text';

/** A query flag: `true`/`false` (also 1/0, yes/no) in the query string, a boolean after parsing. */
export const queryFlag = z.stringbool();

export const latitude = z.coerce.number().min(-90).max(90);
export const longitude = z.coerce.number().min(-180).max(180);

export const geoLocation = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GeoLocation = z.infer<typeof geoLocation>;

/** §3 Region, with the centre of its map. */
export const region = z.object({
  id: z.number().int(),
  slug: text(),
  name: text(),
  location: geoLocation,
});
export type Region = z.infer<typeof region>;

export const modality = z.object({ id: z.number().int(), code: text(), name: text() });
export type Modality = z.infer<typeof modality>;

/** §3 Exam plus what booking needs: duration, enquiry-only, walk-in, group, body parts, preparation. */
export const exam = z.object({
  slug: text(),
  name: text(),
  nameWithModality: text(),
  modalityId: z.number().int(),
  modalityName: text(),
  priority: z.number().int(),
  examCode: text(),
  examNotes: text().nullable(),
  notes: multilineText().nullable(),
  showBookingRequestInfoModal: z.boolean(),
  durationMinutes: z.number().int(),
  /** Booked as an enquiry (booking request), never on a slot. */
  enquiryOnly: z.boolean(),
  /** Done without an appointment at clinics that take walk-ins (message.walk_in_exam_detected). */
  walkIn: z.boolean(),
  specialEnquiry: z.boolean(),
  generalEnquiry: z.boolean(),
  groupName: text().nullable(),
  bodyPartSlugs: z.array(text()),
  preparationNotes: text().nullable(),
  /** Minutes the patient should arrive early to prepare. */
  preparationMinutes: z.number().int(),
  /** Minimum notice: no slot starts sooner than this many minutes from now. */
  minutesPrior: z.number().int(),
});
export type Exam = z.infer<typeof exam>;

/** GET /api/exams filters (§7: enquiry, walk-in, group, special and general enquiry exams). All optional, combined with AND. */
export const examsQuery = z.object({
  enquiry: queryFlag.optional(),
  walkIn: queryFlag.optional(),
  group: text().max(100).optional(),
  special: queryFlag.optional(),
  generalEnquiry: queryFlag.optional(),
  bodyPart: text().max(100).optional(),
  search: text().max(100).optional(),
  modalityId: z.coerce.number().int().positive().optional(),
  /** The patient's language: names, notes and instructions in it where the provider wrote them. */
  locale: localeSchema.optional(),
});
export type ExamsQuery = z.input<typeof examsQuery>;

export const bodyPart = z.object({
  id: z.number().int(),
  slug: text(),
  name: text(),
  /** Which part of the body figure this highlights. */
  figureRegion: text(),
});
export type BodyPart = z.infer<typeof bodyPart>;

/** One opening-hours line of a clinic, local time in the clinic's zone; weekday 0 = Sunday. */
export const openingHours = z.object({
  weekday: z.number().int().min(0).max(6),
  opens: text(),
  closes: text(),
});

export const clinic = z.object({
  id: z.number().int(),
  slug: text(),
  name: text(),
  address: text(),
  suburb: text(),
  state: text(),
  postcode: text(),
  latitude: z.number(),
  longitude: z.number(),
  /** IANA zone the clinic's slots are computed and shown in. */
  timeZone: text(),
  phone: text(),
  email: text().nullable(),
  regionSlug: text(),
  regionName: text(),
  walkInEnabled: z.boolean(),
  /** A mobile location (imaging van, §2 mobileLocationId); its address is where it is parked now. */
  mobile: z.boolean(),
  openingHours: z.array(openingHours),
  /** Straight-line distance from the given location; null without a location. */
  distanceKm: z.number().nullable(),
});
export type Clinic = z.infer<typeof clinic>;

/** GET /api/clinics: a location sorts nearest first and fills distanceKm; examSlug keeps clinics offering it. */
export const clinicsQuery = z
  .object({
    examSlug: text().max(200).optional(),
    lat: latitude.optional(),
    lng: longitude.optional(),
    regionSlug: text().max(100).optional(),
    walkIn: queryFlag.optional(),
    /** §2 mobileLocationId: only that mobile location (an imaging van). */
    mobileLocationId: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    path: ['lng'],
    message: 'lat and lng go together',
  });
export type ClinicsQuery = z.input<typeof clinicsQuery>;

/** §7 mobile locations and token; a location sorts them nearest first. */
export const mobileLocationsQuery = z
  .object({ lat: latitude.optional(), lng: longitude.optional() })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    path: ['lng'],
    message: 'lat and lng go together',
  });
export const mobileLocations = z.object({
  mobileLocations: z.array(clinic),
  /** Changes whenever a van is added, removed or moved, so a page holding the list can tell it is stale. */
  token: text(),
});
export type MobileLocations = z.infer<typeof mobileLocations>;

/** Where a mobile van stands on one local date in its zone, and its hours there ('HH:MM'). */
export const vanStop = z.object({
  date: z.iso.date(),
  placeName: text(),
  address: text(),
  latitude: z.number(),
  longitude: z.number(),
  opens: text(),
  closes: text(),
});
export type VanStop = z.infer<typeof vanStop>;

/** The longest stretch of a van's stops one call answers. */
export const MAX_VAN_STOP_DAYS = 92;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export const vanStopsParams = z.object({ clinicId: z.coerce.number().int().positive().max(2_147_483_647) });
/** Local dates of the van, both included. */
export const vanStopsQuery = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'message.field_invalid' })
  .refine((q) => dayNumber(q.to) - dayNumber(q.from) < MAX_VAN_STOP_DAYS, {
    path: ['to'],
    message: 'message.field_invalid',
  });
export const vanStops = z.object({ clinicId: z.number().int(), stops: z.array(vanStop) });
export type VanStops = z.infer<typeof vanStops>;

export const regionSlugParams = z.object({ regionSlug: text().min(1).max(100) });

/** §3 Clinic exam list: which clinic of a region offers which exam, on which devices. */
export const clinicExam = z.object({
  clinic: z.object({ id: z.number().int(), slug: text(), name: text() }),
  examSlug: text(),
  examName: text(),
  deviceIds: z.array(z.number().int()),
  /** The clinic's own duration for this exam when it differs from the exam's. */
  customDurationMinutes: z.number().int().nullable(),
});
export const clinicExamList = z.object({ clinicExams: z.array(clinicExam) });
export type ClinicExamList = z.infer<typeof clinicExamList>;

/** §3 Postal code location. */
export const postalCodeLocation = z.object({
  id: z.number().int(),
  code: text(),
  country: text(),
  suburb: text(),
  state: text(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PostalCodeLocation = z.infer<typeof postalCodeLocation>;

export const postalCodeSearchQuery = z.object({ search: text().trim().min(2).max(60) });
export const postalCodeFromLocationQuery = z.object({ lat: latitude, lng: longitude });
/** Nearest postal code within the provider's distance limit, or null (message.cant_locate on the web). */
export const postalCodeFromLocationResponse = z.object({ postalCodeLocation: postalCodeLocation.nullable() });
export const postalCodeIdParams = z.object({ id: z.coerce.number().int().positive() });

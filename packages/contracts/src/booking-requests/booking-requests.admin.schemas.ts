import { z } from 'zod';
import { bookingKey } from '../appointments/booking-key.schemas';
import { multilineText, text } from '../common/text';

/**
 * Triage states of an enquiry (booking request), derived on the server:
 * NEW (PENDING, no call logged), WAITING_FOR_PROTOCOL (ON_HOLD), CONTACTED (PENDING with a call
 * logged), BOOKED (converted to an appointment), CLOSED (CANCELED, DELETED or REMOVED_BY_OPERATOR).
 */
export const enquiryTriageStates = ['NEW', 'WAITING_FOR_PROTOCOL', 'CONTACTED', 'BOOKED', 'CLOSED'] as const;
export const enquiryTriageState = z.enum(enquiryTriageStates);
export type EnquiryTriageState = z.infer<typeof enquiryTriageState>;

export const enquirySortFields = ['createdAt', 'updatedAt', 'patientName', 'clinicName'] as const;

/** GET /api/admin/booking_requests: server-side filtering, sorting and paging. */
export const enquiryListQuery = z.object({
  state: enquiryTriageState.optional(),
  /** Only this clinic's enquiries (clinic staff otherwise see all of their clinics'). */
  clinicId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Matches the patient's name, email or the booking key (case-insensitive, contains). */
  search: text().trim().max(100).optional(),
  sort: z.enum(enquirySortFields).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type EnquiryListQuery = z.input<typeof enquiryListQuery>;

export const enquiryExam = z.object({ slug: text(), name: text(), nameWithModality: text() });

export const enquiryListItem = z.object({
  id: z.number().int(),
  bookingKey,
  state: enquiryTriageState,
  /** The stored booking request status (§3). */
  status: text(),
  type: text(),
  clinic: z.object({ id: z.number().int(), name: text() }).nullable(),
  patientName: text(),
  exams: z.array(enquiryExam),
  createdAt: text(),
  updatedAt: text(),
});
export type EnquiryListItem = z.infer<typeof enquiryListItem>;

export const enquiryStateCounts = z.object({
  NEW: z.number().int(),
  WAITING_FOR_PROTOCOL: z.number().int(),
  CONTACTED: z.number().int(),
  BOOKED: z.number().int(),
  CLOSED: z.number().int(),
});
export type EnquiryStateCounts = z.infer<typeof enquiryStateCounts>;

export const enquiryList = z.object({
  items: z.array(enquiryListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Counts per state over the same clinics and search, whatever `state` filter is applied. */
  counts: enquiryStateCounts,
});
export type EnquiryList = z.infer<typeof enquiryList>;

export const enquiryParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const enquiryCall = z.object({
  id: z.number().int(),
  outcome: z.enum(['REACHED', 'NO_ANSWER', 'LEFT_MESSAGE', 'WRONG_NUMBER']),
  note: text().nullable(),
  staffSubject: text(),
  createdAt: text(),
});
export type EnquiryCall = z.infer<typeof enquiryCall>;

export const enquiryReferral = z.object({
  id: z.number().int(),
  fileName: text(),
  contentType: text(),
  sizeBytes: z.number().int(),
});

export const enquiryAnswer = z.object({
  questionnaireTitle: text(),
  answers: z.record(text(), z.unknown()),
  createdAt: text(),
});

export const enquiryDetail = enquiryListItem.extend({
  patient: z.object({
    firstName: text(),
    lastName: text(),
    dateOfBirth: text(),
    email: text(),
    contactNumber: text().nullable(),
  }),
  notes: text().nullable(),
  preferredDates: text().nullable(),
  /** Why staff closed it; the patient reads it on the deny page. */
  closeReason: text().nullable(),
  referrals: z.array(enquiryReferral),
  answers: z.array(enquiryAnswer),
  calls: z.array(enquiryCall),
  /** The appointment it was converted to. */
  appointment: z.object({ slug: text(), bookingKey }).nullable(),
});
export type EnquiryDetail = z.infer<typeof enquiryDetail>;

/** POST …/{id}/contact: log a call and its outcome. */
export const logEnquiryCall = z.object({
  outcome: enquiryCall.shape.outcome,
  note: multilineText().trim().max(2000).nullish(),
});
export type LogEnquiryCall = z.input<typeof logEnquiryCall>;

/** POST …/{id}/convert: book one exam of the enquiry on a free slot of the clinic. */
export const convertEnquiry = z.object({
  examSlug: text().min(1).max(200),
  deviceId: z.number().int().positive().max(2_147_483_647),
  start: z.iso.datetime({ offset: true }),
});
export type ConvertEnquiry = z.input<typeof convertEnquiry>;

export const convertedEnquiry = z.object({
  enquiry: enquiryDetail,
  appointment: z.object({ id: z.number().int(), slug: text(), bookingKey, startsAt: text() }),
});
export type ConvertedEnquiry = z.infer<typeof convertedEnquiry>;

/** POST …/{id}/close: the reason is shown to the patient on the deny page. */
export const closeEnquiry = z.object({ reason: multilineText().trim().min(1).max(1000) });
export type CloseEnquiry = z.input<typeof closeEnquiry>;

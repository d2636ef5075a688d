import { z } from 'zod';
import { multilineText, text } from '../common/text';
import { patientChangeOrigin } from '../portal/portal-patient.schemas';

/**
 * Issue 14 §5 and §6: the queues of what patients ask staff from the portal. Change requests
 * (correct my details) are applied to the patient record or declined with a message the patient
 * is emailed; call-back and call-centre requests are claimed, noted and marked done.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const adminRequestParams = z.object({ id });

/** Paging and sorting shared by the queues (the server sorts, filters and pages). */
const queuePaging = {
  /** Only this clinic's requests (clinic staff otherwise see all of their clinics'). */
  clinicId: id.optional(),
  /** Matches the patient's name, email or the booking key (case-insensitive, contains). */
  search: text().trim().max(100).optional(),
  sort: z.enum(['createdAt', 'patientName']).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};

const clinicRef = z.object({ id: z.number().int(), name: text() }).nullable();
/** Where staff open the booking the request is about: an appointment's slug or an enquiry's id. */
const bookingRef = z.object({
  kind: z.enum(['APPOINTMENT', 'BOOKING_REQUEST']),
  bookingKey: text(),
  appointmentSlug: text().nullable(),
  bookingRequestId: z.number().int().nullable(),
});

export const changeRequestStatuses = ['OPEN', 'DONE', 'REJECTED'] as const;
export const changeRequestStatus = z.enum(changeRequestStatuses);
export type ChangeRequestStatus = z.infer<typeof changeRequestStatus>;

/** The patient fields a change request may name, in the order staff read them. */
export const changeRequestFields = [
  'firstName',
  'lastName',
  'email',
  'contactNumber',
  'postalCode',
  'ethnicityId',
  'insuranceTypeId',
] as const;
export type ChangeRequestField = (typeof changeRequestFields)[number];

export const changeRequestListQuery = z.object({
  status: changeRequestStatus.default('OPEN'),
  ...queuePaging,
});
export type ChangeRequestListQuery = z.input<typeof changeRequestListQuery>;

export const changeRequestListItem = z.object({
  id: z.number().int(),
  origin: patientChangeOrigin,
  status: changeRequestStatus,
  bookingKey: text(),
  clinic: clinicRef,
  patientName: text(),
  /** The fields the patient asked to change. */
  fields: z.array(z.enum(changeRequestFields)),
  createdAt: text(),
});
export type ChangeRequestListItem = z.infer<typeof changeRequestListItem>;

export const changeRequestCounts = z.object({
  OPEN: z.number().int(),
  DONE: z.number().int(),
  REJECTED: z.number().int(),
});

export const changeRequestList = z.object({
  items: z.array(changeRequestListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Counts per status over the same clinics and search, whatever `status` filter is applied. */
  counts: changeRequestCounts,
});
export type ChangeRequestList = z.infer<typeof changeRequestList>;

/** One field side by side: what the record holds now and what the patient asked for (labels for lists). */
export const changeRequestValue = z.object({
  field: z.enum(changeRequestFields),
  current: text().nullable(),
  requested: text().nullable(),
});

export const changeRequestDetail = changeRequestListItem.extend({
  patientId: z.number().int(),
  booking: bookingRef,
  note: text().nullable(),
  values: z.array(changeRequestValue),
  decidedAt: text().nullable(),
  decidedBy: text().nullable(),
  declineMessage: text().nullable(),
});
export type ChangeRequestDetail = z.infer<typeof changeRequestDetail>;

/** POST …/{id}/decline: the message the patient is emailed. */
export const declineChangeRequest = z.object({ message: multilineText().trim().min(1).max(1000) });
export type DeclineChangeRequest = z.input<typeof declineChangeRequest>;

export const contactRequestStatuses = ['OPEN', 'CLAIMED', 'DONE'] as const;
export const contactRequestStatus = z.enum(contactRequestStatuses);
export type ContactRequestStatus = z.infer<typeof contactRequestStatus>;
export const contactRequestKind = z.enum(['CALLBACK', 'CALL_CENTRE']);

export const contactRequestListQuery = z.object({
  status: contactRequestStatus.default('OPEN'),
  kind: contactRequestKind.optional(),
  ...queuePaging,
});
export type ContactRequestListQuery = z.input<typeof contactRequestListQuery>;

export const contactRequestListItem = z.object({
  id: z.number().int(),
  kind: contactRequestKind,
  status: contactRequestStatus,
  bookingKey: text(),
  clinic: clinicRef,
  patientName: text(),
  contactNumber: text().nullable(),
  message: text().nullable(),
  claimedBy: text().nullable(),
  createdAt: text(),
});
export type ContactRequestListItem = z.infer<typeof contactRequestListItem>;

export const contactRequestCounts = z.object({
  OPEN: z.number().int(),
  CLAIMED: z.number().int(),
  DONE: z.number().int(),
});

export const contactRequestList = z.object({
  items: z.array(contactRequestListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: contactRequestCounts,
});
export type ContactRequestList = z.infer<typeof contactRequestList>;

export const contactRequestNote = z.object({
  id: z.number().int(),
  note: multilineText(),
  staffSubject: text(),
  createdAt: text(),
});

export const contactRequestDetail = contactRequestListItem.extend({
  patientId: z.number().int(),
  booking: bookingRef,
  claimedAt: text().nullable(),
  doneAt: text().nullable(),
  notes: z.array(contactRequestNote),
});
export type ContactRequestDetail = z.infer<typeof contactRequestDetail>;

/** POST …/{id}/notes */
export const addContactRequestNote = z.object({ note: multilineText().trim().min(1).max(2000) });
export type AddContactRequestNote = z.input<typeof addContactRequestNote>;

import {
  type BookingClinic,
  type BookingRequestConfirmation,
  type BookingRequestOutcome,
  type CreateBookingRequest,
  DEFAULT_LOCALE,
} from '@rb/contracts';
import type { AppDeps } from '../../platform/deps';
import { conflict, forbidden, notFound, validationFailed } from '../../platform/errors';
import { newRandomKey } from '../appointments/booking-keys';
import type {
  BookingAttachments,
  BookingNotifications,
  BookingQuestionnaires,
} from '../appointments/booking-ports';
import type { ClinicRecord } from '../catalog/catalog.repository';
import type { CatalogService } from '../catalog/catalog.service';
import type { PatientsService } from '../patients/patients.service';
import type { BookingRequestsRepository } from './booking-requests.repository';

export interface BookingRequestsCollaborators {
  catalog: CatalogService;
  patients: PatientsService;
  notifications: BookingNotifications;
  attachments: BookingAttachments;
  questionnaires: BookingQuestionnaires;
}

const toBookingClinic = (c: ClinicRecord): BookingClinic => ({
  id: c.id,
  slug: c.slug,
  name: c.name,
  address: c.address,
  suburb: c.suburb,
  state: c.state,
  postcode: c.postcode,
  phone: c.phone,
  latitude: c.latitude,
  longitude: c.longitude,
  timeZone: c.timeZone,
  mobile: c.mobile,
});

export const bookingRequestPathOf = (clinicSlug: string | null, bookingKey: string) =>
  `/${clinicSlug ?? 'enquiry'}/booking-requests/${bookingKey}`;

/** A booking key that already names an enquiry answers 409 (its own message) instead of a unique-violation 500. */
async function uniqueKey<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === '23505')
      throw conflict('message.booking_request_exists');
    throw error;
  }
}

type CreateInput = Omit<CreateBookingRequest, 'patient'> & {
  patient: import('@rb/contracts').PatientDetails;
};

export function createBookingRequestsService(
  deps: Pick<AppDeps, 'db' | 'log'>,
  repository: BookingRequestsRepository,
  { catalog, patients, notifications, attachments, questionnaires }: BookingRequestsCollaborators,
) {
  return {
    /** Records an enquiry with its exams, patient, referrals and confirmation email in one transaction. */
    async create(input: CreateInput): Promise<BookingRequestOutcome> {
      const slugs = [...new Set(input.examSlugs)];
      const exams = await catalog.findExams(slugs);
      const missing = input.examSlugs.findIndex((slug) => !exams.some((e) => e.slug === slug));
      if (missing >= 0)
        throw validationFailed([{ field: `examSlugs.${missing}`, message: 'message.field_invalid' }]);
      const clinic = input.clinicId ? await catalog.findClinic(input.clinicId) : undefined;
      if (input.clinicId && !clinic)
        throw validationFailed([{ field: 'clinicId', message: 'message.field_invalid' }]);

      // A denial is computed from the answers stored under the key, never taken from the browser.
      if (input.bookingKey) {
        const outcome = await questionnaires.processOutcomes(input.bookingKey);
        if (outcome.outcome === 'DENY_BOOKING') throw forbidden(outcome.message ?? 'message.booking_denied');
      }
      const bookingKey = input.bookingKey ?? newRandomKey();
      const deleteKey = newRandomKey();
      const confirmationPath = bookingRequestPathOf(clinic?.slug ?? null, bookingKey);
      const id = await uniqueKey(() =>
        deps.db.transaction().execute(async (trx) => {
          const patientId = await patients.createForBooking(input.patient, trx);
          const requestId = await repository.insert(
            {
              slug: newRandomKey(),
              bookingKey,
              deleteKey,
              clinicId: clinic?.id ?? null,
              patientId,
              examIds: exams.map((e) => e.id),
              notes: input.notes ?? null,
              preferredDates: input.preferredDates ?? null,
            },
            trx,
          );
          await attachments.attachTemporaryReferrals(trx, bookingKey, { bookingRequestId: requestId });
          // The answers that turned a booking into this enquiry go with it, for staff to read.
          await questionnaires.attachTemporaryAnswers(trx, bookingKey, { bookingRequestId: requestId });
          await notifications.queueEmail(trx, {
            to: input.patient.email.trim().toLowerCase(),
            template: 'booking_request_confirmation',
            locale: input.locale ?? DEFAULT_LOCALE,
            referenceId: bookingKey,
            data: {
              firstName: input.patient.firstName,
              examName: exams.map((e) => e.nameWithModality).join(', '),
              modalityName: [...new Set(exams.map((e) => e.modalityName))].join(', '),
              clinicName: clinic?.name ?? null,
              clinicAddress: clinic
                ? `${clinic.address}, ${clinic.suburb} ${clinic.state} ${clinic.postcode}`
                : '',
              clinicPhone: clinic?.phone ?? '',
              start: null,
              end: null,
              timeZone: clinic?.timeZone ?? null,
              preparationNotes: exams
                .map((e) => e.preparationNotes)
                .filter(Boolean)
                .join('\n\n'),
              bookingKey,
              confirmationPath,
            },
          });
          return requestId;
        }),
      );
      deps.log.info({ bookingKey, bookingRequestId: id }, 'booking request created');
      return {
        success: true,
        id,
        bookingKey,
        deleteKey,
        confirmationMessage: 'message.booking_request_created',
        apiKey: null,
        confirmationPath,
      };
    },

    async confirmation(bookingKey: string): Promise<BookingRequestConfirmation> {
      const request = await repository.byBookingKey(bookingKey);
      if (!request) throw notFound();
      const [slugs, clinic] = await Promise.all([
        repository.examSlugsOf(request.id),
        request.clinicId ? catalog.findClinic(request.clinicId) : Promise.resolve(undefined),
      ]);
      const exams = await catalog.findExams(slugs);
      return {
        bookingKey,
        status: request.status,
        firstName: request.firstName,
        clinic: clinic ? toBookingClinic(clinic) : null,
        exams: exams.map((e) => ({
          slug: e.slug,
          name: e.name,
          nameWithModality: e.nameWithModality,
          modalityName: e.modalityName,
          preparationNotes: e.preparationNotes,
        })),
        createdAt: new Date(request.createdAt).toISOString(),
        closeReason: request.status === 'REMOVED_BY_OPERATOR' ? request.closeReason : null,
      };
    },
  };
}

export type BookingRequestsService = ReturnType<typeof createBookingRequestsService>;

import {
  type AppointmentConfirmation,
  type AppointmentCreationResponse,
  type AppointmentSummary,
  type BookingFormDetails,
  DEFAULT_LOCALE,
  type Locale,
  type PatientDetails,
  patientTitles,
  type VisitCreationResponse,
} from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { badRequest, notFound, validationFailed } from '../../platform/errors';
import type { CatalogService } from '../catalog/catalog.service';
import { emailHash, type PatientsService, yearOfBirth } from '../patients/patients.service';
import type { CheckedSlot, SchedulingService, SlotChoice } from '../scheduling/scheduling.service';
import { mapSlotConflict } from '../scheduling/slot-conflict';
import { toConfirmation, toSummary } from './appointment-views';
import type { AppointmentsRepository } from './appointments.repository';
import { newRandomKey } from './booking-keys';
import type { BookingAttachments, BookingNotifications, BookingQuestionnaires } from './booking-ports';
import { createIssuedBookingKeys } from './issued-booking-keys';
import { enforceQuestionnaireOutcome } from './questionnaire-outcome';

export interface AppointmentsCollaborators {
  scheduling: SchedulingService;
  catalog: CatalogService;
  patients: PatientsService;
  notifications: BookingNotifications;
  attachments: BookingAttachments;
  questionnaires: BookingQuestionnaires;
}

interface BookingInput {
  items: SlotChoice[];
  bookingKey?: string | null;
  patient: PatientDetails;
  notes?: string | null;
  locale?: Locale | null;
  /** Set when staff book for a caller (issue 14 §3). */
  staff?: StaffBookingOptions;
}

/**
 * A booking staff make on a patient's behalf: enquiry-only exams may be booked, the status is
 * chosen rather than configured, the patient may be an existing record, and the email's link
 * carries the §6 staffBooking flag.
 */
export interface StaffBookingOptions {
  pending: boolean;
  /** An existing patient's record; `patient` then holds their stored details (for the email). */
  patientId: number | null;
  /** Runs inside the booking's transaction, so its audit row commits or rolls back with it. */
  onBooked: (trx: Db, visit: VisitCreationResponse) => Promise<void>;
}

/** Runs before anything of a booking is checked or written (the request limits); throws to refuse it. */
export type BookingGuard = () => Promise<void>;

export const confirmationPathOf = (clinicSlug: string, bookingKey: string, pending: boolean) =>
  `/${clinicSlug}/appointments/${pending ? 'pending/' : ''}${bookingKey}`;

export function createAppointmentsService(
  deps: Pick<AppDeps, 'db' | 'log' | 'clock'>,
  repository: AppointmentsRepository,
  { scheduling, catalog, patients, notifications, attachments, questionnaires }: AppointmentsCollaborators,
) {
  const issuedKeys = createIssuedBookingKeys(deps.db, deps.clock);
  /** Every item against the schedule rules (cached reads), each other and the questionnaire outcome. */
  async function checkItems(input: BookingInput, listField: string | null) {
    const slots: CheckedSlot[] = [];
    for (const [index, item] of input.items.entries()) {
      slots.push(
        await scheduling.checkChoice(item, listField === null ? '' : `${listField}.${index}.`, {
          allowEnquiryOnly: input.staff !== undefined,
        }),
      );
    }
    const byStart = [...slots].sort((a, b) => a.start.getTime() - b.start.getTime());
    // One patient cannot be on two devices at once.
    if (byStart.some((slot, i) => i > 0 && slot.start < (byStart[i - 1] as CheckedSlot).end)) {
      throw badRequest('message.visit_overlap');
    }
    // Answers only exist under a key the journey brought; a fresh key has none.
    if (input.bookingKey) {
      const outcome = await questionnaires.processOutcomes(input.bookingKey);
      // Staff who saw an outcome that stops an online booking may still book it as PENDING (issue 14 §3).
      if (!input.staff?.pending) enforceQuestionnaireOutcome(outcome, slots, input.patient);
    }
    return { slots, byStart };
  }

  /**
   * Books every item in ONE transaction: the patient row, each appointment and its slot claim, the
   * referrals and the confirmation email. A lost race on any claim rolls all of it back (409).
   */
  async function book(
    input: BookingInput,
    listField: string | null,
    guard?: BookingGuard,
  ): Promise<VisitCreationResponse> {
    const clinicIds = new Set(input.items.map((i) => i.clinicId));
    if (clinicIds.size > 1) throw badRequest('message.visit_single_clinic');

    // Concurrent bookings of the same device and start in this process wait for the first instead
    // of racing it; when it succeeds the others lose at once, without even the schedule checks.
    const wanted = input.items.map((item) => ({ deviceId: item.deviceId, start: new Date(item.start) }));
    return scheduling.writeSlots(wanted, input.bookingKey ?? null, async () => {
      // The request limits count here, past the gate: a booking that loses there costs nothing.
      await guard?.();
      const { slots, byStart } = await checkItems(input, listField);
      const first = byStart[0] as CheckedSlot;
      const last = byStart[byStart.length - 1] as CheckedSlot;
      // Made only now: a booking that loses the race at the gate never needs one.
      const bookingKey = input.bookingKey ?? newRandomKey();
      const clinic = await catalog.findClinic(first.clinicId);
      if (!clinic) throw notFound();

      // No claim is read first: the exclusion constraint refuses a taken slot inside the transaction.
      return mapSlotConflict(() =>
        deps.db.transaction().execute(async (trx) => {
          const pending = input.staff
            ? input.staff.pending
            : (await scheduling.readPolicy(trx)).pendingByDefault;
          const status = pending ? 'PENDING' : 'BOOKED';
          const patientId = input.staff?.patientId ?? (await patients.createForBooking(input.patient, trx));
          const confirmationPath = confirmationPathOf(clinic.slug, bookingKey, pending);
          // §6: the patient's sign-in page words a staff booking for them.
          const emailedPath = input.staff ? `${confirmationPath}?staffBooking=true` : confirmationPath;

          const appointments: AppointmentCreationResponse[] = [];
          for (const slot of slots) {
            const slug = newRandomKey();
            const id = await repository.insert(
              {
                slug,
                bookingKey,
                examId: slot.exam.id,
                clinicId: slot.clinicId,
                deviceId: slot.deviceId,
                patientId,
                start: slot.start,
                end: slot.end,
                status,
                notes: input.notes ?? null,
                createdBy: input.staff ? 'STAFF' : 'PATIENT',
              },
              trx,
            );
            await scheduling.claimForAppointment(slot, bookingKey, id, trx);
            appointments.push({
              success: true,
              errorMessage: null,
              id,
              slug,
              bookingKey,
              status,
              modalityName: slot.exam.modalityName,
              examName: slot.exam.name,
              examSlug: slot.exam.slug,
              clinicName: clinic.name,
              clinicSlug: clinic.slug,
              timeZone: clinic.timeZone,
              date: slot.start.toISOString(),
              endTime: slot.end.toISOString(),
              patientEmailHash: emailHash(input.patient.email),
              patientYearOfBirth: yearOfBirth(input.patient.dateOfBirth),
              confirmationPath,
            });
          }

          const owner = { appointmentId: (appointments[0] as AppointmentCreationResponse).id };
          // Referrals and answers wait under a key the journey brought; a fresh key has none.
          if (input.bookingKey) {
            await attachments.attachTemporaryReferrals(trx, input.bookingKey, owner);
            await questionnaires.attachTemporaryAnswers(trx, input.bookingKey, owner);
          }
          // A patient on record may have no email; staff then tell them on the phone.
          if (input.patient.email)
            await notifications.queueEmail(trx, {
              to: input.patient.email.trim().toLowerCase(),
              template: pending ? 'appointment_pending' : 'appointment_confirmation',
              locale: input.locale ?? DEFAULT_LOCALE,
              referenceId: bookingKey,
              data: {
                firstName: input.patient.firstName,
                examName: byStart.map((s) => s.exam.nameWithModality).join(', '),
                modalityName: [...new Set(byStart.map((s) => s.exam.modalityName))].join(', '),
                clinicName: clinic.name,
                clinicAddress: `${clinic.address}, ${clinic.suburb} ${clinic.state} ${clinic.postcode}`,
                clinicPhone: clinic.phone,
                start: first.start.toISOString(),
                end: last.end.toISOString(),
                timeZone: clinic.timeZone,
                preparationNotes: byStart
                  .map((s) => s.exam.preparationNotes)
                  .filter(Boolean)
                  .join('\n\n'),
                bookingKey,
                confirmationPath: emailedPath,
              },
            });
          const visit = { success: true, bookingKey, confirmationPath, appointments };
          await input.staff?.onBooked(trx, visit);
          deps.log.info(
            { bookingKey, appointmentIds: appointments.map((a) => a.id), status },
            'appointments booked',
          );
          return visit;
        }),
      ).finally(() => scheduling.claimsChanged());
    });
  }

  async function rowsOf(bookingKey: string, activeOnly = false) {
    const rows = await repository.byBookingKey(bookingKey, { activeOnly });
    if (rows.length === 0) throw notFound();
    return rows;
  }

  return {
    /** A key recorded as issued: only such a key may collect referral uploads before its booking. */
    newBookingKey: async () => ({ bookingKey: await issuedKeys.issue() }),

    /** §4 separate booking error path: temporary documents and answers move to a fresh key. */
    async rekey(fromBookingKey: string): Promise<{ bookingKey: string }> {
      const bookingKey = await deps.db.transaction().execute(async (trx) => {
        const issued = await issuedKeys.issue(trx);
        await attachments.rekeyTemporary(trx, fromBookingKey, issued);
        await questionnaires.rekeyTemporary(trx, fromBookingKey, issued);
        return issued;
      });
      return { bookingKey };
    },

    async create(request: BookingInput['items'][number] & Omit<BookingInput, 'items'>, guard?: BookingGuard) {
      const { examSlug, clinicId, deviceId, start, ...rest } = request;
      const visit = await book({ ...rest, items: [{ examSlug, clinicId, deviceId, start }] }, null, guard);
      return visit.appointments[0] as AppointmentCreationResponse;
    },

    createVisit: (request: BookingInput, guard?: BookingGuard) => book(request, 'items', guard),

    /** Staff book a caller (issue 14 §3): the same checks, claims and transaction as a patient's visit. */
    bookForPatient: (request: BookingInput & { staff: StaffBookingOptions }) => book(request, 'items'),

    async confirmation(bookingKey: string): Promise<AppointmentConfirmation> {
      return toConfirmation(bookingKey, await rowsOf(bookingKey));
    },

    async summaries(bookingKey: string): Promise<AppointmentSummary[]> {
      return (await rowsOf(bookingKey)).map(toSummary);
    },

    async referenceAppointments(bookingKey: string): Promise<AppointmentSummary[]> {
      return (await repository.byBookingKey(bookingKey, { activeOnly: true })).map(toSummary);
    },

    async formDetails(examSlugs: string[], clinicId?: number): Promise<BookingFormDetails> {
      const exams = await catalog.findExams(examSlugs);
      const missing = examSlugs.findIndex((slug) => !exams.some((e) => e.slug === slug));
      if (missing >= 0) throw validationFailed([{ field: 'examSlugs', message: 'message.field_invalid' }]);
      const clinic = clinicId === undefined ? null : await catalog.findClinic(clinicId);
      if (clinicId !== undefined && !clinic) {
        throw validationFailed([{ field: 'clinicId', message: 'message.field_invalid' }]);
      }
      const policy = await scheduling.readPolicy();
      return {
        exams: examSlugs.map((slug) => {
          const e = exams.find((x) => x.slug === slug) as (typeof exams)[number];
          return {
            slug: e.slug,
            name: e.name,
            nameWithModality: e.nameWithModality,
            enquiryOnly: e.enquiryOnly,
            durationMinutes: e.durationMinutes,
            preparationNotes: e.preparationNotes,
            preparationMinutes: e.preparationMinutes,
            showBookingRequestInfoModal: e.showBookingRequestInfoModal,
            examNotes: e.examNotes,
            notes: e.notes,
          };
        }),
        clinic: clinic
          ? {
              id: clinic.id,
              slug: clinic.slug,
              name: clinic.name,
              address: clinic.address,
              suburb: clinic.suburb,
              state: clinic.state,
              postcode: clinic.postcode,
              phone: clinic.phone,
              latitude: clinic.latitude,
              longitude: clinic.longitude,
              timeZone: clinic.timeZone,
              mobile: clinic.mobile,
            }
          : null,
        titles: [...patientTitles],
        pendingByDefault: policy.pendingByDefault,
        holdMinutes: policy.holdMinutes,
      };
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;

import {
  type CloseEnquiry,
  type ConvertEnquiry,
  type ConvertedEnquiry,
  DEFAULT_LOCALE,
  type EnquiryDetail,
  type LogEnquiryCall,
} from '@rb/contracts';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { newRandomKey, staffConfirmationPath } from '../appointments/booking-keys';
import type { BookingNotifications } from '../appointments/booking-ports';
import type { CatalogService } from '../catalog/catalog.service';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { mapSlotConflict } from '../scheduling/slot-conflict';
import type { EnquiryTriageRepository } from './booking-requests.admin.repository';

/** Enquiries in these states can still be worked on; BOOKED and closed ones cannot. */
const OPEN_STATUSES = ['PENDING', 'ON_HOLD'];
const notOpen = () => new AppError(409, 'message.enquiry_not_open');

/**
 * The actions of enquiry triage (issue 14 §4). Each writes in one transaction and re-reads the
 * enquiry's status inside it (`for update`), so two staff acting at once cannot both succeed.
 */
export function createEnquiryTriageService(
  deps: Pick<AppDeps, 'db' | 'log' | 'clock'>,
  repository: EnquiryTriageRepository,
  collaborators: {
    scheduling: SchedulingService;
    catalog: CatalogService;
    notifications: BookingNotifications;
  },
) {
  const { scheduling, catalog, notifications } = collaborators;

  /** Locks an open enquiry in the transaction; 404 unknown, 409 no longer open. */
  async function lockOpen(trx: typeof deps.db, id: number) {
    const row = await trx
      .selectFrom('bookingRequest')
      .select(['id', 'status', 'bookingKey', 'patientId'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    if (!OPEN_STATUSES.includes(row.status)) throw notOpen();
    return row;
  }

  const detailOrThrow = async (id: number, trx: typeof deps.db) => {
    const detail = await repository.detail(id, trx);
    if (!detail) throw notFound();
    return detail;
  };

  return {
    async markWaitingForProtocol(id: number): Promise<EnquiryDetail> {
      return deps.db.transaction().execute(async (trx) => {
        await lockOpen(trx, id);
        await trx
          .updateTable('bookingRequest')
          .set({ status: 'ON_HOLD', updatedAt: deps.clock.now() })
          .where('id', '=', id)
          .execute();
        return detailOrThrow(id, trx);
      });
    },

    async logCall(id: number, staffSubject: string, call: LogEnquiryCall): Promise<EnquiryDetail> {
      return deps.db.transaction().execute(async (trx) => {
        await lockOpen(trx, id);
        const now = deps.clock.now();
        await trx
          .insertInto('bookingRequestCall')
          .values({
            bookingRequestId: id,
            outcome: call.outcome,
            note: call.note ?? null,
            staffSubject,
            createdAt: now,
          })
          .execute();
        await trx.updateTable('bookingRequest').set({ updatedAt: now }).where('id', '=', id).execute();
        return detailOrThrow(id, trx);
      });
    },

    /** REMOVED_BY_OPERATOR with the reason: the patient's deny page shows it. */
    async close(id: number, input: CloseEnquiry): Promise<EnquiryDetail> {
      return deps.db.transaction().execute(async (trx) => {
        await lockOpen(trx, id);
        await trx
          .updateTable('bookingRequest')
          .set({ status: 'REMOVED_BY_OPERATOR', closeReason: input.reason, updatedAt: deps.clock.now() })
          .where('id', '=', id)
          .execute();
        return detailOrThrow(id, trx);
      });
    },

    /**
     * Books the enquiry on a slot of its clinic through the same gate and exclusion constraint as a
     * patient's booking: a race for the slot has one winner, the other gets 409 and nothing is
     * written. The appointment keeps the enquiry's booking key (its referrals and answers follow),
     * the enquiry becomes BOOKED and the patient's confirmation email is queued, all in one transaction.
     */
    async convert(id: number, clinicId: number, choice: ConvertEnquiry): Promise<ConvertedEnquiry> {
      const head = await repository.head(id);
      if (!head) throw notFound();
      const wanted = [{ deviceId: choice.deviceId, start: new Date(choice.start) }];
      return scheduling.writeSlots(wanted, head.bookingKey, async () => {
        const slot = await scheduling.checkChoice({ ...choice, clinicId }, '', { allowEnquiryOnly: true });
        const clinic = await catalog.findClinic(clinicId);
        if (!clinic) throw notFound('message.unknown_clinic');
        return mapSlotConflict(() =>
          deps.db.transaction().execute(async (trx) => {
            const enquiry = await lockOpen(trx, id);
            const patient = await trx
              .selectFrom('patient')
              .select(['firstName', 'email'])
              .where('id', '=', enquiry.patientId)
              .executeTakeFirstOrThrow();
            const slug = newRandomKey();
            const appointment = await trx
              .insertInto('appointment')
              .values({
                slug,
                bookingKey: enquiry.bookingKey,
                examId: slot.exam.id,
                clinicId,
                deviceId: slot.deviceId,
                patientId: enquiry.patientId,
                startsAt: slot.start,
                endsAt: slot.end,
                status: 'BOOKED',
                createdBy: 'STAFF',
                notes: null,
                rescheduledFromId: null,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await scheduling.claimForAppointment(slot, enquiry.bookingKey, appointment.id, trx);
            // The enquiry's referrals and answers now belong to the appointment as well. A general
            // enquiry (sent without a clinic) now names the clinic it was booked at.
            await trx
              .updateTable('bookingRequest')
              .set({ status: 'BOOKED', appointmentId: appointment.id, clinicId, updatedAt: deps.clock.now() })
              .where('id', '=', id)
              .execute();
            if (patient.email) {
              await notifications.queueEmail(trx, {
                to: patient.email.trim().toLowerCase(),
                template: 'appointment_confirmation',
                locale: DEFAULT_LOCALE,
                referenceId: enquiry.bookingKey,
                data: {
                  firstName: patient.firstName,
                  examName: slot.exam.nameWithModality,
                  modalityName: slot.exam.modalityName,
                  clinicName: clinic.name,
                  clinicAddress: `${clinic.address}, ${clinic.suburb} ${clinic.state} ${clinic.postcode}`,
                  clinicPhone: clinic.phone,
                  start: slot.start.toISOString(),
                  end: slot.end.toISOString(),
                  timeZone: clinic.timeZone,
                  preparationNotes: slot.exam.preparationNotes ?? '',
                  bookingKey: enquiry.bookingKey,
                  confirmationPath: staffConfirmationPath(clinic.slug, enquiry.bookingKey),
                },
              });
            }
            deps.log.info({ bookingRequestId: id, appointmentId: appointment.id }, 'enquiry converted');
            return {
              enquiry: await detailOrThrow(id, trx),
              appointment: {
                id: appointment.id,
                slug,
                bookingKey: enquiry.bookingKey,
                startsAt: slot.start.toISOString(),
              },
            };
          }),
        ).finally(() => scheduling.claimsChanged());
      });
    },
  };
}

export type EnquiryTriageService = ReturnType<typeof createEnquiryTriageService>;

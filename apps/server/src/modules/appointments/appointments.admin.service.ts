import {
  type AdminAppointment,
  type AppointmentReferrer,
  type CancelAppointmentByStaff,
  DEFAULT_LOCALE,
  isActiveAppointment,
  type RescheduleAppointment,
} from '@rb/contracts';
import { joinAppointmentExamPatient } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ReferrerRepository } from '../referrer/referrer.repository';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { mapSlotConflict } from '../scheduling/slot-conflict';
import { appointmentEmailColumns, appointmentEmailData } from './appointment-emails';
import type { AppointmentAdminRepository } from './appointments.admin.repository';
import { newRandomKey, staffConfirmationPath } from './booking-keys';

type StaffEventKind =
  | 'CONFIRM'
  | 'RESCHEDULE'
  | 'CANCEL'
  | 'ARRIVED'
  | 'NO_SHOW'
  | 'RESEND'
  | 'UNDO_ATTENDANCE';
const notChangeable = () => new AppError(409, 'message.appointment_not_changeable');
/** §4: arrival is marked within the appointment's check-in window on its day. */
const outsideWindow = () => new AppError(409, 'message.arrival_outside_window');
/** A no-show is marked once the appointment has started, for a patient not marked arrived. */
const noShowBeforeStart = () => new AppError(409, 'message.no_show_before_start');

/**
 * Staff actions on an appointment (issue 14 §2). Each runs in one transaction that locks the
 * appointment, records the staff event and, when the booking changes, queues the patient's email
 * (§6 staffBooking wording: the link carries staffBooking=true).
 */
export function createAppointmentAdminService(
  deps: Pick<AppDeps, 'db' | 'log' | 'clock'>,
  repository: AppointmentAdminRepository,
  collaborators: {
    scheduling: SchedulingService;
    notifications: Pick<NotificationsService, 'queueEmail'>;
    referrers: Pick<ReferrerRepository, 'setAppointmentReferrer' | 'carryAppointmentReferrer'>;
  },
) {
  const { scheduling, notifications, referrers } = collaborators;

  async function locked(trx: Db, slug: string) {
    const row = await trx
      .selectFrom('appointment')
      .$call(joinAppointmentExamPatient)
      .select([
        'appointment.id',
        'appointment.status',
        'appointment.examId',
        'appointment.clinicId',
        'appointment.patientId',
        'appointment.startsAt',
        'appointment.endsAt',
        'exam.slug as examSlug',
        ...appointmentEmailColumns,
      ])
      .where('appointment.slug', '=', slug)
      .forUpdate('appointment')
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }
  type Locked = Awaited<ReturnType<typeof locked>>;

  const emailData = (row: Locked, start: Date, end: Date) => ({
    ...appointmentEmailData(row, start, end),
    confirmationPath: staffConfirmationPath(row.clinicSlug, row.bookingKey),
  });

  async function record(
    trx: Db,
    appointmentId: number,
    kind: StaffEventKind,
    staff: string,
    extra: { reason?: string | null; newAppointmentId?: number } = {},
  ) {
    await trx
      .insertInto('appointmentStaffEvent')
      .values({
        appointmentId,
        kind,
        reason: extra.reason ?? null,
        staffSubject: staff,
        newAppointmentId: extra.newAppointmentId ?? null,
        at: deps.clock.now(),
      })
      .execute();
  }

  async function viewOf(slug: string, trx: Db): Promise<AdminAppointment> {
    const view = await repository.view(slug, trx);
    if (!view) throw notFound();
    return view;
  }

  /** A write on an active appointment: lock, act, answer the appointment as it now is. */
  const act = (slug: string, work: (trx: Db, row: Locked) => Promise<string | undefined>) =>
    deps.db.transaction().execute(async (trx) => {
      const row = await locked(trx, slug);
      if (!isActiveAppointment(row.status)) throw notChangeable();
      const answerSlug = (await work(trx, row)) ?? slug;
      return viewOf(answerSlug, trx);
    });

  const queue = (
    trx: Db,
    row: Locked,
    template: 'appointment_confirmation' | 'reschedule',
    start: Date,
    end: Date,
  ) =>
    row.email
      ? notifications.queueEmail(trx, {
          to: row.email.trim().toLowerCase(),
          template,
          locale: DEFAULT_LOCALE,
          referenceId: row.bookingKey,
          data: emailData(row, start, end),
        })
      : undefined;

  return {
    /**
     * Records who referred the patient, in any status: reports are released after the visit, and
     * the release emails the referrer an image link (issue 15). The staff guard audits the write.
     */
    setReferrer: (slug: string, referrer: AppointmentReferrer) =>
      deps.db.transaction().execute(async (trx) => {
        const row = await locked(trx, slug);
        await referrers.setAppointmentReferrer({ appointmentId: row.id, ...referrer }, trx);
        return viewOf(slug, trx);
      }),

    /** PENDING or ON_HOLD becomes BOOKED; the patient gets the confirmation. A BOOKED one stays as it is. */
    confirm: (slug: string, staff: string) =>
      act(slug, async (trx, row) => {
        // Already BOOKED: nothing to confirm, nothing sent again (resend is its own action).
        if (row.status === 'BOOKED') return undefined;
        await trx
          .updateTable('appointment')
          .set({ status: 'BOOKED', updatedAt: deps.clock.now() })
          .where('id', '=', row.id)
          .execute();
        await record(trx, row.id, 'CONFIRM', staff);
        await queue(trx, row, 'appointment_confirmation', new Date(row.startsAt), new Date(row.endsAt));
        return undefined;
      }),

    /** CANCELED with the reason; the time is freed; the patient is told unless notify is false. */
    cancel: async (slug: string, staff: string, input: CancelAppointmentByStaff) => {
      const result = await act(slug, async (trx, row) => {
        await trx
          .updateTable('appointment')
          .set({ status: 'CANCELED', updatedAt: deps.clock.now() })
          .where('id', '=', row.id)
          .execute();
        await trx.deleteFrom('slotClaim').where('appointmentId', '=', row.id).execute();
        await record(trx, row.id, 'CANCEL', staff, { reason: input.reason });
        if (input.notify !== false && row.email) {
          await notifications.queueEmail(trx, {
            to: row.email.trim().toLowerCase(),
            template: 'cancellation',
            locale: DEFAULT_LOCALE,
            referenceId: row.bookingKey,
            data: {
              ...emailData(row, new Date(row.startsAt), new Date(row.endsAt)),
              confirmationPath: null,
              reason: input.reason,
            },
          });
        }
        return undefined;
      });
      scheduling.claimsChanged();
      return result;
    },

    /** The patient is here: only within the check-in window of the appointment's day, once. */
    arrived: (slug: string, staff: string) =>
      act(slug, async (trx, row) => {
        const now = await viewOf(slug, trx);
        if (now.arrivedAt) throw notChangeable();
        if (!now.arrivalOpen) throw outsideWindow();
        await record(trx, row.id, 'ARRIVED', staff);
        return undefined;
      }),

    /**
     * Takes back the last arrival or no-show mark (a mistaken one), back to how it was before, while
     * the appointment's day has not ended; the undo is a staff event, the guard's audit row beside it.
     */
    undoAttendance: (slug: string, staff: string) =>
      act(slug, async (trx, row) => {
        if (!(await viewOf(slug, trx)).attendanceUndoOpen) throw notChangeable();
        await record(trx, row.id, 'UNDO_ATTENDANCE', staff);
        return undefined;
      }),

    noShow: (slug: string, staff: string) =>
      act(slug, async (trx, row) => {
        const now = await viewOf(slug, trx);
        if (now.arrivedAt || now.noShowAt) throw notChangeable();
        if (!now.noShowOpen) throw noShowBeforeStart();
        await record(trx, row.id, 'NO_SHOW', staff);
        return undefined;
      }),

    /** The confirmation again, for an active appointment. */
    resend: (slug: string, staff: string) =>
      act(slug, async (trx, row) => {
        await record(trx, row.id, 'RESEND', staff);
        await queue(trx, row, 'appointment_confirmation', new Date(row.startsAt), new Date(row.endsAt));
        return undefined;
      }),

    /**
     * Moves the appointment to another slot of its clinic through the slot gate and the exclusion
     * constraint (409 when taken): the old row becomes RESCHEDULED and frees its time, the new one
     * claims its own, the patient gets the reschedule email; answers the new appointment.
     */
    async reschedule(slug: string, staff: string, input: RescheduleAppointment): Promise<AdminAppointment> {
      const current = await repository.head(slug);
      if (!current) throw notFound();
      const examSlug = (await repository.view(slug))?.exam.slug ?? '';
      const wanted = [{ deviceId: input.deviceId, start: new Date(input.start) }];
      return scheduling.writeSlots(wanted, current.bookingKey, async () => {
        const slot = await scheduling.checkChoice(
          { examSlug, clinicId: current.clinicId, deviceId: input.deviceId, start: input.start },
          '',
          { allowEnquiryOnly: true },
        );
        return mapSlotConflict(() =>
          act(slug, async (trx, row) => {
            const now = deps.clock.now();
            await trx
              .updateTable('appointment')
              .set({ status: 'RESCHEDULED', updatedAt: now })
              .where('id', '=', row.id)
              .execute();
            await trx.deleteFrom('slotClaim').where('appointmentId', '=', row.id).execute();
            const newSlug = newRandomKey();
            const moved = await trx
              .insertInto('appointment')
              .values({
                slug: newSlug,
                bookingKey: row.bookingKey,
                examId: row.examId,
                clinicId: row.clinicId,
                deviceId: slot.deviceId,
                patientId: row.patientId,
                startsAt: slot.start,
                endsAt: slot.end,
                status: 'BOOKED',
                createdBy: 'STAFF',
                notes: null,
                rescheduledFromId: row.id,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await scheduling.claimForAppointment(slot, row.bookingKey, moved.id, trx);
            await referrers.carryAppointmentReferrer(row.id, moved.id, trx);
            await record(trx, row.id, 'RESCHEDULE', staff, {
              reason: input.reason,
              newAppointmentId: moved.id,
            });
            await queue(trx, row, 'reschedule', slot.start, slot.end);
            return newSlug;
          }),
        ).finally(() => scheduling.claimsChanged());
      });
    },
  };
}

export type AppointmentAdminService = ReturnType<typeof createAppointmentAdminService>;

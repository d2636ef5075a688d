import { joinAppointmentExamPatient } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import './appointment-staff-events.tables';
import type { NotificationsService } from '../notifications/notifications.service';
import type { StrandedBookings } from '../scheduling/schedule-admin.service';
import './appointments.tables';
import { appointmentEmailColumns, appointmentEmailData } from './appointment-emails';
import { staffConfirmationPath } from './booking-keys';

/**
 * What staff decided for an appointment a schedule change strands (issue 39), inside the change's
 * transaction. A move keeps the appointment's slug and key (the patient's links stay good) and
 * takes its new time through the exclusion constraint; a cancellation frees the time. Either way
 * the patient is emailed in the language they booked in, with the new time or the clinic's reason.
 */
export function createStrandedBookings(
  deps: Pick<AppDeps, 'clock'>,
  notifications: Pick<NotificationsService, 'queueEmail' | 'languageOf'>,
): StrandedBookings {
  async function details(trx: Db, appointmentId: number) {
    return trx
      .selectFrom('appointment')
      .$call(joinAppointmentExamPatient)
      .select(appointmentEmailColumns)
      .where('appointment.id', '=', appointmentId)
      .executeTakeFirstOrThrow();
  }

  async function tell(
    trx: Db,
    appointmentId: number,
    start: Date,
    end: Date,
    change: { template: 'reschedule' } | { template: 'cancellation'; reason: string },
  ) {
    const row = await details(trx, appointmentId);
    if (!row.email) return;
    const data = appointmentEmailData(row, start, end);
    await notifications.queueEmail(trx, {
      to: row.email.trim().toLowerCase(),
      template: change.template,
      locale: await notifications.languageOf(row.bookingKey, trx),
      referenceId: row.bookingKey,
      data:
        change.template === 'reschedule'
          ? { ...data, confirmationPath: staffConfirmationPath(row.clinicSlug, row.bookingKey) }
          : { ...data, confirmationPath: null, reason: change.reason },
    });
  }

  const record = (
    trx: Db,
    appointmentId: number,
    kind: 'RESCHEDULE' | 'CANCEL',
    staff: string,
    reason: string,
  ) =>
    trx
      .insertInto('appointmentStaffEvent')
      .values({
        appointmentId,
        kind,
        reason,
        staffSubject: staff,
        newAppointmentId: null,
        at: deps.clock.now(),
      })
      .execute();

  return {
    async move(trx, booking, to, staff) {
      const appointmentId = booking.appointmentId;
      await trx.deleteFrom('slotClaim').where('id', '=', booking.claimId).execute();
      await trx
        .insertInto('slotClaim')
        .values({
          deviceId: to.deviceId,
          startsAt: to.start,
          endsAt: to.end,
          kind: 'APPOINTMENT',
          bookingKey: booking.bookingKey,
          appointmentId,
        })
        .execute();
      await trx
        .updateTable('appointment')
        .set({ deviceId: to.deviceId, startsAt: to.start, endsAt: to.end, updatedAt: deps.clock.now() })
        .where('id', '=', appointmentId)
        .execute();
      await record(trx, appointmentId, 'RESCHEDULE', staff, 'Schedule change');
      await tell(trx, appointmentId, to.start, to.end, { template: 'reschedule' });
    },

    async cancel(trx, booking, reason, staff) {
      const appointmentId = booking.appointmentId;
      await trx
        .updateTable('appointment')
        .set({ status: 'CANCELED', updatedAt: deps.clock.now() })
        .where('id', '=', appointmentId)
        .execute();
      await trx.deleteFrom('slotClaim').where('id', '=', booking.claimId).execute();
      await record(trx, appointmentId, 'CANCEL', staff, reason);
      await tell(trx, appointmentId, new Date(booking.start), new Date(booking.end), {
        template: 'cancellation',
        reason,
      });
    },
  };
}

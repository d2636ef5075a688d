import type { DemoAppointmentRequest } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict } from '../../platform/errors';
import { newRandomKey } from '../appointments/booking-keys';
import '../appointments/appointments.tables';
import '../catalog/catalog.tables';
import '../scheduling/scheduling.tables';
import { mapSlotConflict } from '../scheduling/slot-conflict';
import '../patients/patients.tables';

/**
 * Staff/dev aid: seeds are not time-relative, so this makes a BOOKED appointment near now at a clinic
 * for a named patient, with its slot claim, without the slot search: never exposed without the
 * admin token.
 */
export function createDemoAppointments(deps: AppDeps) {
  return {
    async create(input: DemoAppointmentRequest & { startsInMinutes: number; durationMinutes: number }) {
      // A claim blocks the device's time like any booking: an overlap answers 409 message.slot_conflict.
      return mapSlotConflict(() =>
        deps.db.transaction().execute(async (trx: Db) => {
          const startsAt = new Date(deps.clock.now().getTime() + input.startsInMinutes * 60_000);
          startsAt.setUTCSeconds(0, 0);
          const endsAt = new Date(startsAt.getTime() + input.durationMinutes * 60_000);
          const offers = trx.selectFrom('clinicExam').where('clinicId', '=', input.clinicId);
          if (!(await offers.select('examId').executeTakeFirst())) throw badRequest('message.unknown_clinic');
          // Any device of the clinic that is free then (the claim below still decides a race).
          const offer = await offers
            .select(['examId', 'deviceId'])
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('slotClaim')
                    .select('slotClaim.id')
                    .whereRef('slotClaim.deviceId', '=', 'clinicExam.deviceId')
                    .where('slotClaim.startsAt', '<', endsAt)
                    .where('slotClaim.endsAt', '>', startsAt),
                ),
              ),
            )
            .orderBy('examId')
            .orderBy('deviceId')
            .executeTakeFirst();
          if (!offer) throw conflict('message.slot_conflict');
          const patient = await trx
            .insertInto('patient')
            .values({
              title: null,
              firstName: input.firstName ?? 'Olivia',
              lastName: input.lastName,
              dateOfBirth: input.dateOfBirth,
              email: input.email ?? null,
              contactNumber: null,
              postalCode: null,
              gender: null,
              medicareNumber: null,
              medicareIrn: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const created = await trx
            .insertInto('appointment')
            .values({
              slug: newRandomKey(),
              bookingKey: newRandomKey(),
              examId: offer.examId,
              clinicId: input.clinicId,
              deviceId: offer.deviceId,
              patientId: patient.id,
              startsAt,
              endsAt,
              status: 'BOOKED',
              createdBy: 'STAFF',
              notes: 'Demo appointment for check-in',
              rescheduledFromId: null,
            })
            .returning(['id', 'slug', 'bookingKey'])
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('slotClaim')
            .values({
              deviceId: offer.deviceId,
              startsAt,
              endsAt,
              kind: 'APPOINTMENT',
              bookingKey: created.bookingKey,
              appointmentId: created.id,
              expiresAt: null,
            })
            .execute();
          return { ...created, startsAt: startsAt.toISOString() };
        }),
      );
    },
  };
}
